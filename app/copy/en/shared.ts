/** Every form whose post the server cannot read (calculator, contact, tracker) says it alike. */
export const FORM_UNREADABLE =
  'We could not read the form as it was sent. Please fill it in and try again.';

/** Both APIs that read JSON (the refund calculator's, the contact form's) say it alike. */
export const INVALID_JSON = 'The request body is not valid JSON.';

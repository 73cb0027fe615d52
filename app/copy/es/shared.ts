/** Every form whose post the server cannot read (calculator, contact, tracker) says it alike. */
export const FORM_UNREADABLE =
  'No pudimos leer el formulario tal como se envió. Complételo e inténtelo de nuevo.';

/** Both APIs that read JSON (the refund calculator's, the contact form's) say it alike. */
export const INVALID_JSON = 'El cuerpo de la solicitud no es un JSON válido.';

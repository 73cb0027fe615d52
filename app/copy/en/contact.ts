import { FORM_UNREADABLE } from './shared';

/** The English words of the contact form. */

export const contact = {
  heading: 'Contact Us',
  step1: 'Step 1: Your Info',
  step2: 'Step 2: Your Message',
  step3: 'Step 3: Review & Send',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  next: 'Next',
  back: 'Back',
  send: 'Send',
  thanks: 'Thanks for Reaching Out!',
  thanksBody: 'We will answer within one business day.',
  backHome: 'Back to Home',
  sending: 'Sending…',
  /** A hidden field people never see; programs that fill in every field do. */
  trap: 'Leave this field empty',
  sendFailed: 'Your message was not sent. Everything you typed is still here: please try again.',
  /** Stays above step 1 once the confirmation has gone, for the rest of the visit. */
  sentLine: 'Your message was sent. We will answer within one business day.',
  sentLineWithReference: (reference: string) =>
    `Your message was sent. Your reference: ${reference}. We will answer within one business day.`,
  errors: {
    nameRequired: 'Please enter your name.',
    nameTooLong: 'Your name can be at most 100 characters long.',
    emailRequired: 'Please enter your e-mail address.',
    emailInvalid: 'Please enter an e-mail address such as name@example.com.',
    emailTooLong: 'Your e-mail address can be at most 254 characters long.',
    messageRequired: 'Please write a message.',
    messageTooLong: 'Your message can be at most 5,000 characters long.',
    nameControl: 'Your name holds a character that is not text. Please remove it.',
    messageControl: 'Your message holds a character that is not text. Please remove it.',
    trap: 'Your message looks automated, so it was not sent. Please write to us by e-mail instead.',
    rateLimited: (minutes: number) =>
      `You have sent several messages in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    unavailable: 'We could not store your message just now. Please try again in a minute.',
    formUnreadable: FORM_UNREADABLE,
  },
} as const;

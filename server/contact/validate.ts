import { copy as english } from '../../app/copy';
import type { Copy } from '../../app/copy/en';
import { isEmailAddress } from '../../app/site/contact-rules';
import { longerThan } from '../text-length';

/** The caps of the contact form, in characters (a message, not a document: long enough for any question, short enough that a flood of them stays small). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export type ContactField = 'name' | 'email' | 'message';

export interface ContactValues {
  readonly name: string;
  readonly email: string;
  readonly message: string;
}

export interface Refusal {
  readonly status: 400 | 413 | 415 | 429 | 503;
  readonly code: string;
  readonly message: string;
  readonly field: ContactField | null;
  /** For 429: when the client may try again. */
  readonly retryAfterSeconds?: number;
}

export type Checked = { ok: true; values: ContactValues } | { ok: false; refusal: Refusal };

const refuse = (code: string, message: string, field: ContactField | null = null): Checked => ({
  ok: false,
  refusal: { status: 400, code, message, field },
});

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The server's own check of a contact message, whatever sent it: the page's script, a form
 * without JavaScript, or something else. `website` is the hidden trap field.
 */
export function checkContact(input: Record<string, unknown>, copy: Copy = english): Checked {
  const errors = copy.contact.errors;
  if (text(input.website) !== '') return refuse('automated', errors.trap);
  const name = text(input.name);
  const email = text(input.email);
  const message = text(input.message);
  if (name === '') return refuse('name_required', errors.nameRequired, 'name');
  if (longerThan(name, CONTACT_LIMITS.name))
    return refuse('name_too_long', errors.nameTooLong, 'name');
  if (email === '') return refuse('email_required', errors.emailRequired, 'email');
  if (longerThan(email, CONTACT_LIMITS.email))
    return refuse('email_too_long', errors.emailTooLong, 'email');
  if (!isEmailAddress(email)) return refuse('email_invalid', errors.emailInvalid, 'email');
  if (message === '') return refuse('message_required', errors.messageRequired, 'message');
  if (longerThan(message, CONTACT_LIMITS.message))
    return refuse('message_too_long', errors.messageTooLong, 'message');
  return { ok: true, values: { name, email, message } };
}

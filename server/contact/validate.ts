import { z } from 'zod';
import { copy as english } from '../../app/copy';
import type { Copy } from '../../app/copy/en';
import { isEmailAddress } from '../../app/site/contact-rules';
import { hasControlCharacters, longerThan } from '../http/text-length';

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

/** A field as text, trimmed: a missing field, or one that is not text, is the empty text. */
const text = z.string().trim().catch('');

/** A check's refusal (400) with its code and field, carried in the zod issue's params. */
function problem(code: string, message: string, field: ContactField | null) {
  return { message, params: { code, field }, abort: true };
}

/**
 * A required text field of at most `max` characters (counted as a person counts them), without
 * control characters but tab and line breaks (text-length.ts).
 */
function required(
  field: ContactField,
  max: number,
  says: { required: string; tooLong: string; control: string },
) {
  return text
    .refine((value) => value !== '', problem(`${field}_required`, says.required, field))
    .refine(
      (value) => !hasControlCharacters(value),
      problem(`${field}_control_characters`, says.control, field),
    )
    .refine((value) => !longerThan(value, max), problem(`${field}_too_long`, says.tooLong, field));
}

/**
 * An e-mail address a visitor types, checked in one language: the contact form's "Email", and
 * "Email for updates" on the case page. Required, at most 254 characters, the shape
 * name@example.com (no spaces or line breaks, so no header can ride in on it).
 */
export function emailField(copy: Copy) {
  const errors = copy.contact.errors;
  return required('email', CONTACT_LIMITS.email, {
    required: errors.emailRequired,
    tooLong: errors.emailTooLong,
    // An address with a control character is no address (contact-rules.ts).
    control: errors.emailInvalid,
  }).refine(isEmailAddress, problem('email_invalid', errors.emailInvalid, 'email'));
}

/**
 * The contact message's schema in one language: its fields in the order they are checked (the
 * first refusal is the answer). `website` is the hidden trap field, which a person leaves empty.
 */
function contactSchema(copy: Copy) {
  const errors = copy.contact.errors;
  return z.object({
    website: text.refine((value) => value === '', problem('automated', errors.trap, null)),
    name: required('name', CONTACT_LIMITS.name, {
      required: errors.nameRequired,
      tooLong: errors.nameTooLong,
      control: errors.nameControl,
    }),
    email: emailField(copy),
    message: required('message', CONTACT_LIMITS.message, {
      required: errors.messageRequired,
      tooLong: errors.messageTooLong,
      control: errors.messageControl,
    }),
  });
}

/** One schema per language's catalogue, made on first use. */
const schemas = new WeakMap<Copy, ReturnType<typeof contactSchema>>();

/**
 * The server's own check of a contact message, whatever sent it: the page's script, a form
 * without JavaScript, or something else.
 */
export function checkContact(input: Record<string, unknown>, copy: Copy = english): Checked {
  let schema = schemas.get(copy);
  if (schema === undefined) {
    schema = contactSchema(copy);
    schemas.set(copy, schema);
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) {
    const { name, email, message } = parsed.data;
    return { ok: true, values: { name, email, message } };
  }
  const issue = parsed.error.issues[0];
  const params = issue?.code === 'custom' ? issue.params : undefined;
  return {
    ok: false,
    refusal: {
      status: 400,
      code: typeof params?.code === 'string' ? params.code : 'invalid_request',
      message: issue?.message ?? copy.contact.errors.invalidJson,
      field: (params?.field as ContactField | null | undefined) ?? null,
    },
  };
}

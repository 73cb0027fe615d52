import { z } from 'zod';
import { staffCopy } from '../../app/copy/staff';

/**
 * Whether a string holds more than `max` characters (code points, as a person counts them),
 * decided on the string's length before anything is split: a string of at most `max` UTF-16 units
 * cannot be over, one of more than twice `max` must be, and only in between are the characters
 * counted. Never builds an array as long as the string (a huge field once took the process down).
 */
export function longerThan(value: string, max: number): boolean {
  if (value.length <= max) return false;
  if (value.length > 2 * max) return true;
  let count = 0;
  for (let i = 0; i < value.length; i += 1) {
    // A high surrogate and the low one after it are one character.
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    if (++count > max) return true;
  }
  return false;
}

/**
 * The control characters no text field takes (decision 102): C0 but tab, line feed and carriage
 * return, DEL, and C1. A NUL is the one PostgreSQL refuses in text (it answered 503 with an error
 * line); the others mean nothing in a name, a message or an address and can hide what follows.
 */
// The very characters the rule is about: written as escapes, on purpose.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS.source, 'g');

/** Whether the text holds a control character other than tab, line feed and carriage return. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The text with each such control character replaced by `by`. */
export function replaceControlCharacters(text: string, by: string): string {
  return text.replace(EVERY_CONTROL_CHARACTER, by);
}

/** What a text field's refusals say, each in the form's language (from the copy catalogues). */
export interface TextRefusals {
  readonly empty: string;
  readonly tooLong: string;
  /**
   * A control character in it (hasControlCharacters): bad input, the form again with this. By
   * default the staff screens' sentence (they are in English only); a visitor's form gives its
   * language's (copy.contact.errors.messageControl).
   */
  readonly control?: string;
}

/**
 * A text a form must have, as its zod schema reads it: trimmed, not empty, at most `max`
 * characters, no control character but tab and line breaks; each refusal says its own sentence
 * (in the form's language).
 */
export const requiredText = (max: number, says: TextRefusals) =>
  z
    .string()
    .trim()
    .refine((text) => text !== '', says.empty)
    .refine((text) => !hasControlCharacters(text), says.control ?? staffCopy.controlCharacters)
    .refine((text) => !longerThan(text, max), says.tooLong);

/** A text a form may leave empty: trimmed, at most `max` characters, no control character. */
export const optionalText = (max: number, says: Omit<TextRefusals, 'empty'>) =>
  z
    .string()
    .trim()
    .refine((text) => !hasControlCharacters(text), says.control ?? staffCopy.controlCharacters)
    .refine((text) => !longerThan(text, max), says.tooLong);

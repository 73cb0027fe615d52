import { z } from 'zod';

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
 * A text a form must have, as its zod schema reads it: trimmed, not empty, at most `max`
 * characters; each refusal says its own sentence (in the form's language).
 */
export const requiredText = (max: number, says: { empty: string; tooLong: string }) =>
  z
    .string()
    .trim()
    .refine((text) => text !== '', says.empty)
    .refine((text) => !longerThan(text, max), says.tooLong);

/**
 * The contact form's rules that the page and the server both apply (server/contact/validate.ts
 * is the server's full check), written once.
 */

// What a person types, not RFC 5322: one @, a local part of at most 64 characters, a domain of
// labels (letters, digits, hyphens inside) and a top level of two letters at least. No spaces or
// line breaks (nothing can start another header of a mail), none of <>()[]\,;:" (in which a mail
// program would read a name or a second address), no control character (a NUL reached the
// database once: decision 102), and no invisible or stand-in character: bidirectional controls
// and other format characters (U+202E turns what a person reads around), the replacement
// character U+FFFD (a byte that was not text), private use, unassigned and lone surrogates.
const LOCAL = /^[^\s\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\uFFFD@<>()[\]\\,;:"]{1,64}$/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP = /^\p{L}{2,63}$/u;

/** Whether a trimmed e-mail address has the shape name@example.com. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL.test(local) || domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TOP.test(labels.at(-1) ?? '');
}

/**
 * The contact form's rules that the page and the server both apply (server/contact/validate.ts
 * is the server's full check), written once.
 */

// One @, something before it, a dot in the domain. What a person types, not RFC 5322: no spaces
// or line breaks (nothing can start another header of a mail), and none of <>()[]\,;:" (in which
// a mail program would read a name or a second address), and no control character (a NUL
// reached the database once: decision 102).
const EMAIL =
  /^[^\s\p{Cc}@<>()[\]\\,;:"]+@[^\s\p{Cc}@.<>()[\]\\,;:"]+(\.[^\s\p{Cc}@.<>()[\]\\,;:"]+)+$/u;

/** Whether a trimmed e-mail address has the shape name@example.com. */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

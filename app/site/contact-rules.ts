/**
 * The contact form's rules that the page and the server both apply (server/contact/validate.ts
 * is the server's full check), written once.
 */

// One @, something before it, a dot in the domain; no spaces. What a person types, not RFC 5322.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a trimmed e-mail address has the shape name@example.com. */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value);
}

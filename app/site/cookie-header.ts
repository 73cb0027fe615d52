/**
 * The value of cookie `name` in a request's `Cookie` header, as sent (no decoding: every cookie
 * this server sets is plain ASCII), or undefined when there is none. The one reader of the header,
 * in the server and the browser: case, staff session, staff device and banner cookies.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

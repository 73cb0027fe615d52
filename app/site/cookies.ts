/**
 * The one cookie module of the site, in the server and the browser: every cookie is read from a
 * `Cookie` header (or document.cookie) and written as a `Set-Cookie` header (or to
 * document.cookie) here, through the `cookie` package (decision 060). The case, staff session,
 * staff device, banner and language cookies all go through it; the signed ones are signed by
 * server/http/signed-cookie.ts on top of it. root.tsx's boot script, inline text that runs before any
 * module loads, reads document.cookie with the patterns `cookiePattern` writes.
 */
import { parseCookie, stringifySetCookie } from 'cookie';

/** The value of cookie `name` in a `Cookie` header, or undefined when there is none. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (header === null || header === undefined || header === '') return undefined;
  return parseCookie(header)[name];
}

export interface CookieAttributes {
  /** Seconds; none: a session cookie, which ends with the browser. */
  readonly maxAge?: number;
  readonly httpOnly?: boolean;
  /** Over https: the cookie goes back only over https. */
  readonly secure?: boolean;
  readonly sameSite: 'lax' | 'strict';
}

/** A `Set-Cookie` header (or a document.cookie assignment): always for the whole site (Path=/). */
export function setCookie(name: string, value: string, attributes: CookieAttributes): string {
  return stringifySetCookie(name, value, { ...attributes, path: '/' });
}

/** The `Set-Cookie` header that removes cookie `name` (set with the same attributes). */
export function clearCookie(name: string, attributes: Omit<CookieAttributes, 'maxAge'>): string {
  return stringifySetCookie(name, '', { ...attributes, path: '/', expires: new Date(0) });
}

/**
 * A regular expression literal, as text, that finds cookie `name` in document.cookie with a value
 * matching `value` (its first group): for root.tsx's boot script, which can import nothing.
 */
export function cookiePattern(name: string, value: string): string {
  return `/(?:^|; )${name}=(${value})(?:;|$)/`;
}

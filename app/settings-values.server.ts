import { z } from 'zod';

/**
 * How a setting's value is read (app/settings.server.ts puts them together in one schema): each
 * schema's message completes the sentence "<VARIABLE> must be …".
 */

const KEY_BYTES = 32;
export const KEY_HINT = 'openssl rand -base64 32';

/** A 32-byte key written in base64 (or base64url); anything else is refused, never padded. */
export function decodeKey(value: string): Buffer | undefined {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

export const pattern = (re: RegExp, expect: string) => z.string().regex(re, expect);
export const wholeNumber = (min: number, max: number, expect: string) =>
  // Digits only: Number() would also accept "1e3", "0x10" and " 12 ", which nobody means.
  pattern(/^[0-9]{1,15}$/, expect)
    .transform(Number)
    .refine((n) => n >= min && n <= max, expect);
export const positive = wholeNumber(1, Number.MAX_SAFE_INTEGER, 'a whole number above 0');
/** An IANA time zone Intl knows (America/New_York), in its canonical spelling. */
export const timeZone = z.string().transform((v, ctx) => {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: v }).resolvedOptions().timeZone;
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'an IANA time zone such as America/New_York, America/Chicago or America/Los_Angeles',
    });
    return z.NEVER;
  }
});
export const flag = z
  .enum(['true', 'false', '1', '0'], 'true or false')
  .transform((v) => v === 'true' || v === '1');
/** The most keys a list holds (a setting or a key file): a rotation needs two or three. */
export const MAX_KEYS = 8;

/** Keys written one per part, newest first; undefined when one is not a key or there are too many. */
export function decodeKeys(parts: readonly string[]): Buffer[] | undefined {
  const keys = parts.map(decodeKey);
  if (keys.length === 0 || keys.length > MAX_KEYS) return undefined;
  return keys.every((k) => k !== undefined) ? keys : undefined;
}

/**
 * One key, or several separated by commas, newest first (a rotation: decisions 060 and 085):
 * COOKIE_SIGNING_KEY, DOCUMENTS_KEY, LINK_SIGNING_KEY.
 */
export const keyList = z.string().transform((v, ctx) => {
  const keys = decodeKeys(v.split(','));
  if (keys === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `one key, or up to ${MAX_KEYS} separated by commas and newest first, each 32 random bytes in base64 (${KEY_HINT})`,
    });
    return z.NEVER;
  }
  return keys;
});
function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ''
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}
export const httpUrl = (expect: string) =>
  z.string().refine((v) => parseHttpUrl(v) !== undefined, expect);
// The origin is written as it is into prerendered pages (canonical links), so its host is held to
// characters that need no escaping: a URL parser takes `"`, `'` and `&` in a host name.
const SAFE_ORIGIN = /^https?:\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]+)?$/;
export const origin = (expect: string) =>
  z.string().refine((v) => {
    const url = parseHttpUrl(v);
    return (
      url !== undefined &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      SAFE_ORIGIN.test(url.origin)
    );
  }, expect);

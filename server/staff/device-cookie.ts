import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { loadServerKey } from '../db/server-keys';
import { readCookie } from '../../app/site/cookie-header';

/**
 * The staff device cookie (OWASP "Slow down online guessing attacks with device cookies";
 * decision 044): a browser where someone signed in holds one, for that account. Failed sign-ins
 * from it count against the device alone, so a stranger's failures (counted against the account
 * for unknown devices) never lock out the person at their own browser.
 *
 * The value is a random device id, when it was issued, and an HMAC-SHA256 of both and the
 * account's e-mail under a key the database keeps (every instance on one database shares it).
 * The e-mail is not in the cookie: the cookie is valid only for the e-mail typed with it.
 */
export const DEVICE_COOKIE_DAYS = 180;
const MAX_AGE_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60;
const KEY_NAME = 'staff-device-cookie';

/** Over https `__Host-` prefixed and Secure: no subdomain or http page can set it. */
export function deviceCookieName(https: boolean): string {
  return https ? '__Host-staff_device' : 'staff_device';
}

export class DeviceCookies {
  private constructor(private readonly key: Buffer) {}

  /** Made by the first instance that starts on a database, read by every other. */
  static async load(db: Kysely<Schema>): Promise<DeviceCookies> {
    return new DeviceCookies(await loadServerKey(db, KEY_NAME));
  }

  private mac(email: string, device: string, issued: number): Buffer {
    return createHmac('sha256', this.key).update(`device ${email}\n${device}\n${issued}`).digest();
  }

  /**
   * The device id of the request's cookie when it was issued for `email` (normalised), its
   * signature holds and it is not expired; undefined otherwise (none, another account's, forged).
   */
  read(
    cookieHeader: string | undefined,
    https: boolean,
    email: string,
    now = Date.now(),
  ): string | undefined {
    const value = readCookie(cookieHeader, deviceCookieName(https));
    const match =
      value === undefined
        ? null
        : /^([A-Za-z0-9_-]{22})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) return undefined;
    const [, device = '', issuedText = '', signature = ''] = match;
    const issued = Number(issuedText);
    const age = now / 1000 - issued;
    if (age > MAX_AGE_SECONDS || age < -60) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(email, device, issued);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? device
      : undefined;
  }

  /** The Set-Cookie header of a new device cookie for `email`: issued now, HttpOnly, Strict. */
  header(email: string, https: boolean, now = Date.now()): string {
    const device = randomBytes(16).toString('base64url');
    const issued = Math.floor(now / 1000);
    const value = `${device}.${issued}.${this.mac(email, device, issued).toString('base64url')}`;
    const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
    if (https) attributes.push('Secure');
    return [`${deviceCookieName(https)}=${value}`, ...attributes].join('; ');
  }
}

import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { cookieSigningKeys, SignedCookie, type SignedCookieSpec } from '../http/signed-cookie';

/**
 * The staff device cookie (OWASP "Slow down online guessing attacks with device cookies";
 * decision 044): a browser where someone signed in holds one, for that account. Failed sign-ins
 * from it count against the device alone, so a stranger's failures (counted against the account
 * for unknown devices) never lock out the person at their own browser.
 *
 * The value is a random device id, when it was issued, and an HMAC-SHA256 of both and the
 * account's e-mail under the cookie signing keys (server/http/signed-cookie.ts: COOKIE_SIGNING_KEY,
 * else a key the database keeps, which every instance on one database shares). The e-mail is not
 * in the cookie: the cookie is valid only for the e-mail typed with it.
 */
export const DEVICE_COOKIE_DAYS = 180;
export const DEVICE_COOKIE_KEY_NAME = 'staff-device-cookie';

/** Over https `__Host-` prefixed and Secure: no subdomain or http page can set it. */
export function deviceCookieName(https: boolean): string {
  return https ? '__Host-staff_device' : 'staff_device';
}

/** HttpOnly, SameSite=Strict, 180 days; the MAC covers the device id, the issue time and the e-mail. */
const DEVICE_COOKIE: SignedCookieSpec = {
  name: deviceCookieName,
  maxAgeSeconds: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  sameSite: 'strict',
  value: /^[A-Za-z0-9_-]{22}$/,
  signed: (device, issued, email) => `device ${email}\n${device}\n${issued}`,
};

export class DeviceCookies {
  private readonly cookie: SignedCookie;

  constructor(keys: readonly Buffer[]) {
    this.cookie = new SignedCookie(DEVICE_COOKIE, keys);
  }

  /** With the configured keys, else the database's (made by the first instance that starts). */
  static async load(
    configured: readonly Buffer[] | undefined,
    db: Kysely<Schema>,
  ): Promise<DeviceCookies> {
    return new DeviceCookies(await cookieSigningKeys(configured, db, DEVICE_COOKIE_KEY_NAME));
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
    return this.cookie.read(cookieHeader, https, email, now);
  }

  /** The Set-Cookie header of a new device cookie for `email`: issued now, HttpOnly, Strict. */
  header(email: string, https: boolean, now = Date.now()): string {
    return this.cookie.header(randomBytes(16).toString('base64url'), https, email, now);
  }
}

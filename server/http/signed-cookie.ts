import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { clearCookie, readCookie, setCookie } from '../../app/site/cookies';
import type { Schema } from '../db/schema';
import { loadServerKey } from '../db/server-keys';

/**
 * Signed cookies (the case cookie, the staff device cookie): a value, when it was issued, and an
 * HMAC-SHA256 of both (and of whatever else the cookie is bound to) under the newest signing key.
 * A cookie verifies under any key of the list, so a key can be rotated (decision 060): put the new
 * one first in COOKIE_SIGNING_KEY, keep the old one after it until the cookies it signed have
 * expired or been set again, then remove it; a cookie signed by a removed key no longer verifies.
 * Read and written through the one cookie module (app/site/cookies.ts).
 */
export interface SignedCookieSpec {
  /** The cookie's name: over https `__Host-` prefixed and Secure, so no subdomain can set it. */
  readonly name: (https: boolean) => string;
  readonly maxAgeSeconds: number;
  readonly sameSite: 'lax' | 'strict';
  /** What the value may look like (no dots: the issued time and the signature follow one). */
  readonly value: RegExp;
  /** The text that is signed: the value, the issue time and what the cookie is bound to. */
  readonly signed: (value: string, issued: number, boundTo: string) => string;
}

/** The keys cookies are signed with, newest first: COOKIE_SIGNING_KEY, else the database's. */
export async function cookieSigningKeys(
  configured: readonly Buffer[] | undefined,
  db: Kysely<Schema>,
  databaseKeyName: string,
): Promise<readonly Buffer[]> {
  return configured ?? [await loadServerKey(db, databaseKeyName)];
}

export class SignedCookie {
  constructor(
    private readonly spec: SignedCookieSpec,
    /** Newest first: the first signs, every one verifies. */
    private readonly keys: readonly Buffer[],
  ) {
    if (keys.length === 0) throw new Error('a signed cookie needs at least one key');
  }

  private mac(key: Buffer, value: string, issued: number, boundTo: string): Buffer {
    return createHmac('sha256', key)
      .update(this.spec.signed(value, issued, boundTo))
      .digest();
  }

  /**
   * The value of the request's cookie when its signature holds under one of the keys and it is
   * not expired (issued at most its max age ago); undefined otherwise (none, forged, altered,
   * signed by a key no longer in the list, expired, or bound to something else).
   */
  read(
    cookieHeader: string | undefined,
    https: boolean,
    boundTo = '',
    now = Date.now(),
  ): string | undefined {
    return this.open(cookieHeader, https, boundTo, now)?.value;
  }

  /** As read(), with the time it was issued (seconds since 1970), which the signature covers. */
  open(
    cookieHeader: string | undefined,
    https: boolean,
    boundTo = '',
    now = Date.now(),
  ): { readonly value: string; readonly issued: number } | undefined {
    const cookie = readCookie(cookieHeader, this.spec.name(https));
    const match =
      cookie === undefined ? null : /^([^.]+)\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cookie);
    if (!match) return undefined;
    const [, value = '', issuedText = '', signature = ''] = match;
    if (!this.spec.value.test(value)) return undefined;
    const issued = Number(issuedText);
    const age = now / 1000 - issued;
    if (age > this.spec.maxAgeSeconds || age < -60) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const holds = this.keys.some((key) => {
      const expected = this.mac(key, value, issued, boundTo);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    return holds ? { value, issued } : undefined;
  }

  /** A Set-Cookie header that removes the cookie from the browser. */
  clear(https: boolean): string {
    return clearCookie(this.spec.name(https), {
      httpOnly: true,
      secure: https,
      sameSite: this.spec.sameSite,
    });
  }

  /** The Set-Cookie header of `value`, issued now and signed with the newest key; HttpOnly. */
  header(value: string, https: boolean, boundTo = '', now = Date.now()): string {
    const issued = Math.floor(now / 1000);
    const [newest] = this.keys as [Buffer, ...Buffer[]];
    const signature = this.mac(newest, value, issued, boundTo).toString('base64url');
    return setCookie(this.spec.name(https), `${value}.${issued}.${signature}`, {
      maxAge: this.spec.maxAgeSeconds,
      httpOnly: true,
      secure: https,
      sameSite: this.spec.sameSite,
    });
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { loadServerKey } from '../db/server-keys';
import { readCookie } from '../../app/site/cookie-header';
import { isUuid } from './store';

/**
 * The case cookie (docs/back-office.md, "Cases and references"; decision 024): it ties a browser's
 * uploads and messages to one case. It holds the case id, when it was issued, and an HMAC-SHA256
 * of both under a key the database keeps (so every instance on one database shares it). Never the
 * reference: the cookie proves nothing to a person who reads it, and the reference stays the
 * visitor's to give out.
 */
export const CASE_COOKIE_DAYS = 30;
const MAX_AGE_SECONDS = CASE_COOKIE_DAYS * 24 * 60 * 60;
const KEY_NAME = 'case-cookie';

/** Over https `__Host-` prefixed and Secure: no subdomain or http page can set it. */
export function caseCookieName(https: boolean): string {
  return https ? '__Host-qr_case' : 'qr_case';
}

/** The cookie's key, shared by every instance on one database. */
export function loadCaseCookieKey(db: Kysely<Schema>): Promise<Buffer> {
  return loadServerKey(db, KEY_NAME);
}

export class CaseCookie {
  constructor(private readonly key: Buffer) {}

  private mac(caseId: string, issued: number): Buffer {
    return createHmac('sha256', this.key).update(`case ${caseId} ${issued}`).digest();
  }

  /**
   * The case id in the request's cookie header, when its signature holds and it is at most 30
   * days old; undefined otherwise (no cookie, forged, altered or expired).
   */
  read(cookieHeader: string | undefined, https: boolean, now = Date.now()): string | undefined {
    const value = readCookie(cookieHeader, caseCookieName(https));
    const match =
      value === undefined
        ? null
        : /^([0-9a-f-]{36})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) return undefined;
    const [, caseId = '', issuedText = '', signature = ''] = match;
    if (!isUuid(caseId)) return undefined;
    const issued = Number(issuedText);
    const age = now / 1000 - issued;
    if (age > MAX_AGE_SECONDS || age < -60) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(caseId, issued);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? caseId
      : undefined;
  }

  /** The Set-Cookie header for a case: issued now, for 30 days, HttpOnly, SameSite=Lax. */
  header(caseId: string, https: boolean, now = Date.now()): string {
    const issued = Math.floor(now / 1000);
    const value = `${caseId}.${issued}.${this.mac(caseId, issued).toString('base64url')}`;
    const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
    if (https) attributes.push('Secure');
    return [`${caseCookieName(https)}=${value}`, ...attributes].join('; ');
  }
}

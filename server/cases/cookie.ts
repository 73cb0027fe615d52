import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { cookieSigningKeys, SignedCookie, type SignedCookieSpec } from '../signed-cookie';
import { isUuid } from './store';

/**
 * The case cookie (docs/back-office.md, "Cases and references"; decision 024): it ties a browser's
 * uploads and messages to one case. It holds the case id, when it was issued, and an HMAC-SHA256
 * of both under the cookie signing keys (server/signed-cookie.ts: COOKIE_SIGNING_KEY, else a key
 * the database keeps, so every instance on one database shares it). Never the reference: the
 * cookie proves nothing to a person who reads it, and the reference stays the visitor's to give out.
 */
export const CASE_COOKIE_DAYS = 30;
export const CASE_COOKIE_KEY_NAME = 'case-cookie';

/** Over https `__Host-` prefixed and Secure: no subdomain or http page can set it. */
export function caseCookieName(https: boolean): string {
  return https ? '__Host-qr_case' : 'qr_case';
}

/** The cookie's keys, newest first: the configured ones, else the database's (every instance's). */
export function loadCaseCookieKeys(
  configured: readonly Buffer[] | undefined,
  db: Kysely<Schema>,
): Promise<readonly Buffer[]> {
  return cookieSigningKeys(configured, db, CASE_COOKIE_KEY_NAME);
}

/** HttpOnly, SameSite=Lax, 30 days; the MAC covers the case id and the issue time. */
const CASE_COOKIE: SignedCookieSpec = {
  name: caseCookieName,
  maxAgeSeconds: CASE_COOKIE_DAYS * 24 * 60 * 60,
  sameSite: 'lax',
  value: /^[0-9a-f-]{36}$/,
  signed: (caseId, issued) => `case ${caseId} ${issued}`,
};

export class CaseCookie {
  private readonly cookie: SignedCookie;

  constructor(keys: readonly Buffer[]) {
    this.cookie = new SignedCookie(CASE_COOKIE, keys);
  }

  /**
   * The case id in the request's cookie header, when its signature holds under one of the keys
   * and it is at most 30 days old; undefined otherwise (no cookie, forged, altered or expired).
   */
  read(cookieHeader: string | undefined, https: boolean, now = Date.now()): string | undefined {
    const caseId = this.cookie.read(cookieHeader, https, '', now);
    return caseId !== undefined && isUuid(caseId) ? caseId : undefined;
  }

  /** The Set-Cookie header for a case: issued now, for 30 days, HttpOnly, SameSite=Lax. */
  header(caseId: string, https: boolean, now = Date.now()): string {
    return this.cookie.header(caseId, https, '', now);
  }
}

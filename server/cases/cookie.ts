import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { readCookie } from '../../app/site/cookies';
import type { Schema } from '../db/schema';
import { cookieSigningKeys, SignedCookie, type SignedCookieSpec } from '../http/signed-cookie';
import { isUuid } from './store';

/**
 * The case cookie (docs/back-office.md, "Cases and references"; decisions 024 and 103): it ties a
 * browser's uploads and messages to one case. It holds the case id, the browser's session (16
 * random bytes, so that "Sign out of this case" can end this browser's access alone), when it was
 * issued, and an HMAC-SHA256 of them under the cookie signing keys (server/http/signed-cookie.ts:
 * COOKIE_SIGNING_KEY, else a key the database keeps, so every instance on one database shares
 * it). Never the reference: the cookie proves nothing to a person who reads it, and the reference
 * stays the visitor's to give out. A signature that holds is not enough: server/cases/sessions.ts
 * checks the session against the database (signed out, or the client's sessions ended).
 */
export const CASE_COOKIE_DAYS = 30;
export const CASE_COOKIE_KEY_NAME = 'case-cookie';

/** Over https `__Host-` prefixed and Secure: no subdomain or http page can set it. */
export function caseCookieName(https: boolean): string {
  return https ? '__Host-qr_case' : 'qr_case';
}

/**
 * Whether a request carries a case cookie, signed or not, under either of its names. The home page
 * is then rendered for it rather than answered with the page kept for every visitor
 * (app/site/public-page.server.ts), so that its tracker shows the browser's own case (decision 141).
 */
export function hasCaseCookie(cookieHeader: string | null | undefined): boolean {
  return [true, false].some(
    (https) => readCookie(cookieHeader, caseCookieName(https)) !== undefined,
  );
}

/** The cookie's keys, newest first: the configured ones, else the database's (every instance's). */
export function loadCaseCookieKeys(
  configured: readonly Buffer[] | undefined,
  db: Kysely<Schema>,
): Promise<readonly Buffer[]> {
  return cookieSigningKeys(configured, db, CASE_COOKIE_KEY_NAME);
}

/**
 * `CASEID_SESSION`: a cookie issued before sessions (decision 103) holds the case id alone; it
 * works until it expires or the client's sessions are ended, and is issued again with a session.
 */
const VALUE = /^([0-9a-f-]{36})(?:_([A-Za-z0-9_-]{22}))?$/;

/** HttpOnly, SameSite=Lax, 30 days; the MAC covers the case id, the session and the issue time. */
export const CASE_COOKIE_SPEC: SignedCookieSpec = {
  name: caseCookieName,
  maxAgeSeconds: CASE_COOKIE_DAYS * 24 * 60 * 60,
  sameSite: 'lax',
  value: VALUE,
  signed: (value, issued) => `case ${value} ${issued}`,
};

/** What a case cookie whose signature holds says. */
export interface CaseCookieValue {
  readonly caseId: string;
  /** The browser's session; undefined in a cookie issued before sessions. */
  readonly session: string | undefined;
  /** When it was issued, in seconds since 1970. */
  readonly issued: number;
}

export function newSession(): string {
  return randomBytes(16).toString('base64url');
}

export class CaseCookie {
  private readonly cookie: SignedCookie;

  constructor(keys: readonly Buffer[]) {
    this.cookie = new SignedCookie(CASE_COOKIE_SPEC, keys);
  }

  /**
   * The cookie's case, session and issue time, when its signature holds under one of the keys and
   * it is at most 30 days old; undefined otherwise (no cookie, forged, altered or expired). The
   * database's word on the session is sessions.ts's.
   */
  open(
    cookieHeader: string | undefined,
    https: boolean,
    now = Date.now(),
  ): CaseCookieValue | undefined {
    const opened = this.cookie.open(cookieHeader, https, '', now);
    const match = opened === undefined ? null : VALUE.exec(opened.value);
    if (!opened || !match?.[1] || !isUuid(match[1])) return undefined;
    return { caseId: match[1], session: match[2], issued: opened.issued };
  }

  /** The case id of a cookie whose signature holds (open()); its session is not checked here. */
  read(cookieHeader: string | undefined, https: boolean, now = Date.now()): string | undefined {
    return this.open(cookieHeader, https, now)?.caseId;
  }

  /**
   * The Set-Cookie header for a case: issued now, for 30 days, HttpOnly, SameSite=Lax, in the
   * browser's session (a new one when it has none for this case).
   */
  header(caseId: string, https: boolean, session = newSession(), now = Date.now()): string {
    return this.cookie.header(`${caseId}_${session}`, https, '', now);
  }

  /** The Set-Cookie header that removes the case cookie ("Sign out of this case"). */
  clear(https: boolean): string {
    return this.cookie.clear(https);
  }
}

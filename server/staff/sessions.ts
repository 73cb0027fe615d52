import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { newToken, tokenHash } from './tokens';
import { clearCookie, readCookie, setCookie } from '../../app/site/cookies';

export interface SessionPolicy {
  readonly idleMs: number;
  readonly maxMs: number;
}

export interface StaffSession {
  readonly idHash: string;
  readonly accountId: number;
  readonly email: string;
  readonly isAdmin: boolean;
  readonly csrfToken: string;
}

/** Over https the cookie is `__Host-` prefixed and Secure: no subdomain or http page can set it. */
export function cookieName(https: boolean): string {
  return https ? '__Host-staff_session' : 'staff_session';
}

/** Writes to last_seen_at at most this often: a page view need not be a write. */
const TOUCH_EVERY_MS = 60_000;

/** A new session for the account; returns its Set-Cookie header. */
export async function startSession(
  db: Kysely<Schema>,
  https: boolean,
  accountId: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: tokenHash(token),
      account_id: accountId,
      csrf_token: newToken(),
      last_seen_at: new Date(),
    })
    .execute();
  // No Max-Age: the cookie ends with the browser; the server ends the session earlier.
  return setCookie(cookieName(https), token, sessionCookie(https));
}

/** The session cookie's attributes: HttpOnly, SameSite=Lax, Secure over https. */
const sessionCookie = (https: boolean) =>
  ({ httpOnly: true, sameSite: 'lax', secure: https }) as const;

/** The Set-Cookie header that removes the session cookie. */
export function clearSessionCookie(https: boolean): string {
  return clearCookie(cookieName(https), sessionCookie(https));
}

/** The live session of this request, or null: ended, idle too long, too old, or account disabled. */
export async function currentSession(
  db: Kysely<Schema>,
  cookieHeader: string | undefined,
  https: boolean,
  policy: SessionPolicy,
): Promise<StaffSession | null> {
  const token = readCookie(cookieHeader, cookieName(https));
  if (!token) return null;
  const idHash = tokenHash(token);
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff_accounts as a', 'a.id', 's.account_id')
    .select([
      's.account_id',
      's.csrf_token',
      's.created_at',
      's.last_seen_at',
      's.ended_at',
      'a.email',
      'a.is_admin',
      'a.disabled_at',
    ])
    .where('s.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row || row.ended_at || row.disabled_at) return null;
  const now = Date.now();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (now - lastSeen > policy.idleMs || now - new Date(row.created_at).getTime() > policy.maxMs) {
    await endSession(db, idHash);
    return null;
  }
  if (now - lastSeen > Math.min(TOUCH_EVERY_MS, policy.idleMs / 10)) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return {
    idHash,
    accountId: row.account_id,
    email: row.email,
    isAdmin: row.is_admin,
    csrfToken: row.csrf_token,
  };
}

export async function endSession(db: Kysely<Schema>, idHash: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: new Date() })
    .where('id_hash', '=', idHash)
    .where('ended_at', 'is', null)
    .execute();
}

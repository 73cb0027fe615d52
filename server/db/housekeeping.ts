import { type Kysely, sql } from 'kysely';
import { CASE_COOKIE_DAYS } from '../cases/cookie';
import type { Schema } from './schema';

/**
 * The tables that only grow while the server runs, cut back by the hour by whichever instance
 * (every delete here is safe to run twice, or on two instances at once):
 * - rate-limit events older than the longest window a setting allows;
 * - staff sessions that can no longer be used: ended (signed out, or found idle or too old), idle
 *   longer than the idle limit, or older than the session limit. The audit log keeps every
 *   sign-in and sign-out; a session row is only the key of a live one.
 * - mail: sent mail after SENT_MAIL_KEEP_MS, and mail never sent after UNSENT_MAIL_KEEP_MS (the
 *   sender retries it up to every hour; a week on, what it says is stale, and a sign-in link in
 *   it long expired).
 * - case sign-outs ("Sign out of this case", server/cases/sessions.ts) older than a case cookie
 *   lives: the cookie they end has expired.
 * - signing codes (docs/review-and-sign.md) more than a day old: past their 15 minutes, and out of
 *   the day "at most 5 codes a day" counts; the audit log keeps "signing code sent".
 * sign_in_failures is not pruned: each row is the count shown beside its audit-log entry, one row
 * per client, account and 15 minutes, and goes when the audit log does.
 */

export const SENT_MAIL_KEEP_MS = 30 * 24 * 60 * 60 * 1000;
export const UNSENT_MAIL_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** A case cookie's life (server/cases/cookie.ts, CASE_COOKIE_DAYS): a sign-out is kept as long. */
export const SIGN_OUT_KEEP_MS = CASE_COOKIE_DAYS * 24 * 60 * 60 * 1000;
export const SIGNING_CODE_KEEP_MS = 24 * 60 * 60 * 1000;

export interface KeepPolicy {
  /** Rate-limit events: the longest window a setting allows. */
  readonly rateEventsMs: number;
  /** A staff session unused this long has ended (STAFF_IDLE_SECONDS). */
  readonly staffIdleMs: number;
  /** A staff session this old has ended (STAFF_SESSION_MAX_SECONDS). */
  readonly staffSessionMaxMs: number;
}

export interface Pruned {
  readonly rateEvents: number;
  readonly staffSessions: number;
  readonly mail: number;
  readonly caseSignOuts: number;
  readonly signingCodes: number;
}

export async function pruneGrowingTables(
  db: Kysely<Schema>,
  keep: KeepPolicy,
  now: Date = new Date(),
): Promise<Pruned> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const rateEvents = await db
    .deleteFrom('rate_events')
    .where('at', '<', before(keep.rateEventsMs))
    .executeTakeFirst();
  const staffSessions = await db
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([
        eb('ended_at', 'is not', null),
        eb('last_seen_at', '<', before(keep.staffIdleMs)),
        eb('created_at', '<', before(keep.staffSessionMaxMs)),
      ]),
    )
    .executeTakeFirst();
  const mail = await db
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb.and([eb('sent_at', 'is not', null), eb('sent_at', '<', before(SENT_MAIL_KEEP_MS))]),
        eb.and([eb('sent_at', 'is', null), eb('created_at', '<', before(UNSENT_MAIL_KEEP_MS))]),
      ]),
    )
    .executeTakeFirst();
  const caseSignOuts = await db
    .deleteFrom('case_sign_outs')
    .where('at', '<', before(SIGN_OUT_KEEP_MS))
    .executeTakeFirst();
  const signingCodes = await db
    .deleteFrom('signing_codes')
    .where('created_at', '<', before(SIGNING_CODE_KEEP_MS))
    .executeTakeFirst();
  return {
    rateEvents: Number(rateEvents.numDeletedRows),
    staffSessions: Number(staffSessions.numDeletedRows),
    mail: Number(mail.numDeletedRows),
    caseSignOuts: Number(caseSignOuts.numDeletedRows),
    signingCodes: Number(signingCodes.numDeletedRows),
  };
}

/**
 * From this many cases the planner's statistics are worth having (decision 090). Below it every
 * plan is quick, and statistics taken of a nearly empty database are harmful: the functions that
 * store a message or an upload plan once per connection (PL/pgSQL keeps its plans), and with a
 * table counted as empty they read `cases` whole to update one case, for as long as PGlite's one
 * connection lasts, while the table grows. A table never analyzed is planned as at least ten pages,
 * which finds one case by its key through the index.
 */
export const STATISTICS_FROM_CASES = 1000;

/**
 * The planner's statistics of the tables the Cases screen's plans depend on (how many cases are
 * unassigned, or have a status; how common a name is), refreshed at start and by the hour on
 * PGlite, which runs no autovacuum: without them PostgreSQL guesses, and a filter by status and
 * "Unassigned" read every case of 100,000 (decision 078). A PostgreSQL server's autovacuum keeps
 * them itself. Nothing is done while there are fewer than STATISTICS_FROM_CASES cases; whether the
 * tables were analyzed is the answer.
 */
export async function refreshStatistics(db: Kysely<Schema>): Promise<boolean> {
  const { rows } = await sql<{ enough: boolean }>`
    select count(*) >= ${STATISTICS_FROM_CASES} as enough
    from (select 1 from cases limit ${STATISTICS_FROM_CASES}) as counted`.execute(db);
  if (rows[0]?.enough !== true) return false;
  await sql`analyze cases, case_clients, contact_messages`.execute(db);
  return true;
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from './schema';

type Executor = Kysely<Schema> | Transaction<Schema>;

export interface Window {
  /** How many events count against the limit. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateState {
  readonly count: number;
  /** When the oldest event in the window leaves it: the earliest the limit lifts. */
  readonly retryAfterMs: number;
}

/**
 * A sliding-window limit held in the database, so that it holds across instances. Call inside a
 * transaction with `lock` first when counting and recording must not interleave between requests.
 */
export async function lockKey(tx: Transaction<Schema>, kind: string, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${kind}\n${key}`}))`.execute(tx);
}

export async function recentEvents(
  db: Executor,
  kind: string,
  key: string,
  window: Window,
): Promise<RateState> {
  const since = new Date(Date.now() - window.windowMs);
  // At most `limit` rows are read (the index in time order): the cost does not grow with traffic.
  const result = await sql<{ count: number; oldest: Date | null }>`
    select count(*)::int as count, min(at) as oldest from (
      select at from rate_events where kind = ${kind} and key = ${key} and at > ${since}
      order by at limit ${window.limit}
    ) as recent`.execute(db);
  const row = result.rows[0] ?? { count: 0, oldest: null };
  const oldest = row.oldest === null ? Date.now() : new Date(row.oldest).getTime();
  return { count: row.count, retryAfterMs: Math.max(0, oldest + window.windowMs - Date.now()) };
}

export async function recordEvent(db: Executor, kind: string, key: string): Promise<void> {
  await db.insertInto('rate_events').values({ kind, key }).execute();
}

/** Events older than any window: removed now and then, by whichever instance. */
export async function pruneEvents(db: Executor, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom('rate_events')
    .where('at', '<', new Date(Date.now() - olderThanMs))
    .execute();
}

/** Whole minutes, at least 1, for "Try again in N minutes." */
export function minutesFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

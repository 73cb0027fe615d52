import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from './schema';

type Executor = Kysely<Schema> | Transaction<Schema>;

export interface Window {
  /** How many events count against the limit. */
  readonly limit: number;
  readonly windowMs: number;
}

/** What taking a place under a limit gave. */
export interface Taken {
  readonly allowed: boolean;
  /** When refused: how long until the oldest event in the window leaves it. */
  readonly retryAfterMs: number;
}

/**
 * A sliding-window limit held in the database, so that it holds across instances. One call of
 * `rate_take` (migration 3): it waits for the key's other callers (a transaction-level advisory
 * lock), counts the key's events in the window and, under the limit, records one more; exact
 * under concurrency (decision 029). Inside a transaction, the place taken goes with a rollback.
 */
export async function takePlace(
  db: Executor,
  kind: string,
  key: string,
  window: Window,
): Promise<Taken> {
  const result = await sql<{ allowed: boolean; retry_after_ms: number }>`
    select allowed, retry_after_ms
    from rate_take(${kind}, ${key}, ${window.limit}, ${window.windowMs})`.execute(db);
  const row = result.rows[0] ?? { allowed: false, retry_after_ms: window.windowMs };
  return { allowed: row.allowed, retryAfterMs: row.retry_after_ms };
}

/** Gives back the key's latest place: an attempt that turned out not to count. */
export async function givePlaceBack(db: Executor, kind: string, key: string): Promise<void> {
  await sql`
    delete from rate_events where id = (
      select id from rate_events where kind = ${kind} and key = ${key}
      order by at desc, id desc limit 1
    )`.execute(db);
}

/** The same advisory lock `rate_take` takes on a key, for work that must not interleave. */
export async function lockKey(tx: Transaction<Schema>, kind: string, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`${kind}\n${key}`}))`.execute(tx);
}

/** Whole seconds, at least 1, for a Retry-After header. */
export function secondsFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Whole minutes, at least 1, for "Try again in N minutes." */
export function minutesFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

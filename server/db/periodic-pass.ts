import { type Kysely, sql } from 'kysely';
import type { LogLine } from '../observe/logger';
import type { Schema } from './schema';

/**
 * The server's background passes over the database (the retention job, decision 026; the
 * reminders of open document requests, decision 088): run at start and then every so often on
 * every instance, one at a time across all of them.
 */

export type ExclusivePass<T> = { readonly ran: false } | ({ readonly ran: true } & T);

/**
 * Runs `pass` on one pinned connection while it holds the session advisory lock `lock`. When
 * another session holds it (another instance's pass), returns `{ ran: false }` at once. The lock
 * is released in `finally`, and by the database when the connection dies; PGlite has the same
 * lock.
 */
export async function exclusivePass<T extends object>(
  db: Kysely<Schema>,
  lock: number,
  pass: (conn: Kysely<Schema>) => Promise<T>,
): Promise<ExclusivePass<T>> {
  return db.connection().execute(async (conn) => {
    const locked = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${lock}) as locked`.execute(conn);
    if (locked.rows[0]?.locked !== true) return { ran: false };
    try {
      return { ran: true, ...(await pass(conn)) };
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(conn);
    }
  });
}

export interface PeriodicJob {
  /** The pass under way, if any (tests wait for the one started at start). */
  readonly running: Promise<void> | undefined;
  stop(): void;
}

/**
 * Runs `pass` now and then every `everyMs`. A pass that fails is one log line (`NAME pass failed,
 * tried again next pass: <reason>`) and the next one tries again; it never takes the server
 * down. Passes in one process never overlap. `pass` resolves with a line to log (info), if any.
 */
export function startPeriodicPass(options: {
  readonly name: string;
  readonly pass: () => Promise<string | undefined>;
  readonly everyMs: number;
  readonly log: LogLine;
  /** Called when a pass fails (its metric), before the log line. */
  readonly failed?: () => void;
}): PeriodicJob {
  const { name, log } = options;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = options
      .pass()
      .then((line) => {
        if (line !== undefined) log(line, { level: 'info' });
      })
      .catch((error: unknown) => {
        options.failed?.();
        const reason = error instanceof Error ? error.message : String(error);
        log(`${name} pass failed, tried again next pass: ${reason.split('\n')[0]}`);
      })
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  return {
    get running() {
      return running;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

import { sql, type Kysely } from 'kysely';
import { statusLabel, statusProgress } from '../../app/cases/statuses';
import { TRACKED_EVENTS, type TrackedCase } from '../../app/cases/tracked';
import { copy } from '../../app/copy';
import type { Schema } from '../db/schema';
import { type FoundCase, findCaseByReference } from './store';

/** BACKOFFICE.md: at most 10 lookups per client per minute. */
export const TRACK_LIMIT = 10;
export const TRACK_WINDOW_MS = 60 * 1000;
const KIND = 'track';

export type TrackResult =
  | { readonly ok: true; readonly found: TrackedCase }
  | {
      readonly ok: false;
      readonly status: 404 | 429 | 503;
      readonly code: 'not_found' | 'rate_limited' | 'unavailable';
      /** A plain sentence from the copy catalogue. */
      readonly message: string;
      readonly retryAfterSeconds?: number;
    };

export interface Tracker {
  /**
   * The case a visitor's typed reference names (normalised: case, spaces, dashes, O/0, I/L/1),
   * counted against the client's limit whether found or not.
   */
  lookup(reference: string, clientKey: string): Promise<TrackResult>;
}

export interface TrackerOptions {
  readonly db: Kysely<Schema>;
  readonly log: (line: string) => void;
}

/** What the visitor may read of a case. */
export function trackedCase(found: FoundCase): TrackedCase {
  return {
    reference: found.reference,
    status: found.status,
    label: statusLabel(found.status, copy),
    progress: statusProgress(found.status),
    estimatedRefundCents: found.estimatedRefundCents,
    activity: found.events.map((event) => ({
      at: new Date(event.at).toISOString(),
      kind: event.kind,
      status: event.status,
      note: event.note,
    })),
  };
}

export function createTracker({ db, log }: TrackerOptions): Tracker {
  const errors = copy.tracker.errors;
  return {
    async lookup(reference, clientKey) {
      try {
        // One statement: count the client's lookups in the window and, under the limit, record
        // this one. Parallel requests of one client may pass the limit by a few (decision 017):
        // with 60-bit references the limit is a brake on guessing, not what keeps cases safe.
        const since = new Date(Date.now() - TRACK_WINDOW_MS);
        const counted = await sql<{ count: number; oldest: Date | null }>`
          with recent as (
            select count(*)::int as count, min(at) as oldest from (
              select at from rate_events
              where kind = ${KIND} and key = ${clientKey} and at > ${since}
              order by at limit ${TRACK_LIMIT}
            ) as r
          ),
          event as (
            insert into rate_events (kind, key)
            select ${KIND}, ${clientKey} from recent where count < ${TRACK_LIMIT}
          )
          select count, oldest from recent`.execute(db);
        const row = counted.rows[0] ?? { count: 0, oldest: null };
        if (row.count >= TRACK_LIMIT) {
          const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
          const retryAfterMs = Math.max(1000, oldest + TRACK_WINDOW_MS - Date.now());
          return {
            ok: false,
            status: 429,
            code: 'rate_limited',
            message: errors.rateLimited,
            retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
          };
        }
        const found = await findCaseByReference(db, reference, TRACKED_EVENTS);
        if (!found) return { ok: false, status: 404, code: 'not_found', message: errors.notFound };
        return { ok: true, found: trackedCase(found) };
      } catch (error) {
        log(`Tracker lookup failed: ${error instanceof Error ? error.message : String(error)}`);
        return { ok: false, status: 503, code: 'unavailable', message: errors.unavailable };
      }
    },
  };
}

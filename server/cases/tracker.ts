import type { Kysely } from 'kysely';
import { statusLabel, statusProgress } from '../../app/cases/statuses';
import { TRACKED_EVENTS, type TrackedCase } from '../../app/cases/tracked';
import { copy as english } from '../../app/copy';
import type { Copy } from '../../app/copy/en';
import { REQUEST_CODES } from '../http/api-error';
import { secondsFrom, takePlace } from '../db/rate-limit';
import type { Schema } from '../db/schema';
import { type FoundCase, findCaseByReference } from './store';
import { caseEstimate } from '../../app/cases/case-state';

/** docs/back-office.md: at most 10 lookups per client per minute. */
export const TRACK_LIMIT = 10;
export const TRACK_WINDOW_MS = 60 * 1000;
const KIND = 'track';

export type TrackResult =
  | { readonly ok: true; readonly found: TrackedCase }
  | {
      readonly ok: false;
      readonly status: 404 | 429 | 503;
      readonly code: (typeof REQUEST_CODES)['notFound' | 'rateLimited' | 'unavailable'];
      /** A plain sentence from the copy catalogue. */
      readonly message: string;
      readonly retryAfterSeconds?: number;
    };

export interface Tracker {
  /**
   * The case a visitor's typed reference names (normalised: case, spaces, dashes, O/0, I/L/1),
   * counted against the client's limit whether found or not. Sentences and the status label in
   * `copy`'s language (English by default).
   */
  lookup(reference: string, clientKey: string, copy?: Copy): Promise<TrackResult>;
}

export interface TrackerOptions {
  readonly db: Kysely<Schema>;
  readonly log: (line: string) => void;
}

/**
 * What the visitor may read of a case: status, activity and the estimated refund staff set, to
 * whoever has the reference, as docs/back-office.md fixes the tracker's contract ("the expected
 * refund when staff set one"). Decision 184 meant the amount for the case's holder alone; the
 * contract keeps it public until the specification says otherwise (decision 186).
 */
export function trackedCase(found: FoundCase, copy: Copy = english): TrackedCase {
  return {
    reference: found.reference,
    status: found.status,
    label: statusLabel(found.status, copy),
    progress: statusProgress(found.status),
    // The case's one estimate rule (app/cases/case-state.ts): none once closed without a refund.
    estimatedRefundCents: caseEstimate(found)?.cents ?? null,
    activity: found.events.map((event) => ({
      at: new Date(event.at).toISOString(),
      kind: event.kind,
      status: event.status,
      note: event.note,
    })),
  };
}

export function createTracker({ db, log }: TrackerOptions): Tracker {
  return {
    async lookup(reference, clientKey, copy = english) {
      const errors = copy.tracker.errors;
      try {
        // Exact under concurrency, on any number of instances (decision 029).
        const gate = await takePlace(db, KIND, clientKey, {
          limit: TRACK_LIMIT,
          windowMs: TRACK_WINDOW_MS,
        });
        if (!gate.allowed) {
          return {
            ok: false,
            status: 429,
            code: REQUEST_CODES.rateLimited,
            message: errors.rateLimited,
            retryAfterSeconds: secondsFrom(gate.retryAfterMs),
          };
        }
        const found = await findCaseByReference(db, reference, TRACKED_EVENTS);
        if (!found) {
          return { ok: false, status: 404, code: REQUEST_CODES.notFound, message: errors.notFound };
        }
        return { ok: true, found: trackedCase(found, copy) };
      } catch (error) {
        log(`Tracker lookup failed: ${error instanceof Error ? error.message : String(error)}`);
        const code = REQUEST_CODES.unavailable;
        return { ok: false, status: 503, code, message: errors.unavailable };
      }
    },
  };
}

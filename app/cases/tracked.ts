import * as z from 'zod/mini';
import { CASE_STATUSES, type CaseStatus } from './statuses';

/**
 * A case as the Refund Tracker shows it to the visitor who holds its reference: the answer of
 * `POST /api/track` and what the home page renders, with or without JavaScript (decision 025).
 * Only what the visitor may read: no document names, no staff names, no messages. One schema for
 * both sides (decision 184): the server's answer is typed by it, and the page checks the answer
 * against it, so a kind the server learns is a kind the page knows.
 */

/**
 * The kinds of event a visitor reads, in the tracker and its API: documents received, messages,
 * status changes, a return sent for signature and signed (docs/review-and-sign.md). A reminder, an
 * e-mail change or a paper signature is staff's record only (server/cases/store.ts reads these
 * alone).
 */
export const TRACKED_EVENT_KINDS = [
  'document',
  'message',
  'status',
  'sent_for_signature',
  'return_signed',
] as const;

export type TrackedEventKind = (typeof TRACKED_EVENT_KINDS)[number];

const STATUS_KEYS = CASE_STATUSES.map((status) => status.key) as [CaseStatus, ...CaseStatus[]];
const STATUS = z.enum(STATUS_KEYS);
const WHEN = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));

export const TRACKED_EVENT = z.object({
  /** ISO 8601. */
  at: WHEN,
  kind: z.enum(TRACKED_EVENT_KINDS),
  /** The status the case moved to, on a status change; null otherwise. */
  status: z.nullable(STATUS),
  /** Staff's note to the visitor, if any. */
  note: z.nullable(z.string()),
});

export const TRACKED_CASE = z.object({
  /** Canonical, `QR-XXXX-XXXX-XXXX`. */
  reference: z.string(),
  status: STATUS,
  /** The status's name in the site's language, for API clients (the page reads its own copy). */
  label: z.string(),
  /** The tracker's progress in percent; null for "Closed", which shows no progress bar. */
  progress: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  /**
   * Whole cents; null until staff set one, and null to anyone but the browser that holds the case
   * (its case cookie): a reference alone shows status and activity, never an amount.
   */
  estimatedRefundCents: z.nullable(z.int()),
  /** Newest first, at most TRACKED_EVENTS. */
  activity: z.array(TRACKED_EVENT),
});

export type TrackedEvent = z.infer<typeof TRACKED_EVENT>;
export type TrackedCase = z.infer<typeof TRACKED_CASE>;

/** How many events "Recent activity" lists. */
export const TRACKED_EVENTS = 10;

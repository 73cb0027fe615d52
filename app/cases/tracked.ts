import type { CaseStatus } from './statuses';

/**
 * A case as the Refund Tracker shows it to the visitor who holds its reference: the answer of
 * `POST /api/track` and what the home page renders, with or without JavaScript (decision 025).
 * Only what the visitor may read: no document names, no staff names, no messages.
 */
export interface TrackedCase {
  /** Canonical, `QR-XXXX-XXXX-XXXX`. */
  readonly reference: string;
  readonly status: CaseStatus;
  /** The status's name in the site's language, for API clients (the page reads its own copy). */
  readonly label: string;
  /** The tracker's progress in percent; null for "Closed", which shows no progress bar. */
  readonly progress: number | null;
  /** Whole cents; null until staff set one. */
  readonly estimatedRefundCents: number | null;
  /** Newest first, at most TRACKED_EVENTS. */
  readonly activity: readonly TrackedEvent[];
}

/** What the visitor reads of a case's events: a return sent for signature and signed too (§2). */
export type TrackedEventKind =
  'document' | 'message' | 'status' | 'sent_for_signature' | 'return_signed';

export interface TrackedEvent {
  /** ISO 8601. */
  readonly at: string;
  readonly kind: TrackedEventKind;
  /** The status the case moved to, on a status change; null otherwise. */
  readonly status: CaseStatus | null;
  /** Staff's note to the visitor, if any. */
  readonly note: string | null;
}

/** How many events "Recent activity" lists. */
export const TRACKED_EVENTS = 10;

import type { Copy } from '../copy/en';

/**
 * The one list of case statuses, in the order a case moves through them (docs/back-office.md, "Cases
 * and references"), with the Refund Tracker's progress. The names a person reads are in the copy
 * catalogue (`cases.statuses` in app/copy/en/tracker.ts and es/tracker.ts), under the same keys;
 * the database checks the same keys (server/db/migrations/0002-cases-events-documents.sql: a
 * change here is a new migration).
 *
 * "Closed" is a case that ends without a refund: it has no progress (null), and the tracker shows
 * its name without a progress bar, since a bar at 100% would read as "refund paid" and one at 0%
 * as "nothing done" (decision 023).
 */
export const CASE_STATUSES = [
  { key: 'received', progress: 10 },
  { key: 'in_review', progress: 30 },
  { key: 'waiting', progress: 40 },
  { key: 'filed', progress: 60 },
  { key: 'accepted', progress: 80 },
  { key: 'refund_sent', progress: 100 },
  { key: 'closed', progress: null },
] as const satisfies readonly { key: keyof Copy['cases']['statuses']; progress: number | null }[];

export type CaseStatus = (typeof CASE_STATUSES)[number]['key'];

/** The status of a new case. */
export const FIRST_STATUS: CaseStatus = 'received';

const KEYS = new Set<string>(CASE_STATUSES.map((status) => status.key));

export function isCaseStatus(value: unknown): value is CaseStatus {
  return typeof value === 'string' && KEYS.has(value);
}

/**
 * The statuses a case ends in ("Refund sent", "Closed"): nothing more is asked of the client (the
 * open document requests close), and no refund is pending (the case page no longer calls an amount
 * "Estimated refund" or says when to expect it).
 */
export function isFinished(status: CaseStatus): boolean {
  return status === 'refund_sent' || status === 'closed';
}

/** The tracker's progress in percent; null for "Closed" (no progress bar). */
export function statusProgress(status: CaseStatus): number | null {
  return CASE_STATUSES.find((entry) => entry.key === status)?.progress ?? null;
}

/** The status's name in a catalogue (`copy` for the site's language). */
export function statusLabel(status: CaseStatus, catalogue: Copy): string {
  return catalogue.cases.statuses[status];
}

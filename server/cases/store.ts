import { audit, AUDIT, visitorActor } from '../staff/audit';
import { type Kysely, sql, type Transaction } from 'kysely';
import { queueReading } from '../reader/readings';
import { type CaseStatus, FIRST_STATUS, isCaseStatus, isFinished } from '../../app/cases/statuses';
import { TRACKED_EVENT_KINDS, type TrackedEventKind } from '../../app/cases/tracked';
import type { Lang } from '../../app/site/pages';
import type { Schema } from '../db/schema';
import { enqueueMail, type Notification } from '../mail/outbox';
import { newReference, normalizeReference } from './reference';

/**
 * Cases in the database (docs/back-office.md, "Cases and references"): opening or joining one, the
 * documents and messages it gathers, its events, and staff's changes. Every event moves the case's
 * `last_activity_at` (what retention counts from) in the same transaction that writes it.
 */
type Executor = Kysely<Schema> | Transaction<Schema>;

export interface CaseRef {
  readonly id: string;
  readonly reference: string;
}

export interface JoinedCase extends CaseRef {
  /** True when this call opened the case (the first upload or message of a browser). */
  readonly opened: boolean;
}

/** The kinds of event a visitor reads (caseEvents): the tracker's (app/cases/tracked.ts). */
export type VisitorEventKind = TrackedEventKind;
/** The kinds a visitor's own actions add ('email': staff see it only, VISITOR_EVENT_KINDS). */
export type EventKind = VisitorEventKind | 'email';

export interface CaseEvent {
  readonly at: Date;
  readonly kind: VisitorEventKind;
  /** The status the case moved to, on the event that changed it; null on every other. */
  readonly status: CaseStatus | null;
  /** A note to the client, when staff wrote one. */
  readonly note: string | null;
}

export interface FoundCase {
  readonly id: string;
  readonly reference: string;
  readonly status: CaseStatus;
  /** In cents; null until staff set one. */
  readonly estimatedRefundCents: number | null;
  readonly createdAt: Date;
  readonly lastActivityAt: Date;
  /** Newest first. */
  readonly events: readonly CaseEvent[];
}

export interface NewDocument {
  /** The storage id (server/documents/ids.ts). */
  readonly id: string;
  readonly originalName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly createdAt?: Date;
}

/** A mail to queue with what it tells of (server/cases/thread.ts QueuedMail has this shape). */
interface QueuedMailLike {
  readonly to: string;
  readonly notification: Notification;
}

/** Told to staff when a case opens: the reference is the only customer fact in it. */
export interface CaseNotify {
  readonly to: string;
  readonly notification: (reference: string) => Notification;
}

/** A bigint column as a number (node-postgres reads a string, PGlite a number). */
function toNumber(value: string | number | bigint | null): number | null {
  return value === null ? null : Number(value);
}

/** Attempts at a fresh reference before giving up: with 60 bits, a second is already unheard of. */
const REFERENCE_ATTEMPTS = 5;

/**
 * The case `caseId` names (from the browser's signed cookie), locked for this transaction, or a
 * new one when there is none or it was disposed of. Call inside a transaction. The join itself is
 * the database's `case_open_or_join` (migrations 7 and 11), which the contact message's one call
 * uses too; a case it opens takes `language` (the page the visitor came from, decision 073).
 */
export async function openOrJoinCase(
  tx: Transaction<Schema>,
  caseId: string | undefined,
  notify?: CaseNotify,
  language?: Lang,
): Promise<JoinedCase> {
  const known = caseId !== undefined && isUuid(caseId) ? caseId : null;
  for (let attempt = 1; ; attempt += 1) {
    const { rows } = await sql<{ case_id: string; reference: string; opened: boolean }>`
      select case_id, reference, opened
      from case_open_or_join(${known}, ${newReference()}, ${language ?? null})`.execute(tx);
    const row = rows[0];
    if (row) {
      if (row.opened && notify)
        await enqueueMail(tx, notify.to, notify.notification(row.reference));
      return { id: row.case_id, reference: row.reference, opened: row.opened };
    }
    if (attempt >= REFERENCE_ATTEMPTS) throw new Error('no free case reference');
  }
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Appends an event and moves the case's last activity to its time (`case_event`, migration 7). */
async function addEvent(
  tx: Transaction<Schema>,
  caseId: string,
  event: { kind: EventKind; status?: CaseStatus | null; note?: string | null; staffId?: number },
): Promise<void> {
  await sql`select case_event(${caseId}, ${event.kind}, ${event.status ?? null}, ${
    event.note ?? null
  }, ${event.staffId ?? null})`.execute(tx);
}

/**
 * Records an uploaded document in the browser's case (opening one when it has none, in the
 * upload page's language), with its event, in one transaction.
 */
export async function recordDocument(
  db: Kysely<Schema>,
  caseId: string | undefined,
  document: NewDocument,
  notify?: CaseNotify,
  language?: Lang,
): Promise<JoinedCase> {
  return db.transaction().execute(async (tx) => {
    const joined = await openOrJoinCase(tx, caseId, notify, language);
    await addDocument(tx, joined.id, document);
    return joined;
  });
}

/**
 * A document's record in a case and its 'document' event, in the caller's transaction: every
 * document a visitor sends, from the upload or as the answer to a request (server/cases/requests.ts).
 * It is queued for the W-2 reader (server/reader/readings.ts) in the same transaction, unless
 * `read` is false (a file that is never a W-2: a paper signature set aside, say).
 */
export async function addDocument(
  tx: Transaction<Schema>,
  caseId: string,
  document: NewDocument,
  read = true,
): Promise<void> {
  await tx
    .insertInto('documents')
    .values({
      id: document.id,
      case_id: caseId,
      original_name: document.originalName,
      content_type: document.contentType,
      size_bytes: document.sizeBytes,
      ...(document.createdAt ? { created_at: document.createdAt } : {}),
    })
    .execute();
  if (read) await queueReading(tx, document.id, caseId);
  await addEvent(tx, caseId, { kind: 'document' });
}

/** A document of a case, as its record says (the file itself is in the document store). */
export interface CaseDocument {
  readonly id: string;
  /** The visitor's file name, with the detected format's extension. */
  readonly originalName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly createdAt: Date;
}

/** The documents of a case, oldest first: the staff case page and the visitor's show them. */
export async function caseDocuments(db: Executor, caseId: string): Promise<CaseDocument[]> {
  if (!isUuid(caseId)) return [];
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'original_name', 'content_type', 'size_bytes', 'created_at'])
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((d) => ({
    id: d.id,
    originalName: d.original_name,
    contentType: d.content_type,
    sizeBytes: Number(d.size_bytes),
    createdAt: d.created_at,
  }));
}

/**
 * "Email for updates" on the visitor's case page: where the case's e-mails go from now on (the
 * address checked by the caller). False when the case is gone.
 */
export async function setCaseEmail(
  db: Kysely<Schema>,
  caseId: string,
  email: string,
  /** The visitor's address, for the audit entry of a change. */
  clientAddress: string,
): Promise<boolean> {
  if (!isUuid(caseId)) return false;
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('cases')
      .select(['email', 'reference'])
      .where('id', '=', caseId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return false;
    if (before.email === email) return true;
    // A new address: mail that could not reach the old one says nothing about it.
    await tx
      .updateTable('cases')
      .set({ email, client_mail_failed_at: null })
      .where('id', '=', caseId)
      .execute();
    // A change, not the first address: an event staff see, and an audit entry (decision 101).
    if (before.email !== null) {
      await addEvent(tx, caseId, { kind: 'email' });
      await audit(
        tx,
        visitorActor(clientAddress),
        AUDIT.clientEmailChanged,
        `case ${before.reference}`,
      );
    }
    return true;
  });
}

/**
 * The kinds of event a visitor reads (the tracker, decision 025): a reminder of open requests is
 * staff's record of what the office sent, not the case's progress (decision 088).
 */
const VISITOR_EVENT_KINDS: readonly VisitorEventKind[] = TRACKED_EVENT_KINDS;

/** The events of a case a visitor may read, newest first. */
export async function caseEvents(
  db: Executor,
  caseId: string,
  limit = 100,
): Promise<(CaseEvent & { staffId: number | null })[]> {
  const rows = await db
    .selectFrom('case_events')
    .select(['at', 'kind', 'status', 'note', 'staff_id'])
    .where('case_id', '=', caseId)
    .where('kind', 'in', VISITOR_EVENT_KINDS)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    // The query keeps the visitor's kinds only.
    kind: row.kind as VisitorEventKind,
    status: isCaseStatus(row.status) ? row.status : null,
    note: row.note,
    staffId: row.staff_id,
  }));
}

async function findCase(
  db: Executor,
  column: 'id' | 'reference',
  value: string,
  eventLimit: number,
): Promise<FoundCase | undefined> {
  const row = await db
    .selectFrom('cases')
    .select([
      'id',
      'reference',
      'status',
      'estimated_refund_cents',
      'created_at',
      'last_activity_at',
    ])
    .where(column, '=', value)
    .executeTakeFirst();
  if (!row) return undefined;
  const events = eventLimit > 0 ? await caseEvents(db, row.id, eventLimit) : [];
  return {
    id: row.id,
    reference: row.reference,
    status: isCaseStatus(row.status) ? row.status : FIRST_STATUS,
    estimatedRefundCents: toNumber(row.estimated_refund_cents),
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
    events: events.map(({ at, kind, status, note }) => ({ at, kind, status, note })),
  };
}

/**
 * The case with this reference, as typed by a person (normalised here: any case, spaces, dashes,
 * O/0, I/L/1, with or without `QR`), with its events newest first (at most `eventLimit`).
 * Undefined when the text cannot be a reference or no case has it.
 */
export async function findCaseByReference(
  db: Executor,
  reference: string,
  eventLimit = 100,
): Promise<FoundCase | undefined> {
  const canonical = normalizeReference(reference);
  if (canonical === undefined) return undefined;
  return findCase(db, 'reference', canonical, eventLimit);
}

export async function findCaseById(
  db: Executor,
  caseId: string,
  eventLimit = 100,
): Promise<FoundCase | undefined> {
  if (!isUuid(caseId)) return undefined;
  return findCase(db, 'id', caseId, eventLimit);
}

export interface CaseUpdate {
  readonly caseId: string;
  readonly status: CaseStatus;
  /** A note to the client; empty or undefined for none. */
  readonly note?: string;
  /** In cents; null clears it. */
  readonly estimatedRefundCents: number | null;
  readonly staffId: number;
}

export type UpdateResult =
  | { readonly ok: true; readonly changed: boolean; readonly statusChanged: boolean }
  | { readonly ok: false; readonly reason: 'not found' };

/**
 * Staff's "Update case": status, note and estimated refund in one transaction with one event.
 * The event carries the new status only when it changed (null otherwise) and the note when there
 * is one; an update that changes nothing and has no note writes nothing.
 */
export async function updateCase(
  db: Kysely<Schema>,
  update: CaseUpdate,
  /** The client's mail when the status changed, made in the transaction; none: no mail. */
  mail?: (tx: Transaction<Schema>) => Promise<QueuedMailLike | undefined>,
): Promise<UpdateResult> {
  const note = update.note?.trim() ? update.note.trim() : null;
  return db.transaction().execute(async (tx): Promise<UpdateResult> => {
    const current = await tx
      .selectFrom('cases')
      .select(['status', 'estimated_refund_cents'])
      .where('id', '=', update.caseId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { ok: false, reason: 'not found' };
    const statusChanged = current.status !== update.status;
    const estimateChanged =
      toNumber(current.estimated_refund_cents) !== update.estimatedRefundCents;
    if (!statusChanged && !estimateChanged && note === null) {
      return { ok: true, changed: false, statusChanged: false };
    }
    await tx
      .updateTable('cases')
      .set({ status: update.status, estimated_refund_cents: update.estimatedRefundCents })
      .where('id', '=', update.caseId)
      .execute();
    await addEvent(tx, update.caseId, {
      kind: 'status',
      status: statusChanged ? update.status : null,
      note,
      staffId: update.staffId,
    });
    if (statusChanged && isFinished(update.status)) {
      // The checklist closes with the case: what was still asked for no longer applies, and the
      // reminders, which count open requests, stop.
      await tx
        .updateTable('document_requests')
        .set({ state: 'not_applicable', answered_at: sql<Date>`now()` })
        .where('case_id', '=', update.caseId)
        .where('state', '=', 'requested')
        .execute();
    }
    const queued = statusChanged && mail ? await mail(tx) : undefined;
    if (queued) await enqueueMail(tx, queued.to, queued.notification, update.caseId);
    return { ok: true, changed: true, statusChanged };
  });
}

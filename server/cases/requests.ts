import { type Kysely, sql, type Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { audit, AUDIT, type AuditAction, visitorActor } from '../staff/audit';
import { addDocument, type CaseRef, isUuid, type NewDocument } from './store';
import { lockCase, type QueuedMail } from './thread';
import { fillW2RequestsFromReadings } from '../reader/readings';

/**
 * The documents staff request from a case's client (docs/back-office.md, "Documents requested";
 * decisions 087 to 089): made on the staff case page, answered by the client on the case page
 * with a file or "I don't have this", or marked received by staff. A request's name is text typed
 * by staff; it is shown on the two case pages and never written into an e-mail.
 */

type Executor = Kysely<Schema> | Transaction<Schema>;

/** "2025 W-2 from Acme Corp" is 23: a document's name, with room for an employer's. */
export const REQUEST_NAME_MAX = 200;
/** Why the client does not have it: a sentence or two (the case page's field reads it too). */
export { REQUEST_REASON_MAX } from '../../app/cases/limits';

export type RequestState = 'requested' | 'received' | 'not_applicable';

/** A request as the staff case page shows it. */
export interface DocumentRequest {
  readonly id: number;
  readonly name: string;
  readonly state: RequestState;
  readonly requestedAt: Date;
  /** When it was answered or marked received; null while open. */
  readonly answeredAt: Date | null;
  /** The client's reason for "I don't have this"; null when none was given. */
  readonly reason: string | null;
  /** The file the client sent for it. */
  readonly document: { readonly id: string; readonly originalName: string } | null;
  /** The e-mail of the staff member who marked it received (it came another way). */
  readonly receivedBy: string | null;
}

/** A case's requests, oldest first: the staff case page's "Documents requested". */
export async function caseRequests(db: Executor, caseId: string): Promise<DocumentRequest[]> {
  if (!isUuid(caseId)) return [];
  const rows = await db
    .selectFrom('document_requests as r')
    .leftJoin('documents as d', 'd.id', 'r.document_id')
    .leftJoin('staff_accounts as s', 's.id', 'r.received_by')
    .select([
      'r.id',
      'r.name',
      'r.state',
      'r.requested_at',
      'r.answered_at',
      'r.reason',
      'd.id as document_id',
      'd.original_name',
      's.email as received_by',
    ])
    .where('r.case_id', '=', caseId)
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    requestedAt: row.requested_at,
    answeredAt: row.answered_at,
    reason: row.reason,
    document:
      row.document_id === null || row.original_name === null
        ? null
        : { id: row.document_id, originalName: row.original_name },
    receivedBy: row.received_by,
  }));
}

/** The open requests of a case, oldest first: "What we need from you" on the visitor's page. */
export async function openRequests(
  db: Executor,
  caseId: string,
): Promise<{ readonly id: number; readonly name: string }[]> {
  if (!isUuid(caseId)) return [];
  return db
    .selectFrom('document_requests')
    .select(['id', 'name'])
    .where('case_id', '=', caseId)
    .where('state', '=', 'requested')
    .orderBy('id')
    .execute();
}

/**
 * How many requests are open in each of the cases named (the Cases screen's "Waiting for"): one
 * query on the partial index of open requests, whatever the number of cases stored. A case with
 * none is absent from the map (0).
 */
export async function openRequestCounts(
  db: Executor,
  caseIds: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  const ids = caseIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('document_requests')
    .select(['case_id', sql<number>`count(*)::integer`.as('open')])
    .where('case_id', 'in', ids)
    .where('state', '=', 'requested')
    .groupBy('case_id')
    .execute();
  return new Map(rows.map((row) => [row.case_id, Number(row.open)]));
}

/** Moves a case's last activity to now: a request made or answered is a use of the case. */
async function touchCase(tx: Transaction<Schema>, caseId: string): Promise<void> {
  await tx
    .updateTable('cases')
    .set({ last_activity_at: sql<Date>`greatest(last_activity_at, now())` })
    .where('id', '=', caseId)
    .execute();
}

export type AddRequestResult =
  | { readonly ok: true; readonly id: number; readonly mailed: boolean }
  | { readonly ok: false; readonly reason: 'not found' };

/**
 * "Request document": the request, in one transaction with what tells the client (decision 087).
 * A request made while none of the case is open starts a round: the client is e-mailed (`mail`,
 * when given and the case has an address) and the reminders count from now. One made while
 * others are open is listed with them on the client's page; no e-mail (the e-mail never names a
 * document, so a second would say nothing new), and the reminders count again from zero.
 */
export async function addRequest(
  db: Kysely<Schema>,
  request: { caseId: string; name: string; staffId: number },
  mail?: (tx: Transaction<Schema>) => Promise<QueuedMail | undefined>,
): Promise<AddRequestResult> {
  if (!isUuid(request.caseId)) return { ok: false, reason: 'not found' };
  return db.transaction().execute(async (tx): Promise<AddRequestResult> => {
    // Locked, so that two requests made at once agree on which one starts the round.
    if (!(await lockCase(tx, request.caseId))) return { ok: false, reason: 'not found' };
    const added = await addRequestsToLockedCase(
      tx,
      { caseId: request.caseId, names: [request.name], staffId: request.staffId },
      mail,
    );
    return { ok: true, id: added.ids[0] ?? 0, mailed: added.mailed };
  });
}

/**
 * Requests of several documents at once, in the caller's transaction, which has locked the case
 * (lockCase): what addRequest does for one, for a list (the client's return details sent:
 * app/return/details.server.ts, `staffId` null). One round and one e-mail for them all when none
 * of the case was open; otherwise they join the open round, its reminders counted again from zero.
 */
export async function addRequestsToLockedCase(
  tx: Transaction<Schema>,
  request: { caseId: string; names: readonly string[]; staffId: number | null },
  mail?: (tx: Transaction<Schema>) => Promise<QueuedMail | undefined>,
): Promise<{ readonly ids: number[]; readonly mailed: boolean }> {
  if (request.names.length === 0) return { ids: [], mailed: false };
  const open = await openRequestCounts(tx, [request.caseId]);
  const startsRound = (open.get(request.caseId) ?? 0) === 0;
  const rows = await tx
    .insertInto('document_requests')
    .values(
      request.names.map((name) => ({
        case_id: request.caseId,
        name,
        requested_by: request.staffId,
      })),
    )
    .returning('id')
    .execute();
  // A "Form W-2…" asked for after the W-2s arrived and were read is received already.
  await fillW2RequestsFromReadings(tx, request.caseId);
  const stillOpen = (await openRequestCounts(tx, [request.caseId])).get(request.caseId) ?? 0;
  await tx
    .insertInto('request_reminders')
    .values({ case_id: request.caseId, last_told_at: sql<Date>`now()`, reminders: 0 })
    .onConflict((conflict) =>
      conflict
        .column('case_id')
        .doUpdateSet(
          startsRound ? { last_told_at: sql<Date>`now()`, reminders: 0 } : { reminders: 0 },
        ),
    )
    .execute();
  await touchCase(tx, request.caseId);
  // Nothing left to ask for (every new request filled at once): no e-mail asking for documents.
  const queued = startsRound && stillOpen > 0 && mail ? await mail(tx) : undefined;
  if (queued) await enqueueMail(tx, queued.to, queued.notification, request.caseId);
  return { ids: rows.map((row) => row.id).sort((a, b) => a - b), mailed: queued !== undefined };
}

/**
 * "Mark received": an open request of the case is received, by this staff member, with no file
 * (it came another way). False when it is not an open request of this case.
 */
export async function markReceived(
  db: Kysely<Schema>,
  marked: { caseId: string; requestId: number; staffId: number },
): Promise<boolean> {
  if (!isUuid(marked.caseId)) return false;
  return db.transaction().execute(async (tx) => {
    const done = await tx
      .updateTable('document_requests')
      .set({ state: 'received', answered_at: sql<Date>`now()`, received_by: marked.staffId })
      .where('id', '=', marked.requestId)
      .where('case_id', '=', marked.caseId)
      .where('state', '=', 'requested')
      .executeTakeFirst();
    if (done.numUpdatedRows === 0n) return false;
    await touchCase(tx, marked.caseId);
    return true;
  });
}

/** Whether the request is open and the case's: checked before a file for it is read. */
export async function isOpenRequest(
  db: Executor,
  caseId: string,
  requestId: number,
): Promise<boolean> {
  if (!isUuid(caseId)) return false;
  const row = await db
    .selectFrom('document_requests')
    .select('id')
    .where('id', '=', requestId)
    .where('case_id', '=', caseId)
    .where('state', '=', 'requested')
    .executeTakeFirst();
  return row !== undefined;
}

/** The open request of this case, locked, with the case's reference; undefined when none. */
async function lockOpenRequest(
  tx: Transaction<Schema>,
  caseId: string,
  requestId: number,
): Promise<CaseRef | undefined> {
  if (!isUuid(caseId)) return undefined;
  const row = await tx
    .selectFrom('document_requests as r')
    .innerJoin('cases as c', 'c.id', 'r.case_id')
    .select(['c.id', 'c.reference'])
    .where('r.id', '=', requestId)
    .where('r.case_id', '=', caseId)
    .where('r.state', '=', 'requested')
    .forUpdate('r')
    .executeTakeFirst();
  return row;
}

/** What the visitor answers a request with, and from where (the audit log's address). */
interface Answer {
  readonly caseId: string;
  readonly requestId: number;
  readonly clientAddress: string;
}

/**
 * The visitor's answer to an open request of their case, in one transaction: the request locked,
 * `write` done, the audit entry (which case and request, never what was sent or said). Undefined
 * (nothing written) when it is not an open request of this case.
 */
async function answerOpenRequest(
  db: Kysely<Schema>,
  answer: Answer,
  action: AuditAction,
  write: (tx: Transaction<Schema>, found: CaseRef) => Promise<void>,
): Promise<CaseRef | undefined> {
  return db.transaction().execute(async (tx) => {
    const found = await lockOpenRequest(tx, answer.caseId, answer.requestId);
    if (!found) return undefined;
    await write(tx, found);
    await audit(
      tx,
      visitorActor(answer.clientAddress),
      action,
      `case ${found.reference}: request ${answer.requestId}`,
    );
    return found;
  });
}

/**
 * A file sent for a request ("Send file"): the document's record in the case (with its event,
 * which moves the last activity) and the request received, in one transaction, audited. Undefined
 * (nothing written) when the request is not an open one of this case: the caller then removes the
 * stored file (decision 089).
 */
export function recordRequestedDocument(
  db: Kysely<Schema>,
  answer: Answer & { readonly document: NewDocument },
): Promise<CaseRef | undefined> {
  return answerOpenRequest(db, answer, AUDIT.requestedDocumentReceived, async (tx, found) => {
    await addDocument(tx, found.id, answer.document);
    await tx
      .updateTable('document_requests')
      .set({ state: 'received', answered_at: sql<Date>`now()`, document_id: answer.document.id })
      .where('id', '=', answer.requestId)
      .execute();
  });
}

/**
 * "I don't have this": the request is not applicable, with the client's reason (null for none).
 * Undefined (nothing written) when it is not an open request of this case.
 */
export function markNotApplicable(
  db: Kysely<Schema>,
  answer: Answer & { readonly reason: string | null },
): Promise<CaseRef | undefined> {
  return answerOpenRequest(db, answer, AUDIT.requestNotApplicable, async (tx, found) => {
    await tx
      .updateTable('document_requests')
      .set({ state: 'not_applicable', answered_at: sql<Date>`now()`, reason: answer.reason })
      .where('id', '=', answer.requestId)
      .execute();
    await touchCase(tx, found.id);
  });
}

import type { Kysely } from 'kysely';
import { type CaseStatus, isCaseStatus } from '../../app/cases/statuses';
import type { Schema } from '../db/schema';
import { type AgreementAccepted, caseAgreements } from './agreement';
import { type CaseDocument, caseDocuments, findCaseByReference, type FoundCase } from './store';
import { caseRequests, type DocumentRequest } from './requests';
import { caseContact } from './sign-in-links';
import { caseThread, type ThreadEntry } from './thread';

/** What the staff case page shows: the case, its documents, its messages, its thread, its events. */
export interface CaseDetail {
  readonly found: FoundCase;
  /** Where the case's e-mails go ("Email for updates"); null until the client gives one. */
  readonly clientEmail: string | null;
  /**
   * When mail to the client last could not be delivered (refused for good, or two days of
   * failures: server/mail/sender.ts); null when none failed since one was delivered or the
   * address changed. Shown as staffCopy.cases.clientMailUndeliverable.
   */
  readonly clientMailFailedAt: Date | null;
  /** The contact messages and the conversation, oldest first (server/cases/thread.ts). */
  readonly thread: readonly ThreadEntry[];
  /** "I Agree & Continue" as recorded in the case, newest first (server/cases/agreement.ts). */
  readonly agreements: readonly AgreementAccepted[];
  readonly documents: readonly CaseDocument[];
  /** "Documents requested", oldest first (server/cases/requests.ts). */
  readonly requests: readonly DocumentRequest[];
  readonly messages: readonly {
    id: number;
    name: string;
    email: string;
    message: string;
    createdAt: Date;
    readAt: Date | null;
  }[];
  readonly events: readonly {
    at: Date;
    /** A visitor's kinds, and 'reminder' (staff only: decision 088). */
    kind: Schema['case_events']['kind'];
    status: CaseStatus | null;
    note: string | null;
    /** The staff member's e-mail; null for what the visitor did. */
    by: string | null;
  }[];
}

export async function caseDetail(
  db: Kysely<Schema>,
  reference: string,
): Promise<CaseDetail | undefined> {
  const found = await findCaseByReference(db, reference, 0);
  if (!found) return undefined;
  const [documents, messages, events, thread, contact, agreements, requests, mail] =
    await Promise.all([
      caseDocuments(db, found.id),
      db
        .selectFrom('contact_messages')
        .select(['id', 'name', 'email', 'message', 'created_at', 'read_at'])
        .where('case_id', '=', found.id)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('case_events as e')
        .leftJoin('staff_accounts as s', 's.id', 'e.staff_id')
        .select(['e.at', 'e.kind', 'e.status', 'e.note', 's.email'])
        .where('e.case_id', '=', found.id)
        .orderBy('e.at', 'desc')
        .orderBy('e.id', 'desc')
        .execute(),
      caseThread(db, found.id),
      caseContact(db, found.id),
      caseAgreements(db, found.id),
      caseRequests(db, found.id),
      db
        .selectFrom('cases')
        .select('client_mail_failed_at')
        .where('id', '=', found.id)
        .executeTakeFirst(),
    ]);
  return {
    found,
    clientEmail: contact?.email ?? null,
    clientMailFailedAt: mail?.client_mail_failed_at ?? null,
    thread,
    agreements,
    documents,
    requests,
    messages: messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      message: m.message,
      createdAt: m.created_at,
      readAt: m.read_at,
    })),
    events: events.map((e) => ({
      at: e.at,
      kind: e.kind,
      status: isCaseStatus(e.status) ? e.status : null,
      note: e.note,
      by: e.email,
    })),
  };
}

/** Whether document `id` belongs to the case of `reference` (a download from its staff page). */
export async function caseHasDocument(
  db: Kysely<Schema>,
  reference: string,
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('documents as d')
    .innerJoin('cases as c', 'c.id', 'd.case_id')
    .select('d.id')
    .where('d.id', '=', id)
    .where('c.reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}

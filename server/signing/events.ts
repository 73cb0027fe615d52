import { sql, type Transaction } from 'kysely';
import { staffSigning } from '../../app/copy/staff-signing';
import type { CaseEventKind, Schema } from '../db/schema';

/**
 * The case events of signing (migration 19): "Return ready to sign" and "Return signed" on the
 * tracker and both case pages; a paper signature sent and signing locked for staff only.
 */
export type SigningEventKind = Extract<
  CaseEventKind,
  'sent_for_signature' | 'return_signed' | 'paper_signature' | 'signing_locked'
>;

/**
 * Appends the event and moves the case's last activity to its time, through the database's one
 * `case_event` (migration 7), as every other event is written.
 */
export async function addSigningEvent(
  tx: Transaction<Schema>,
  caseId: string,
  kind: SigningEventKind,
  { status = null, staffId = null }: { status?: string | null; staffId?: number | null } = {},
): Promise<void> {
  await sql`select case_event(${caseId}, ${kind}, ${status}, ${null}, ${staffId})`.execute(tx);
}

const STAFF_WORDS: Readonly<Record<SigningEventKind, string>> = {
  sent_for_signature: staffSigning.kinds.returnSent,
  return_signed: staffSigning.kinds.returnSigned,
  paper_signature: staffSigning.kinds.paperSignature,
  signing_locked: staffSigning.kinds.signingLocked,
};

/** What the staff case page says of an event of signing; undefined for any other kind. */
export function signingEventWhat(kind: string): string | undefined {
  return Object.hasOwn(STAFF_WORDS, kind) ? STAFF_WORDS[kind as SigningEventKind] : undefined;
}

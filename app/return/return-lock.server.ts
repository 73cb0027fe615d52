import { type Kysely, sql, type Transaction } from 'kysely';
import type { Schema } from '../../server/db/schema';
import { isUuid } from '../../server/cases/store';
import { returnStatus } from './details.server';

/**
 * The answers and "Review and sign" (docs/review-and-sign.md): a return sent for signature makes
 * the client's answers read-only (`return_details.locked_at`), and is sent only after the answers
 * were.
 */

type Executor = Kysely<Schema> | Transaction<Schema>;

/** Whether the answers are read-only to the visitor (the return was sent for signature). */
export async function isReturnLocked(db: Executor, caseId: string): Promise<boolean> {
  if (!isUuid(caseId)) return false;
  const row = await db
    .selectFrom('return_details')
    .select('locked_at')
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.locked_at != null;
}

/**
 * "Send for signature" locks the answers (`locked` true), in the signing code's transaction; a
 * voided return may unlock them (false). False when the case has no answers sent: §2 then says
 * "The client has not sent their return details yet."
 */
export async function setReturnLocked(
  db: Executor,
  caseId: string,
  locked: boolean,
): Promise<boolean> {
  if (!isUuid(caseId)) return false;
  const result = await db
    .updateTable('return_details')
    .set({ locked_at: locked ? sql<Date>`coalesce(locked_at, now())` : null })
    .where('case_id', '=', caseId)
    .where('sent_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** When the client last sent their answers; null when never (§2's refusal). */
export async function returnDetailsSentAt(db: Executor, caseId: string): Promise<Date | null> {
  const status = await returnStatus(db, caseId);
  return status.kind === 'sent' ? status.sentAt : null;
}

import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';

type Executor = Kysely<Schema> | Transaction<Schema>;

export interface Notification {
  readonly subject: string;
  readonly body: string;
}

/**
 * Puts a mail in the outbox, in the caller's transaction: it is sent if and only if what it tells
 * of was stored (server/mail/sender.ts sends it). With `caseId` it is mail to that case's client,
 * which goes out before staff notifications and whose failure the case records (decision 100);
 * without, a notification to staff, gathered with the others into one e-mail.
 */
export async function enqueueMail(
  db: Executor,
  to: string,
  notification: Notification,
  caseId?: string,
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: to,
      ...notification,
      next_attempt_at: new Date(),
      audience: caseId === undefined ? 'staff' : 'client',
      case_id: caseId ?? null,
    })
    .execute();
}

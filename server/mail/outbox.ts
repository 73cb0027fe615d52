import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';

type Executor = Kysely<Schema> | Transaction<Schema>;

export interface Notification {
  readonly subject: string;
  readonly body: string;
}

/**
 * Puts a mail in the outbox, in the caller's transaction: it is sent if and only if what it tells
 * of was stored (server/mail/sender.ts sends it).
 */
export async function enqueueMail(
  db: Executor,
  to: string,
  notification: Notification,
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ to_address: to, ...notification, next_attempt_at: new Date() })
    .execute();
}

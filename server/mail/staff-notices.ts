import type { Kysely, Transaction } from 'kysely';
import { type StaffNoticeKind, staffNotices } from '../../app/copy/staff-notices';
import type { Schema } from '../db/schema';
import { enqueueMail } from './outbox';

/** Where staff notifications go (STAFF_EMAIL, with SMTP_URL); undefined when they are off. */
export interface StaffNotify {
  readonly to: string;
  /** PUBLIC_URL: the notification links to the case's staff page. */
  readonly publicUrl: string;
}

/**
 * Queues a staff notification of what a client did on case `reference`, in the caller's
 * transaction (sent if and only if what it tells of was stored), gathered with the others into
 * the staff digest. Nothing when notifications are off.
 */
export async function notifyStaff(
  db: Kysely<Schema> | Transaction<Schema>,
  notify: StaffNotify | undefined,
  kind: StaffNoticeKind,
  reference: string,
): Promise<void> {
  if (notify === undefined) return;
  const words = staffNotices[kind];
  const link = `${notify.publicUrl}/staff/cases/${encodeURIComponent(reference)}`;
  await enqueueMail(db, notify.to, {
    subject: words.subject(reference),
    body: `${words.what}\n\n${staffNotices.open(link)}\n`,
  });
}

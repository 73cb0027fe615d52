import { staffCopy } from '../../app/copy/staff';
import type { Notification } from './outbox';

/**
 * The one e-mail that gathers the staff notifications due (server/mail/sender.ts; decision 100):
 * each one's subject on a line (a new case's reference, "New contact message": never customer
 * data, docs/back-office.md), oldest first, and a link to the back office.
 */
export function staffDigest(
  notifications: readonly Pick<Notification, 'subject'>[],
  publicUrl: string,
): Notification {
  const text = staffCopy.digest;
  const lines = notifications.map((notification) => `- ${notification.subject}`);
  return {
    subject: text.subject(notifications.length),
    body: `${text.intro}\n\n${lines.join('\n')}\n\n${text.open(`${publicUrl}/staff`)}\n`,
  };
}

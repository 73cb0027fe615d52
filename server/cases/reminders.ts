import { type Kysely, sql, type Transaction } from 'kysely';
import {
  type ExclusivePass,
  exclusivePass,
  type PeriodicJob,
  startPeriodicPass,
} from '../db/periodic-pass';
import type { Schema } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { type Actor, audit, AUDIT } from '../staff/audit';
import { clientMail, type ClientMailOptions } from '../staff/client-mail';
import { DAY_MS } from './retention';

/**
 * Reminders of open document requests (docs/back-office.md, "Documents requested"; decision
 * 088): while any request of a case stays open, its client is e-mailed every REMINDER_DAYS days
 * after they were last told (the request e-mail, or the reminder before), at most three times
 * after the last request, through the outbox, with a fresh sign-in link and never a document's
 * name. Each reminder is a "Reminder sent" event of the case, for staff.
 */

/** Any fixed number, not another job's (retention's is 4242026): one pass at a time, everywhere. */
export const REMINDER_LOCK = 4_242_088;
/** Reminders after the last request, at most (the table checks the same bound). */
export const MAX_REMINDERS = 3;
/** Cases reminded per transaction. */
const BATCH = 100;
/** How often a server looks for reminders due: they go out within the hour they fall due. */
export const REMINDER_EVERY_MS = 60 * 60 * 1000;

export const REMINDER_ACTOR: Actor = { id: null, name: 'reminder job', clientAddress: 'local' };

export interface ReminderPassOptions {
  readonly db: Kysely<Schema>;
  /** The time of the pass: the job's clock, which tests set. */
  readonly now: Date;
  /** REMINDER_DAYS, at least 1 (0 starts no job): no case is reminded twice in a day. */
  readonly reminderDays: number;
  /** What the e-mails sign with and where their links point (server/staff/client-mail.ts). */
  readonly mail: ClientMailOptions;
}

export type ReminderPass = ExclusivePass<{ readonly sent: number }>;

/**
 * One pass. Several instances may call it at once: a session advisory lock lets one run and the
 * others return `{ ran: false }` (as the retention job does, decision 026); and each case is
 * claimed by an UPDATE that checks again that it is due, so even two passes that both ran could
 * not remind a case twice.
 */
export async function sendDueReminders(options: ReminderPassOptions): Promise<ReminderPass> {
  return exclusivePass(options.db, REMINDER_LOCK, async (conn) => {
    let sent = 0;
    for (;;) {
      const batch = await conn.transaction().execute((tx) => remindBatch(tx, options));
      sent += batch.sent;
      if (batch.claimed < BATCH) return { sent };
    }
  });
}

/**
 * Claims the cases due and reminds each: told last at least REMINDER_DAYS ago, fewer than three
 * reminders since the last request, an open request now, and an address to write to.
 */
async function remindBatch(
  tx: Transaction<Schema>,
  { now, reminderDays, mail }: ReminderPassOptions,
): Promise<{ claimed: number; sent: number }> {
  const dueBefore = new Date(now.getTime() - reminderDays * DAY_MS);
  const due = (alias: string) => sql`
    ${sql.ref(`${alias}.reminders`)} < ${MAX_REMINDERS}
    and ${sql.ref(`${alias}.last_told_at`)} <= ${dueBefore}
    and exists (select 1 from document_requests d
      where d.case_id = ${sql.ref(`${alias}.case_id`)} and d.state = 'requested')
    and exists (select 1 from cases c
      where c.id = ${sql.ref(`${alias}.case_id`)} and c.email is not null)`;
  const { rows } = await sql<{ case_id: string; reference: string }>`
    update request_reminders r set reminders = r.reminders + 1, last_told_at = ${now}
    from cases c
    where c.id = r.case_id and r.case_id in (
      select w.case_id from request_reminders w where ${due('w')}
      order by w.last_told_at limit ${BATCH} for update of w skip locked
    ) and ${due('r')}
    returning r.case_id, c.reference`.execute(tx);
  let sent = 0;
  for (const { case_id: caseId, reference } of rows) {
    const reminder = clientMail(mail, caseId, (words, _lang, link, signature) => ({
      subject: words.reminderSubject(reference),
      body: words.reminderBody(reference, link, signature.siteName, signature.phone),
    }));
    const queued = await reminder.make(tx);
    if (!queued) continue;
    await enqueueMail(tx, queued.to, queued.notification, caseId);
    // Not through case_event(): a reminder is the office's own doing, not the client's or staff's
    // use of the case, so it leaves the last activity (what retention counts from) where it was.
    await tx
      .insertInto('case_events')
      .values({
        case_id: caseId,
        kind: 'reminder',
        at: now,
        status: null,
        note: null,
        staff_id: null,
      })
      .execute();
    await audit(tx, REMINDER_ACTOR, AUDIT.signInLinkSent, `case ${reference}: reminder`);
    sent += 1;
  }
  return { claimed: rows.length, sent };
}

/** Runs a pass now and then every hour (server/db/periodic-pass.ts). */
export function startReminders(options: {
  readonly db: Kysely<Schema>;
  readonly reminderDays: number;
  readonly mail: ClientMailOptions;
  readonly log: (line: string) => void;
  readonly everyMs?: number;
}): PeriodicJob {
  return startPeriodicPass({
    name: 'Reminder',
    everyMs: options.everyMs ?? REMINDER_EVERY_MS,
    log: options.log,
    async pass() {
      const result = await sendDueReminders({ ...options, now: new Date() });
      return result.ran && result.sent > 0 ? `Reminders: ${result.sent} sent` : undefined;
    },
  });
}

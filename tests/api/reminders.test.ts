import { describe, expect, it } from 'vitest';
import { sendDueReminders } from '../../server/cases/reminders';
import { DAY_MS } from '../../server/cases/retention';
import { documentOf, textOf } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { startOffice } from './helpers/office-server';
import { useRequestsOffice } from './helpers/requests-office';
import { until } from './helpers/smtp';
import { csrfToken } from './helpers/staff-client';
import { usePlaces } from './helpers/engines';
import { withoutRandomParts } from '../shared/mail-prose';

// The reminders of open document requests (docs/back-office.md, "Documents requested"; decision
// 088), the job run with a clock the test sets, on PGlite and PostgreSQL, its mail read from the
// SMTP server the test starts: every REMINDER_DAYS days after the client was last told, at most
// three times after the last request, never once nothing is open, at most one a day, one pass at
// a time; "Reminder sent" among the case's events for staff, not on the tracker.

const HOUR_MS = 60 * 60 * 1000;

for (const engine of ENGINES) {
  describe(`reminders of open document requests on ${engine}`, { timeout: 90_000 }, () => {
    const office = useRequestsOffice(engine);
    const { db, staff } = office;

    /** One pass of the job at `now`, with the server's own mail settings. */
    const pass = (now: number, reminderDays = 3) =>
      sendDueReminders({
        db: db(),
        now: new Date(now),
        reminderDays,
        mail: {
          clientMail: { siteName: 'QuickRefund', phone: '(800) 555-0142' },
          publicUrl: office.office().url,
        },
      });

    const remindersTo = (address: string) =>
      office.smtp().received.filter((mail) => mail.to.includes(address));
    const subjectsTo = async (address: string) =>
      (await office.outboxTo(address)).map((mail) => mail.subject);

    it('reminds every REMINDER_DAYS days while a request is open, at most three times, never twice a day; a new request counts again; nothing open, no reminder', async () => {
      expect(office.office().app.office.reminders).not.toBeNull();
      const address = 'remind@example.com';
      const { reference, id } = await office.caseWithEmail(address);
      await office.request(reference, '2025 W-2 from Acme Corp');
      const start = Date.now();
      const activity = async () =>
        (
          await db()
            .selectFrom('cases')
            .select('last_activity_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).last_activity_at.getTime();
      const activeAt = await activity();

      expect(await pass(start + 2 * DAY_MS)).toEqual({ ran: true, sent: 0 });
      expect(await pass(start + 3 * DAY_MS + HOUR_MS)).toEqual({ ran: true, sent: 1 });
      // The same day again, and one hour short of the next three days: nothing.
      expect(await pass(start + 3 * DAY_MS + 2 * HOUR_MS)).toEqual({ ran: true, sent: 0 });
      expect(await pass(start + 6 * DAY_MS)).toEqual({ ran: true, sent: 0 });
      expect(await pass(start + 6 * DAY_MS + 2 * HOUR_MS)).toEqual({ ran: true, sent: 1 });
      expect(await pass(start + 9 * DAY_MS + 3 * HOUR_MS)).toEqual({ ran: true, sent: 1 });
      // Three after the request: no fourth.
      expect(await pass(start + 30 * DAY_MS)).toEqual({ ran: true, sent: 0 });
      const reminder = `Reminder: we still need documents for your case ${reference}`;
      expect(await subjectsTo(address)).toEqual([
        `We need documents for your case ${reference}`,
        reminder,
        reminder,
        reminder,
      ]);
      await until(() => remindersTo(address).length === 4);
      const mail = remindersTo(address).find((m) => m.text.includes(`Subject: ${reminder}`));
      expect(mail?.text).toMatch(/\/case\/open\/[A-Za-z0-9_-]{43}/);
      expect(mail?.text).toContain('(800) 555-0142');
      const prose = withoutRandomParts(mail?.text ?? '');
      for (const word of ['W-2', 'Acme']) expect(prose).not.toContain(word);

      // Staff: "Reminder sent" three times, by no one; the reminders moved no last activity.
      const page = documentOf((await staff().get(`/staff/cases/${reference}`)).html);
      const events = [...page.querySelectorAll('table')]
        .flatMap((table) => [...table.querySelectorAll('tbody tr')])
        .map((row) => [...row.querySelectorAll('td')].map((cell) => textOf(cell)))
        .filter((cells) => cells[1] === 'Reminder sent');
      expect(events.map((cells) => cells[3])).toEqual(['Automatic', 'Automatic', 'Automatic']);
      expect(await activity()).toBe(activeAt);
      const audited = await db()
        .selectFrom('audit_log')
        .select(['actor', 'action'])
        .where('subject', '=', `case ${reference}: reminder`)
        .execute();
      expect(audited).toEqual(
        Array.from({ length: 3 }, () => ({ actor: 'reminder job', action: 'sign-in link sent' })),
      );

      // The tracker lists what the visitor did and staff's changes, not the office's reminders.
      const tracked = await fetch(`${office.office().url}/api/track`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': office.nextClient() },
        body: JSON.stringify({ reference }),
      });
      const { activity: listed } = (await tracked.json()) as { activity: { kind: string }[] };
      expect(listed.map((event) => event.kind)).toEqual(['message']);

      // A new request while the first is open: no e-mail of its own, and three reminders again.
      await office.request(reference, '1099-INT');
      expect(await pass(start + 31 * DAY_MS)).toEqual({ ran: true, sent: 1 });
      expect(await subjectsTo(address)).toHaveLength(5);

      // Nothing open: no reminder, whenever.
      const csrf = csrfToken((await staff().get(`/staff/cases/${reference}`)).html);
      for (const request of await office.requestsOf(id)) {
        await staff().post(`/staff/cases/${reference}/requests/${request.id}/received`, { csrf });
      }
      expect(await pass(start + 60 * DAY_MS)).toEqual({ ran: true, sent: 0 });
      expect(await subjectsTo(address)).toHaveLength(5);
    });

    it('reminds in the case’s language, never a case without an e-mail, and once when two passes run at once', async () => {
      const spanish = await office.caseWithEmail('recuerde@example.com', 'es');
      await office.request(spanish.reference, 'W-2');
      const silent = await office.caseWithEmail('silent@example.com');
      await db().updateTable('cases').set({ email: null }).where('id', '=', silent.id).execute();
      await office.request(silent.reference, 'W-2');
      const later = Date.now() + 4 * DAY_MS;
      const results = await Promise.all([pass(later), pass(later), pass(later, 1)]);
      const sent = results.reduce((sum, result) => sum + (result.ran ? result.sent : 0), 0);
      expect(sent).toBe(1);
      expect(await subjectsTo('recuerde@example.com')).toEqual([
        `Necesitamos documentos para su caso ${spanish.reference}`,
        `Recordatorio: todavía necesitamos documentos para su caso ${spanish.reference}`,
      ]);
      const events = await db()
        .selectFrom('case_events')
        .select('case_id')
        .where('kind', '=', 'reminder')
        .where('case_id', 'in', [spanish.id, silent.id])
        .execute();
      expect(events.map((event) => event.case_id)).toEqual([spanish.id]);
    });
  });
}

describe('REMINDER_DAYS=0', { timeout: 60_000 }, () => {
  it('starts no reminder job', async () => {
    const place = await usePlaces('pglite')();
    const server = await startOffice(place, {
      REMINDER_DAYS: '0',
      SMTP_URL: 'smtp://127.0.0.1:9',
      STAFF_EMAIL: 'office@example.com',
    });
    try {
      expect(server.app.office.reminders).toBeNull();
    } finally {
      await server.close();
      await place.remove();
    }
  });
});

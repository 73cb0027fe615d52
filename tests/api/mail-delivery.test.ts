import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCopy } from '../../app/copy/staff';
import { caseDetail } from '../../server/cases/detail';
import { openCase } from './helpers/case-work';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { decodedMail, type Received, startSmtp, until } from './helpers/smtp';

// Mail from the company (docs/back-office.md, "Safer links, mail and backups"; decision 100),
// through a real SMTP server: from MAIL_FROM, never STAFF_EMAIL; a client's mail before staff
// notifications, which are gathered into one e-mail every NOTIFY_MINUTES; a 5xx refusal ends the
// tries at once, temporary ones after two days, and the case records that its client's mail
// could not be delivered.

const PUBLIC_URL = 'https://www.quickrefund.example';
const STAFF = 'office@example.com';
const FROM = 'QuickRefund <no-reply@quickrefund.example>';

const header = (mail: Received, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.text)?.[1]?.trim();

for (const engine of ENGINES) {
  describe(`mail to clients and staff on ${engine}`, { timeout: 120_000 }, () => {
    let place: Place;
    let server: OfficeServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    const refusals = new Map<string, { code: number; message: string }>();
    beforeAll(async () => {
      place = await usePlaces(engine)();
      smtp = await startSmtp({ read: decodedMail, refuse: (to) => refusals.get(to) });
      server = await startOffice(place, {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        STAFF_EMAIL: STAFF,
        PUBLIC_URL,
        CONTACT_RATE_LIMIT: '1000',
        TRUST_PROXY: 'true',
      });
    }, 90_000);
    afterAll(async () => {
      await server.close();
      await smtp.close();
      await place.remove();
    });
    const db = () => server.app.office.database.db;
    const toStaff = () => smtp.received.filter((mail) => mail.to.includes(STAFF));
    const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

    /** "Send me a link" on the case page, as a browser without JavaScript posts it. */
    async function askForLink(reference: string, email: string, client: string) {
      const response = await fetch(`${server.url}/case/link`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': client,
          Origin: server.url,
        },
        body: new URLSearchParams({ reference, email }).toString(),
      });
      expect(response.status).toBe(303);
    }

    it('a client’s sign-in link leaves within 10 s of 1,000 staff notifications, which go out as one e-mail from MAIL_FROM', async () => {
      const email = 'first-client@example.com';
      const { reference } = await openCase(server.url, '198.51.100.60', 'Hello', { email });
      // The case's first notifications: one e-mail lists both, at once (none went out before).
      await until(() => toStaff().length === 1);
      const [first] = toStaff();
      if (!first) throw new Error('no digest');
      expect(header(first, 'From')).toBe(FROM);
      expect(header(first, 'Subject')).toBe(staffCopy.digest.subject(2));
      expect(first.text).toContain(`- New case ${reference}`);
      expect(first.text).toContain('- New contact message');
      expect(first.text).toContain(`${PUBLIC_URL}/staff`);
      expect(first.text).not.toContain('Ana');
      expect(first.text).not.toContain(email);

      // A burst: a thousand new cases' notifications queued at once.
      await sql`insert into mail_outbox (to_address, subject, body)
        select ${STAFF}, 'New case QR-' || lpad(n::text, 4, '0') || '-0000-0000', 'A visitor opened a case.'
        from generate_series(1, 1000) as n`.execute(db());
      const asked = Date.now();
      await askForLink(reference, email, '198.51.100.61');
      await until(() => to(email).length === 1, 10_000);
      expect(Date.now() - asked).toBeLessThan(10_000);
      const [link] = to(email);
      if (!link) throw new Error('no link');
      expect(header(link, 'Subject')).toBe(`Your link to case ${reference}`);
      expect(header(link, 'From')).toBe(FROM);
      expect(link.text).not.toContain(STAFF);

      // Within NOTIFY_MINUTES of the last one, staff get no second e-mail: the burst waits.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(toStaff()).toHaveLength(1);
      // Once the last one is 5 minutes old, one e-mail lists all thousand.
      await sql`update mail_outbox set sent_at = sent_at - interval '5 minutes'
        where audience = 'staff' and sent_at is not null`.execute(db());
      await until(() => toStaff().length === 2, 20_000);
      const burst = toStaff()[1];
      expect(header(burst ?? first, 'Subject')).toBe(staffCopy.digest.subject(1000));
      expect(burst?.text.match(/^- New case QR-/gm)).toHaveLength(1000);
      // The sender marks the rows sent once the SMTP server has taken the e-mail: the outbox
      // empties just after the e-mail arrives, not before.
      const waiting = async () =>
        Number(
          (
            await db()
              .selectFrom('mail_outbox')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('sent_at', 'is', null)
              .executeTakeFirstOrThrow()
          ).n,
        );
      await until(async () => (await waiting()) === 0, 5_000);
      expect(await waiting()).toBe(0);
    });

    it('a 5xx refusal ends the tries at once: the outbox drains, the case says its mail could not be delivered', async () => {
      const email = 'gone@example.com';
      refusals.set(email, { code: 550, message: '5.1.1 No such user here' });
      const { reference } = await openCase(server.url, '198.51.100.62', 'Hi', { email });
      await askForLink(reference, email, '198.51.100.63');
      const row = () =>
        db()
          .selectFrom('mail_outbox')
          .selectAll()
          .where('to_address', '=', email)
          .executeTakeFirst();
      await until(async () => (await row())?.failed_at != null, 15_000);
      const failed = await row();
      expect(failed).toMatchObject({ attempts: 1, sent_at: null, audience: 'client' });
      expect(failed?.last_error).toMatch(/550/);
      expect(server.logs.some((line) => /given up: .*550/.test(line))).toBe(true);
      const detail = await caseDetail(db(), reference);
      expect(detail?.clientMailFailedAt).toBeInstanceOf(Date);
      expect(staffCopy.cases.clientMailUndeliverable).toBe(
        'E-mail to the client could not be delivered',
      );
      // Never tried again: out of the queue.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect((await row())?.attempts).toBe(1);
      const due = await db()
        .selectFrom('mail_outbox')
        .select('id')
        .where('audience', '=', 'client')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .execute();
      expect(due).toEqual([]);

      // The address takes mail again: the next one is delivered and the case's flag cleared.
      refusals.delete(email);
      await askForLink(reference, email, '198.51.100.64');
      await until(() => to(email).length === 1, 15_000);
      await until(async () => (await caseDetail(db(), reference))?.clientMailFailedAt === null);
    });

    it('a case’s e-mails leave in the order their events happened, a retry holding back the next', async () => {
      const email = 'in-order@example.com';
      const { reference } = await openCase(server.url, '198.51.100.67', 'Hi', { email });
      const caseId = (await caseDetail(db(), reference))?.found.id ?? '';
      const mail = (subject: string, dueInMs: number) => ({
        to_address: email,
        subject,
        body: 'A link.',
        audience: 'client' as const,
        case_id: caseId,
        next_attempt_at: new Date(Date.now() + dueInMs),
      });
      // "Accepted" waits for a retry (its first try failed); "Refund sent" is due now.
      await db()
        .insertInto('mail_outbox')
        .values([
          mail(`Your case ${reference} is now: Accepted by the IRS`, 3000),
          mail(`Your case ${reference} is now: Refund sent`, 0),
        ])
        .execute();
      await until(async () => to(email).length >= 2, 20_000);
      expect(to(email).map((received) => header(received, 'Subject'))).toEqual([
        `Your case ${reference} is now: Accepted by the IRS`,
        `Your case ${reference} is now: Refund sent`,
      ]);
    });

    it('a temporary refusal (4xx) is tried again, and given up two days after the mail was queued', async () => {
      const email = 'later@example.com';
      refusals.set(email, { code: 451, message: '4.7.1 Try again later' });
      const { reference } = await openCase(server.url, '198.51.100.65', 'Hi', { email });
      await askForLink(reference, email, '198.51.100.66');
      const row = () =>
        db()
          .selectFrom('mail_outbox')
          .selectAll()
          .where('to_address', '=', email)
          .executeTakeFirst();
      await until(async () => ((await row())?.attempts ?? 0) >= 1, 15_000);
      expect(await row()).toMatchObject({ sent_at: null, failed_at: null });
      expect((await row())?.last_error).toMatch(/451/);
      expect((await caseDetail(db(), reference))?.clientMailFailedAt).toBeNull();
      // Two days after it was queued, the next temporary failure is its last.
      await sql`update mail_outbox
        set created_at = now() - interval '2 days 1 minute', next_attempt_at = now()
        where to_address = ${email}`.execute(db());
      await until(async () => (await row())?.failed_at != null, 15_000);
      expect((await caseDetail(db(), reference))?.clientMailFailedAt).toBeInstanceOf(Date);
      expect(to(email)).toEqual([]);
    });
  });
}

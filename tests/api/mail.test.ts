import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { copyMigratedDatabase, ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { decodedMail, startSmtp, until } from './helpers/smtp';

const sendMessage = (server: OfficeServer) =>
  sendContactForm(server.url, {
    name: 'Ana Lopez',
    email: 'ana@example.com',
    message: 'My SSN is …',
  });

for (const engine of ENGINES) {
  describe(`staff notifications on ${engine}`, () => {
    const newPlace = usePlaces(engine);
    let place: Place;

    beforeAll(async () => {
      place = await newPlace();
    });
    afterAll(async () => place?.remove());

    it('e-mails STAFF_EMAIL for a new message, with a link and no customer data; a mail server that is down loses nothing', async () => {
      // Each pass of the outbox sends what came in (tests/api/mail-delivery.test.ts: the wait).
      let smtp = await startSmtp({ read: decodedMail });
      const port = smtp.port;
      const server = await startOffice(place, {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        STAFF_EMAIL: 'office@example.com',
        PUBLIC_URL: 'https://www.quickrefund.example',
        NOTIFY_MINUTES: '0',
      });
      try {
        expect(server.logs.some((l) => l.startsWith('Notifications are off'))).toBe(false);
        expect((await sendMessage(server)).status).toBe(200);
        // A first message also opens a case: one e-mail lists both, without customer data.
        await until(() => smtp.received.length === 1);
        const [mail] = smtp.received;
        expect(mail?.to).toEqual(['office@example.com']);
        expect(mail?.text).toMatch(/^Subject: 2 new in the back office$/m);
        expect(mail?.text).toMatch(/^- New contact message$/m);
        expect(mail?.text).toMatch(/^- New case QR-/m);
        expect(mail?.text).toContain('https://www.quickrefund.example/staff');
        for (const sent of smtp.received) {
          expect(sent.text).not.toContain('Ana');
          expect(sent.text).not.toContain('ana@example.com');
          expect(sent.text).not.toContain('SSN');
        }

        // The mail server goes away: the next message waits in the outbox.
        await smtp.close();
        expect((await sendMessage(server)).status).toBe(200);
        const { db } = server.app.office.database;
        await until(async () => {
          const row = await db
            .selectFrom('mail_outbox')
            .select(['attempts', 'sent_at', 'last_error'])
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow();
          return row.attempts >= 1 && row.sent_at === null && row.last_error !== null;
        });
        expect(
          server.logs.some((l) => /^Mail \d+(, \d+)* not sent \(attempt 1\), will retry/.test(l)),
        ).toBe(true);
        // It comes back on the same address: the waiting mail goes out.
        smtp = await startSmtp({ port, read: decodedMail });
        await until(() => smtp.received.length === 1);
        const rows = await db.selectFrom('mail_outbox').select('sent_at').execute();
        expect(rows.every((r) => r.sent_at !== null)).toBe(true);
      } finally {
        await server.close();
        await smtp.close().catch(() => {});
      }
    }, 60_000);
  });
}

it('without SMTP_URL the log says once at start that notifications are off', async () => {
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const root = await mkdtemp(join(tmpdir(), 'office-test-'));
  await copyMigratedDatabase(join(root, 'data'));
  const place: Place = {
    dataDir: join(root, 'data'),
    databaseUrl: undefined,
    env: { DATA_DIR: join(root, 'data') },
    remove: () => rm(root, { recursive: true, force: true }),
  };
  const server = await startOffice(place);
  try {
    await sendMessage(server);
    expect(server.logs.filter((l) => l.startsWith('Notifications are off'))).toEqual([
      'Notifications are off: set SMTP_URL and STAFF_EMAIL to e-mail staff',
    ]);
    expect(server.app.office.mailer).toBeNull();
    const rows = await server.app.office.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  } finally {
    await server.close();
    await place.remove();
  }
}, 60_000);

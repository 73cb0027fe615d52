import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDetail } from '../../server/cases/detail';
import { caseEvents } from '../../server/cases/store';
import { LINK_LIMITS } from '../../server/cases/case-link';
import { AUDIT } from '../../server/staff/audit';
import { openCase } from './helpers/case-work';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { startSmtp, until } from './helpers/smtp';

// E-mail bombing through "Send me a link" (docs/back-office.md, "Safer links, mail and backups";
// decision 101): cases that share one address as "Email for updates" mail it at most 5 sign-in
// links a day between them, counted in the database; the visitor's answer does not change. A
// change of the address is an event staff see and an audit entry.

const SENTENCE = 'If that reference and e-mail match a case, we have sent a link to that address.';

for (const engine of ENGINES) {
  describe(`sign-in links to one address on ${engine}`, { timeout: 90_000 }, () => {
    let place: Place;
    let server: OfficeServer;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    beforeAll(async () => {
      place = await usePlaces(engine)();
      smtp = await startSmtp();
      server = await startOffice(place, {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        STAFF_EMAIL: 'office@example.com',
        CONTACT_RATE_LIMIT: '1000',
        TRUST_PROXY: 'true',
      });
    }, 60_000);
    afterAll(async () => {
      await server.close();
      await smtp.close();
      await place.remove();
    });
    const db = () => server.app.office.database.db;

    const post = async (path: string, fields: Record<string, string>, extra = {}) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: server.url,
          ...extra,
        },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: response.status, location: response.headers.get('location') };
    };

    it('mails one address at most 5 links a day, whatever case asks; the visitor sees the same answer', async () => {
      const victim = 'victim@example.com';
      const references: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const opened = await openCase(server.url, `198.51.100.${90 + i}`, 'x', { email: victim });
        references.push(opened.reference);
      }
      const linksTo = async () =>
        (
          await db()
            .selectFrom('mail_outbox')
            .select('id')
            .where('to_address', '=', victim)
            .execute()
        ).length;
      // Two links for each of four cases (within each case's 3 an hour): 8 asked, 5 mailed.
      let asked = 0;
      for (const [i, reference] of references.entries()) {
        for (let j = 0; j < 2; j += 1) {
          const answer = await post(
            '/case/link',
            { reference, email: victim },
            { 'X-Forwarded-For': `203.0.113.${10 + i * 2 + j}` },
          );
          expect(answer.status).toBe(303);
          asked += 1;
          // The lookup runs after the answer: wait for it to be counted either way.
          await until(async () => {
            const { n } = await db()
              .selectFrom('rate_events')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('kind', '=', 'case link asked')
              .executeTakeFirstOrThrow();
            return Number(n) >= asked;
          });
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(LINK_LIMITS.perAddress.limit).toBe(5);
      expect(await linksTo()).toBe(5);
      // The page after a refused one says the same sentence as after any other.
      const page = await fetch(`${server.url}/case?asked=1`);
      expect(await page.text()).toContain(SENTENCE);
    });

    it('a change of "Email for updates" is a case event staff see and an audit entry', async () => {
      const { reference, cookie } = await openCase(server.url, '198.51.100.99', 'x', {
        email: 'old@example.com',
      });
      const save = (email: string) =>
        post('/case/email', { email }, { Cookie: cookie, 'X-Forwarded-For': '198.51.100.99' });
      expect((await save('old@example.com')).status).toBe(303);
      expect((await save('new@example.com')).status).toBe(303);
      const detail = await caseDetail(db(), reference);
      expect(detail?.clientEmail).toBe('new@example.com');
      expect(detail?.events.filter((event) => event.kind === 'email')).toHaveLength(1);
      const audited = await db()
        .selectFrom('audit_log')
        .select(['actor', 'subject', 'client_address'])
        .where('action', '=', AUDIT.clientEmailChanged)
        .execute();
      expect(audited).toEqual([
        { actor: 'visitor', subject: `case ${reference}`, client_address: '198.51.100.99' },
      ]);
      // The visitor's events (the tracker's) do not list it.
      const visitorEvents = await caseEvents(db(), detail?.found.id ?? '');
      expect(visitorEvents.map((event) => event.kind)).not.toContain('email');
    });
  });
}

import { describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { acceptAgreementForm } from '../shared/agreement-form';
import { AGREEMENT_VERSIONS } from '../../app/agreement-version.server';
import { ENGINES } from './helpers/engines';
import { type StaffClient } from './helpers/staff-client';
import { db, enrolled, server, signedIn, useStaffOffice } from './helpers/staff-office';

// Where a recorded acceptance of the agreement shows (docs/back-office.md, "The visitor's case
// page" and "Staff"; decision 075): "Agreement accepted on DATE" on the visitor's /case and
// /es/case; "Agreement" on the staff case page, with the time and version, or "Not accepted".
// The user agent is the client's own text: written as text, never as markup.

const EN = AGREEMENT_VERSIONS.en;
const HOSTILE_AGENT = 'Mozilla/5.0 <img src=x onerror=alert(1)> "quoted" & more';

let n = 0;
const nextClient = () => `198.51.100.${200 + (n += 1)}`;

/** A contact message from a new browser: its case's reference and cookie. */
async function visitorWithCase(): Promise<{ reference: string; cookie: string }> {
  const sent = await sendContactForm(
    server.url,
    { name: 'Ana', email: 'ana@example.com', message: 'Hello' },
    { headers: { 'X-Forwarded-For': nextClient() } },
  );
  expect(sent.status).toBe(200);
  return { reference: sent.reference ?? '', cookie: sent.cookie ?? '' };
}

async function casePage(path: string, cookie: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The "Agreement" part of a staff case page: from its heading to the next one. */
function agreementPart(html: string): string {
  const start = html.indexOf('<h2>Agreement</h2>');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('<h2', start + 1));
}

let staff: StaffClient | undefined;
async function staffBrowser(): Promise<StaffClient> {
  if (staff) return staff;
  const { secret } = await enrolled(`reader-${n}@example.com`);
  const { browser, answer } = await signedIn(`reader-${n}@example.com`, secret);
  expect(answer.status).toBe(303);
  staff = browser;
  return browser;
}

for (const engine of ENGINES) {
  describe(`the recorded agreement shown on ${engine}`, { timeout: 60_000 }, () => {
    useStaffOffice(engine);

    it('"Not accepted" for staff, and no line for the visitor, while none is recorded', async () => {
      staff = undefined;
      const { reference, cookie } = await visitorWithCase();
      const page = await (await staffBrowser()).get(`/staff/cases/${reference}`);
      expect(agreementPart(page.html)).toBe('<h2>Agreement</h2><p>Not accepted</p>');
      expect(await casePage('/case', cookie)).not.toContain('Agreement accepted');
    });

    it('shows staff the time, version, language, address and browser, as text', async () => {
      const { reference, cookie } = await visitorWithCase();
      const client = nextClient();
      const accepted = await acceptAgreementForm(server.url, EN, {
        cookie,
        headers: { 'X-Forwarded-For': client, 'User-Agent': HOSTILE_AGENT },
      });
      expect(accepted.status).toBe(200);
      const part = agreementPart(
        (await (await staffBrowser()).get(`/staff/cases/${reference}`)).html,
      );
      const cells = [...part.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1]);
      expect(cells).toEqual([
        // A staff time: in the office's zone (OFFICE_TIME_ZONE, decision 079).
        expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/),
        `<code class="staff-long">${EN}</code> (the current text)`,
        'English',
        client,
        'Mozilla/5.0 &lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; more',
      ]);
      expect(part).not.toContain('<img');
    });

    it('"Agreement accepted on DATE" on /case and /es/case, the day in the office’s time zone; an earlier text named so for staff', async () => {
      const { reference, cookie } = await visitorWithCase();
      const { id } = await db()
        .selectFrom('cases')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      // 03:30 UTC on March 5 is the evening of March 4 in New York.
      await db()
        .insertInto('agreement_acceptances')
        .values({
          case_id: id,
          version: 'f'.repeat(64),
          language: 'en',
          client_address: '192.0.2.1',
          user_agent: 'Old browser',
          accepted_at: new Date('2026-03-05T03:30:00Z'),
        })
        .execute();
      expect(await casePage('/case', cookie)).toContain(
        '<p>Agreement accepted on March 4, 2026</p>',
      );
      expect(await casePage('/es/case', cookie)).toContain(
        '<p>Acuerdo aceptado el 4 de marzo de 2026</p>',
      );
      const part = agreementPart(
        (await (await staffBrowser()).get(`/staff/cases/${reference}`)).html,
      );
      expect(part).toContain('Mar 4, 2026, 10:30 PM EST');
      expect(part).toContain('an earlier text');
    });
  });
}

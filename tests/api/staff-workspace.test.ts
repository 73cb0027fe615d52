import { beforeAll, describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { ENGINES } from './helpers/engines';
import { seedCase } from './helpers/seed-case';
import { csrfToken, type StaffClient } from './helpers/staff-client';
import { db, enrolled, server, signedIn, useStaffOffice } from './helpers/staff-office';

// The preparer's workspace through the real server (docs/back-office.md, "Who the client is"):
// the case page's "Client", the Cases columns, the search by name, the status counts, and every
// staff time in the office's zone (OFFICE_TIME_ZONE, here its default America/New_York).

/** "Nov 25, 2026, 9:14 AM EST": a staff time as the office reads it. */
const OFFICE_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/;

/** A contact message from a browser of its own: its case's reference. */
async function contact(name: string, email: string, language: 'en' | 'es' = 'en'): Promise<string> {
  // Sent from the contact page in `language`, which the case opens in.
  const sent = await sendContactForm(
    server.url,
    { name, email, message: 'When will my refund come?' },
    { language },
  );
  expect(sent.status).toBe(200);
  return sent.reference ?? '';
}

/** The text of an element of `html` (its tags taken out), by a regular expression's group. */
const columnHeadings = (html: string) =>
  [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);

/** The Cases screen's row of a case, as HTML. */
const rowOf = (html: string, reference: string) =>
  new RegExp(`<tr><td><a href="/staff/cases/${reference}">.*?</tr>`).exec(html)?.[0] ?? '';

const referencesIn = (html: string) =>
  [...html.matchAll(/<td><a href="\/staff\/cases\/(QR-[\w-]+)">/g)].map((m) => m[1]);

for (const engine of ENGINES) {
  describe(`the preparer's workspace on ${engine}`, { timeout: 90_000 }, () => {
    useStaffOffice(engine);
    let staff: StaffClient;

    beforeAll(async () => {
      const { secret } = await enrolled('office@example.com', true);
      const answer = await signedIn('office@example.com', secret);
      expect(answer.answer.status).toBe(303);
      staff = answer.browser;
    }, 60_000);

    it('a case page opens with "Client": name, e-mail, language and first contact, in the office’s time', async () => {
      const reference = await contact('Ána María <b>López</b>', 'ana@example.com');
      const page = await staff.get(`/staff/cases/${reference}`);
      expect(page.status).toBe(200);
      const client = /<section aria-labelledby="client-heading">.*?<\/section>/.exec(page.html);
      expect(client?.[0]).toMatch(
        /^<section aria-labelledby="client-heading"><h2 id="client-heading">Client<\/h2><dl class="review"><dt>Name<\/dt><dd>Ána María &lt;b&gt;López&lt;\/b&gt;<\/dd><dt>Email<\/dt><dd>ana@example\.com<\/dd><dt>Language<\/dt><dd>English<\/dd><dt>First contact<\/dt><dd>[^<]+<\/dd><\/dl><\/section>$/,
      );
      expect(client?.[0]).toMatch(OFFICE_TIME);
      // The first section after the heading: before any other.
      expect(page.html.indexOf('<h2')).toBe(page.html.indexOf('<h2 id="client-heading">'));

      // A case opened from the Spanish contact page is a Spanish client's.
      const spanish = await contact('Sofía Ruiz', 'sofia@example.com', 'es');
      expect((await staff.get(`/staff/cases/${spanish}`)).html).toContain(
        '<dt>Language</dt><dd>Spanish</dd>',
      );

      // A case with no message: no name, no e-mail; its times in New York's.
      const { id, reference: quiet } = await seedCase(db());
      await db()
        .updateTable('cases')
        .set({ last_activity_at: new Date('2026-07-04T16:05:00Z') })
        .where('id', '=', id)
        .execute();
      const seeded = await staff.get(`/staff/cases/${quiet}`);
      expect(seeded.html).toContain(
        '<dt>Name</dt><dd>Not given</dd><dt>Email</dt><dd>Not given</dd><dt>Language</dt><dd>English</dd>',
      );
      expect(seeded.html).toContain('<dd>Jul 4, 2026, 12:05 PM EDT</dd>');
    });

    it('Cases: the six columns in order, the client, who works it, what it waits for, the last activity in the office’s time', async () => {
      const named = await contact('Bruno Díaz', 'bruno@example.com');
      const { reference: unnamed } = await seedCase(db(), {
        lastActivityAt: new Date('2026-11-25T14:14:00Z'),
      });
      const list = await staff.get('/staff/cases');
      expect(columnHeadings(list.html)).toEqual([
        'Reference',
        'Client',
        'Status',
        'Assigned to',
        'Waiting for',
        'Last activity',
      ]);
      expect(rowOf(list.html, named)).toMatch(
        /<td>Bruno Díaz<\/td><td>Received<\/td><td>Unassigned<\/td><td><\/td><td>[^<]+<\/td><\/tr>$/,
      );
      expect(rowOf(list.html, named)).toMatch(OFFICE_TIME);
      expect(rowOf(list.html, unnamed)).toContain(
        '<td>Not given</td><td>Received</td><td>Unassigned</td><td></td><td>Nov 25, 2026, 9:14 AM EST</td>',
      );
    });

    it('each status with its count is a link to its cases, and the counts follow the changes', async () => {
      const counted = async () => {
        const rows = await db()
          .selectFrom('cases')
          .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
          .groupBy('status')
          .execute();
        return new Map(rows.map((row) => [row.status, Number(row.n)]));
      };
      const link = (status: string, label: string, count: number, current = false) =>
        `<a href="/staff/cases?status=${status}"${current ? ' aria-current="page"' : ''}>${label} (${count})</a>`;
      const reference = await contact('Carla Status', 'carla@example.com');
      let counts = await counted();
      let list = await staff.get('/staff/cases');
      expect(list.html).toMatch(/<nav aria-label="Case counts"><ul class="staff-counts">/);
      expect(list.html).toContain(link('received', 'Received', counts.get('received') ?? 0));
      expect(list.html).toContain(link('in_review', 'In review', counts.get('in_review') ?? 0));
      expect(list.html).toContain(link('closed', 'Closed', 0));

      const page = await staff.get(`/staff/cases/${reference}`);
      const updated = await staff.post(`/staff/cases/${reference}`, {
        csrf: csrfToken(page.html),
        status: 'in_review',
        note: '',
        estimate: '',
      });
      expect(updated.status).toBe(303);
      counts = await counted();
      expect(counts.get('in_review')).toBe(1);
      list = await staff.get('/staff/cases?status=in_review');
      expect(list.html).toContain(link('in_review', 'In review', 1, true));
      expect(list.html).toContain(link('received', 'Received', counts.get('received') ?? 0));
      expect(referencesIn(list.html)).toEqual([reference]);
    });

    it('finds a case by any part of its client’s name, ignoring case and accents; one character is refused', async () => {
      const ana = await contact('Anaïs Xóchitl Quiñónez', 'axq@example.com');
      const other = await contact('50% Percent_Person', 'pp@example.com');
      for (const typed of ['anais', 'ÁNAÏS XO', 'quiñon', 'CHITL', 'Xóchitl Quiñónez']) {
        const found = await staff.get(`/staff/cases?q=${encodeURIComponent(typed)}`);
        expect(found.status).toBe(200);
        expect(referencesIn(found.html)).toEqual([ana]);
      }
      // The wildcards of SQL's LIKE are only characters here.
      expect(referencesIn((await staff.get('/staff/cases?q=0%25%20p')).html)).toEqual([other]);
      expect(referencesIn((await staff.get('/staff/cases?q=t_p')).html)).toEqual([other]);
      expect(referencesIn((await staff.get('/staff/cases?q=a%25z')).html)).toEqual([]);
      expect(referencesIn((await staff.get('/staff/cases?q=a_a')).html)).toEqual([]);
      expect(referencesIn((await staff.get('/staff/cases?q=%5C%5C')).html)).toEqual([]);
      const one = await staff.get('/staff/cases?q=%C3%A1');
      expect(one.status).toBe(400);
      expect(one.html).toContain(
        '<p class="message message--error" role="alert">Type at least 2 letters of the client’s name, a whole reference or an email address.</p>',
      );
      expect(referencesIn(one.html)).toEqual([]);
      // What was typed stays in the field; the audit log keeps that there was a search, not what.
      expect(one.html).toContain('type="search" name="q" value="á"');
      const logged = await db()
        .selectFrom('audit_log')
        .select('subject')
        .where('action', '=', 'cases listed')
        .execute();
      expect(logged.some((entry) => entry.subject.includes('ana'))).toBe(false);
    });

    it('the audit log’s dates are the office’s days, and its times the office’s', async () => {
      // 3 AM on Nov 26 in UTC is 10 PM on Nov 25 in New York.
      await db()
        .insertInto('audit_log')
        .values({
          at: new Date('2026-11-26T03:00:00Z'),
          actor: 'command line',
          action: 'account added',
          subject: 'late@example.com',
        })
        .execute();
      const day = (date: string) =>
        staff.get(`/staff/audit?account=command%20line&from=${date}&to=${date}`);
      const on25 = await day('2026-11-25');
      expect(on25.status).toBe(200);
      expect(on25.html).toContain('<td>Nov 25, 2026, 10:00 PM EST</td>');
      expect(on25.html).toContain('late@example.com');
      expect((await day('2026-11-26')).html).not.toContain('late@example.com');
    });
  });
}

import { describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { addStaffReply } from '../../server/cases/thread';
import { STAFF_PAGE_SIZE } from '../../server/staff/route-checks.server';
import { ENGINES } from './helpers/engines';
import { csrfToken, type StaffClient } from './helpers/staff-client';
import { db, enrolled, server, signedIn, useStaffOffice } from './helpers/staff-office';
import { seedCase } from './helpers/seed-case';

// The staff Messages screen (docs/back-office.md, "Staff screens"; decision 076) lists what a
// visitor writes on their case page beside the contact form's messages, so that nothing a visitor
// writes is missed: unread ones marked, each linked to its case, "Mark handled". Opening the
// screen or a case changes nothing (decision 057).

let n = 0;
const nextClient = () => `192.0.2.${100 + (n += 1)}`;

/** A contact message from a new browser: its case's reference and cookie. */
async function contactMessage(name: string, message: string) {
  const sent = await sendContactForm(
    server.url,
    { name, email: 'ana@example.com', message },
    { headers: { 'X-Forwarded-For': nextClient() } },
  );
  expect(sent.status).toBe(200);
  return { reference: sent.reference ?? '', cookie: sent.cookie ?? '' };
}

/** "Send message" on the visitor's case page, as a browser without JavaScript posts it. */
async function caseMessage(cookie: string, message: string) {
  const response = await fetch(`${server.url}/case`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: server.url,
      Cookie: cookie,
      'X-Forwarded-For': nextClient(),
    },
    body: new URLSearchParams({ message }).toString(),
  });
  expect(response.status).toBe(303);
  return (
    await db()
      .selectFrom('case_messages')
      .select('id')
      .where('body', '=', message)
      .executeTakeFirstOrThrow()
  ).id;
}

/** A staff reply in the case of `reference`: its id in the thread. */
async function reply(reference: string, staffId: number, body: string): Promise<number> {
  const { id: caseId } = await db()
    .selectFrom('cases')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  await addStaffReply(db(), { caseId, staffId, body, clientAddress: '' });
  const { id } = await db()
    .selectFrom('case_messages')
    .select('id')
    .where('body', '=', body)
    .executeTakeFirstOrThrow();
  return id;
}

/** What staff marks on messages, in both tables: what a GET must never change. */
const marks = async () => ({
  contact: await db()
    .selectFrom('contact_messages')
    .select(['id', 'read_at', 'handled_at'])
    .orderBy('id')
    .execute(),
  thread: await db()
    .selectFrom('case_messages')
    .select(['id', 'read_at', 'handled_at', 'handled_by'])
    .orderBy('id')
    .execute(),
});

async function staffBrowser(email: string): Promise<{ browser: StaffClient; id: number }> {
  const { secret } = await enrolled(email);
  const { browser, answer } = await signedIn(email, secret);
  expect(answer.status).toBe(303);
  const { id } = await db()
    .selectFrom('staff_accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { browser, id };
}

/** The rows of the Messages screen's table, each row's cells as text with links' targets. */
function rowsOf(html: string): string[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => row[0]);
}

for (const engine of ENGINES) {
  describe(`the Messages screen on ${engine}`, { timeout: 60_000 }, () => {
    useStaffOffice(engine);

    it('lists a visitor’s case-page messages with the contact form’s, newest first, unread marked, as text', async () => {
      const { browser, id: staffId } = await staffBrowser('inbox@example.com');
      const { reference, cookie } = await contactMessage('Ana', 'First, by the contact form');
      // A staff reply is no visitor's message: never listed here. (It handles what came before
      // it: the message written after it is the one still unread.)
      await reply(reference, staffId, 'A staff reply');
      const written = await caseMessage(cookie, 'Then on my case page: <b>bold</b>?');
      const before = await marks();

      const list = await browser.get('/staff/messages');
      expect(list.status).toBe(200);
      expect(list.html).toContain('<h1>Messages</h1>');
      expect(list.html).not.toContain('A staff reply');
      const rows = rowsOf(list.html);
      const [caseRow = '', contactRow = ''] = rows;
      expect(caseRow).toContain('<tr class="staff-unread">');
      expect(caseRow).toContain('The client, on their case page');
      expect(caseRow).toContain('Then on my case page: &lt;b&gt;bold&lt;/b&gt;?');
      expect(caseRow).toContain('<strong class="staff-unread">Unread</strong>');
      expect(caseRow).toContain(`<a href="/staff/cases/${reference}">${reference}</a>`);
      expect(caseRow).toContain(`action="/staff/messages/case/${written}/handled"`);
      expect(caseRow).toContain('Mark handled</button>');
      expect(contactRow).toContain('Message from Ana');
      expect(contactRow).toContain(`<a href="/staff/cases/${reference}">${reference}</a>`);

      // Reading the list, the case and its thread changes nothing.
      expect((await browser.get(`/staff/cases/${reference}`)).status).toBe(200);
      expect((await browser.get('/staff/messages?before=junk')).status).toBe(200);
      expect(await marks()).toEqual(before);

      const handled = await browser.post(`/staff/messages/case/${written}/handled`, {
        csrf: csrfToken(list.html),
        back: '/staff/messages',
      });
      expect(handled.status).toBe(303);
      expect(handled.response.headers.get('location')).toBe('/staff/messages');
      const row = (await marks()).thread.find((message) => message.id === written);
      expect(row?.handled_at).toBeInstanceOf(Date);
      expect(row?.read_at).toBeInstanceOf(Date);
      expect(row?.handled_by).toBe(staffId);
      const after = rowsOf((await browser.get('/staff/messages')).html)[0] ?? '';
      expect(after).toContain('Handled');
      expect(after).not.toContain('Mark handled</button>');
      const logged = await db()
        .selectFrom('audit_log')
        .select(['actor', 'subject'])
        .where('action', '=', 'message handled')
        .execute();
      expect(logged).toEqual([{ actor: 'inbox@example.com', subject: `case message ${written}` }]);
    });

    it('"Mark handled" on a case-page message: once, with the form token, from this site, a visitor’s only', async () => {
      const { browser, id: staffId } = await staffBrowser('guard@example.com');
      const { reference, cookie } = await contactMessage('Bo', 'Hello');
      const replied = await reply(reference, staffId, 'Guarded reply');
      const written = await caseMessage(cookie, 'Guarded message');
      const csrf = csrfToken((await browser.get('/staff/messages')).html);
      const path = `/staff/messages/case/${written}/handled`;
      const before = await marks();
      const crossSite = await browser.post(path, { csrf }, { Origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
      expect((await browser.post(path, { csrf: 'guess' })).status).toBe(403);
      expect((await browser.get(path)).status).toBe(405);
      expect((await browser.post(`/staff/messages/case/${replied}/handled`, { csrf })).status).toBe(
        404,
      );
      expect((await browser.post('/staff/messages/case/2147483000/handled', { csrf })).status).toBe(
        404,
      );
      expect(await marks()).toEqual(before);
      expect((await browser.post(path, { csrf })).status).toBe(303);
      // Handled already: back to the list, nothing written again.
      expect((await browser.post(path, { csrf })).status).toBe(303);
      const entries = await db()
        .selectFrom('audit_log')
        .select('subject')
        .where('action', '=', 'message handled')
        .where('subject', '=', `case message ${written}`)
        .execute();
      expect(entries).toHaveLength(1);
    });

    it(`pages both kinds together by time, ${STAFF_PAGE_SIZE} a page, through messages written at the same moment`, async () => {
      const { browser } = await staffBrowser('pager@example.com');
      await db().deleteFrom('contact_messages').execute();
      await db().deleteFrom('case_messages').execute();
      const { id: caseId } = await seedCase(db());
      const at = new Date('2026-04-01T12:00:00.123Z');
      for (let i = 0; i < 30; i += 1) {
        await db()
          .insertInto('contact_messages')
          .values({
            name: `Sender ${i}`,
            email: 's@example.com',
            message: `contact ${i}`,
            client_address: '',
            case_id: caseId,
            created_at: at,
          })
          .execute();
        await db()
          .insertInto('case_messages')
          .values({
            case_id: caseId,
            author: 'visitor',
            body: `case ${i}`,
            created_at: at,
          })
          .execute();
      }
      const first = await browser.get('/staff/messages');
      const next = /<a href="([^"]+)" rel="next">Older messages<\/a>/.exec(first.html)?.[1];
      expect(next).toMatch(/^\/staff\/messages\?before=2026-04-01T12%3A00%3A00\.123000Z_case_\d+$/);
      const second = await browser.get((next ?? '').replaceAll('&amp;', '&'));
      expect(second.html).not.toContain('rel="next"');
      expect(second.html).toContain('Newest messages');
      const seen = [...rowsOf(first.html), ...rowsOf(second.html)].map(
        (row) => /<td>((?:contact|case) \d+)<\/td>/.exec(row)?.[1],
      );
      expect(rowsOf(first.html)).toHaveLength(STAFF_PAGE_SIZE);
      expect(new Set(seen).size).toBe(60);
      expect(seen.slice(0, 3)).toEqual(['contact 29', 'contact 28', 'contact 27']);
      expect(seen.at(-1)).toBe('case 0');
    });
  });
}

import { beforeAll, describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { newReference } from '../../server/cases/reference';
import * as sample from './helpers/documents-samples';
import { ENGINES } from './helpers/engines';
import { useOffice } from './helpers/office-server';
import { csrfToken, signedInStaff, type StaffClient } from './helpers/staff-client';

/** The references in a Cases page, in order. */
const references = (html: string) =>
  [...html.matchAll(/<td><a href="\/staff\/cases\/(QR-[\w-]+)">/g)].map((m) => m[1] ?? '');
const olderLink = (html: string) =>
  /<a href="([^"]+)" rel="next">Older cases<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');

for (const engine of ENGINES) {
  describe(`staff cases on ${engine}`, () => {
    const server = useOffice(engine, { CONTACT_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' });
    let staff: StaffClient;

    beforeAll(async () => {
      staff = await signedInStaff(server(), 'prep@example.com');
    }, 60_000);
    const db = () => server().app.office.database.db;

    async function uploadAs(cookie: string | undefined, bytes: Buffer, filename: string) {
      const form = new FormData();
      form.append('upload_preset', 'tax_documents');
      form.append('file', new Blob([new Uint8Array(bytes)]), filename);
      const response = await fetch(`${server().url}/api/upload`, {
        method: 'POST',
        body: form,
        headers: cookie ? { Cookie: cookie } : {},
      });
      const set = response.headers.getSetCookie()[0]?.split(';')[0];
      const json = (await response.json()) as { reference: string; public_id: string };
      return { cookie: set, ...json };
    }

    it('lists cases newest first, 50 a page by keyset; filters by status; searches by reference or e-mail', async () => {
      // 120 cases, 60 of them opened in the same microsecond: paging must still show each once.
      const same = new Date('2026-03-01T12:00:00.123456Z');
      const made: string[] = [];
      for (let i = 0; i < 120; i += 1) {
        const reference = newReference();
        made.push(reference);
        await db()
          .insertInto('cases')
          .values({
            reference,
            status: i % 3 === 0 ? 'filed' : 'received',
            created_at: i < 60 ? same : new Date(Date.UTC(2026, 2, 2, 0, 0, i)),
          })
          .execute();
      }
      const seen: string[] = [];
      let path: string | undefined = '/staff/cases';
      let pages = 0;
      while (path) {
        const page = await staff.get(path);
        expect(page.status).toBe(200);
        expect(page.html).toContain('<h1>Cases</h1>');
        const onPage = references(page.html);
        expect(onPage.length).toBeLessThanOrEqual(50);
        seen.push(...onPage);
        path = olderLink(page.html);
        pages += 1;
      }
      expect(pages).toBe(3);
      expect(seen).toHaveLength(120);
      expect(new Set(seen)).toEqual(new Set(made));
      // The 60 later ones first, newest first.
      expect(seen.slice(0, 60)).toEqual(made.slice(60).reverse());

      const filed = await staff.get('/staff/cases?status=filed');
      const filedRefs = references(filed.html);
      expect(filedRefs).toHaveLength(40);
      expect(filed.html).toContain('<option value="filed" selected="">Filed with the IRS</option>');
      const filedOlder = olderLink(filed.html);
      expect(filedOlder).toBeUndefined();

      // Search by reference, typed loosely.
      const target = made[7] ?? '';
      const typed = target.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o');
      const byReference = await staff.get(`/staff/cases?q=${encodeURIComponent(typed)}`);
      expect(references(byReference.html)).toEqual([target]);
      // Anything else is a part of a client's name: one character is too little to search by.
      const noName = await staff.get('/staff/cases?q=hello');
      expect(noName.status).toBe(200);
      expect(references(noName.html)).toEqual([]);
      const one = await staff.get('/staff/cases?q=h');
      expect(one.status).toBe(400);
      expect(one.html).toContain(
        'role="alert">Type at least 2 letters of the client’s name, a whole reference or an email address.</p>',
      );

      // Search by the e-mail of a message, in any case; the client's name from the message.
      const first = await uploadAs(undefined, sample.pdf(), 'w2.pdf');
      await uploadAs(first.cookie, sample.png(), 'receipt.png');
      // The message as the contact form records it, from the browser whose upload opened the case.
      const sent = await sendContactForm(
        server().url,
        { name: 'Ana', email: 'Ana.Lopez@Example.com', message: 'Hi' },
        { cookie: first.cookie ?? '' },
      );
      expect(sent.status).toBe(200);
      expect(sent.reference).toBe(first.reference);
      const byEmail = await staff.get('/staff/cases?q=ana.lopez%40example.com');
      expect(references(byEmail.html)).toEqual([first.reference]);
      expect(byEmail.html).toContain(
        `<td><a href="/staff/cases/${first.reference}">${first.reference}</a></td><td>Ana</td><td>Received</td><td>Unassigned</td><td></td><td>`,
      );
      expect(references((await staff.get('/staff/cases?q=nobody%40example.com')).html)).toEqual([]);

      // Every screen shown is in the audit log, with its filter and page, never the searched words.
      const listed = await db()
        .selectFrom('audit_log')
        .select(['actor', 'subject'])
        .where('action', '=', 'cases listed')
        .orderBy('id')
        .execute();
      expect(listed.map((entry) => entry.subject)).toEqual([
        'every status, first page',
        'every status, an older page',
        'every status, an older page',
        'status filed, first page',
        'every status, a search, first page',
        'every status, a search, first page',
        'every status, a search, first page',
        'every status, a search, first page',
        'every status, a search, first page',
      ]);
      expect(new Set(listed.map((entry) => entry.actor))).toEqual(new Set(['prep@example.com']));
    });

    it('a case page: documents download decrypted and logged, messages, events; Update case writes one event', async () => {
      const w2 = sample.pdf();
      const receipt = sample.png();
      const first = await uploadAs(undefined, w2, 'w2.pdf');
      await uploadAs(first.cookie, receipt, 'receipt.png');

      const page = await staff.get(`/staff/cases/${first.reference}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<h1>${first.reference}</h1>`);
      const links = [
        ...page.html.matchAll(
          /<a href="(\/staff\/cases\/[^"]+\/documents\/[^"]+)" download="">([^<]+)<\/a>/g,
        ),
      ].map((m) => ({ href: m[1] ?? '', name: m[2] }));
      expect(links.map((link) => link.name)).toEqual(['w2.pdf', 'receipt.png']);
      for (const [i, { href }] of links.entries()) {
        const bytes = [w2, receipt][i];
        const download = await staff.get(href);
        expect(download.status).toBe(200);
        const again = await fetch(`${server().url}${href}`, {
          headers: { Cookie: staff.cookieHeader() },
        });
        expect(Buffer.from(await again.arrayBuffer()).equals(bytes ?? Buffer.alloc(0))).toBe(true);
      }
      // Signed out, nothing.
      const stranger = await fetch(`${server().url}${links[0]?.href}`, { redirect: 'manual' });
      expect(stranger.status).toBe(303);
      // Another case's path does not reach this document.
      const elsewhere = await staff.get(
        (links[0]?.href ?? '').replace(first.reference, 'QR-0000-0000-0000'),
      );
      expect(elsewhere.status).toBe(404);

      // A loosely typed reference in the path goes to the canonical one.
      const loose = await staff.get(`/staff/cases/${first.reference.toLowerCase()}`);
      expect(loose.status).toBe(301);
      expect(loose.response.headers.get('location')).toBe(`/staff/cases/${first.reference}`);

      const csrf = csrfToken(page.html);
      // A post to it is sent on as a post (308), so its form is not lost.
      const loosePost = await staff.post(`/staff/cases/${first.reference.toLowerCase()}`, {
        csrf,
        status: 'filed',
        note: '',
        estimate: '',
      });
      expect(loosePost.status).toBe(308);
      expect(loosePost.response.headers.get('location')).toBe(`/staff/cases/${first.reference}`);
      const bad = await staff.post(`/staff/cases/${first.reference}`, {
        csrf,
        status: 'filed',
        note: 'x',
        estimate: '12.345',
      });
      expect(bad.status).toBe(400);
      expect(bad.html).toContain('role="alert"');
      expect(bad.html).toContain('Enter the estimated refund in US dollars');
      const forged = await staff.post(`/staff/cases/${first.reference}`, {
        csrf: 'wrong',
        status: 'filed',
        note: '',
        estimate: '',
      });
      expect(forged.status).toBe(403);

      const updated = await staff.post(`/staff/cases/${first.reference}`, {
        csrf,
        status: 'filed',
        note: 'We filed your return today.',
        estimate: '1,250.50',
      });
      expect(updated.status).toBe(303);
      const after = await staff.get(updated.response.headers.get('location') ?? '');
      expect(after.html).toContain('The case was updated.');
      expect(after.html).toContain('<dd>Filed with the IRS</dd>');
      expect(after.html).toContain('<dd>$1,250.50</dd>');
      expect(after.html).toContain(
        '<td>Status: Filed with the IRS</td><td>We filed your return today.</td><td>prep@example.com</td>',
      );
      const row = await db()
        .selectFrom('cases')
        .select(['status', 'estimated_refund_cents'])
        .where('reference', '=', first.reference)
        .executeTakeFirstOrThrow();
      expect({ ...row, estimated_refund_cents: Number(row.estimated_refund_cents) }).toEqual({
        status: 'filed',
        estimated_refund_cents: 125_050,
      });

      const log = await db()
        .selectFrom('audit_log')
        .select(['actor', 'action', 'subject'])
        .where('subject', 'like', `%${first.reference}%`)
        .orderBy('id')
        .execute();
      const actions = log.map((entry) => entry.action);
      expect(actions.filter((a) => a === 'document downloaded')).toHaveLength(4);
      expect(actions.filter((a) => a === 'case viewed').length).toBeGreaterThanOrEqual(3);
      expect(log).toContainEqual({
        actor: 'prep@example.com',
        action: 'status changed',
        subject: `case ${first.reference}: filed`,
      });
    });

    it('a document gone from the store answers a staff page, not JSON', async () => {
      const upload = await uploadAs(undefined, sample.pdf(), 'lost.pdf');
      const page = await staff.get(`/staff/cases/${upload.reference}`);
      const href =
        /<a href="(\/staff\/cases\/[^"]+\/documents\/([^"]+))" download="">lost\.pdf</.exec(
          page.html,
        );
      expect(href).not.toBeNull();
      await server().app.documents.storage.remove(href?.[2] ?? '');
      const gone = await staff.get(href?.[1] ?? '');
      expect(gone.status).toBe(404);
      expect(gone.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(gone.html).toContain('<nav aria-label="Staff"');
      expect(gone.html).toContain('<h1>Document not available</h1>');
      expect(gone.html).toContain('This document does not exist.');
    });

    it('the Messages screen links each message to its case', async () => {
      const { reference = '' } = await sendContactForm(server().url, {
        name: 'Linked Sender',
        email: 'l@example.com',
        message: 'Hello',
      });
      const list = await staff.get('/staff/messages');
      const listed = await db()
        .selectFrom('audit_log')
        .select(['action', 'subject'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(listed).toEqual({ action: 'messages listed', subject: 'first page' });
      expect(list.html).toMatch(
        new RegExp(
          `Message from Linked Sender</a>.*?<a href="/staff/cases/${reference}">${reference}</a>`,
        ),
      );
    });
  });
}

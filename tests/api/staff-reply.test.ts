import { describe, expect, it } from 'vitest';
import { csrfToken, type StaffClient } from './helpers/staff-client';
import { ENGINES } from './helpers/engines';
import { db, enrolled, server, signedIn, useStaffOffice } from './helpers/staff-office';

// "Reply to the client" on the staff case page (docs/back-office.md, "The conversation with the
// client"), through the real server: the thread, the form, its refusals and the audit log.

/** A contact message from a browser of its own: its case's reference. */
async function caseWithMessage(message: string): Promise<string> {
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Ana <b>Lopez</b>', email: 'ana@example.com', message }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

async function staffBrowser(email: string): Promise<StaffClient> {
  const { secret } = await enrolled(email);
  const { browser, answer } = await signedIn(email, secret);
  expect(answer.status).toBe(303);
  return browser;
}

const replies = async () =>
  db().selectFrom('case_messages').select(['author', 'body']).orderBy('id').execute();

for (const engine of ENGINES) {
  describe(`a staff reply on ${engine}`, { timeout: 60_000 }, () => {
    useStaffOffice(engine);

    it('joins the thread under the visitor’s message, as text, and the audit log records it', async () => {
      const reference = await caseWithMessage('Do you need my W-2?');
      const staff = await staffBrowser('replier@example.com');
      const page = await staff.get(`/staff/cases/${reference}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h2 id="reply-heading">Reply to the client</h2>');
      expect(page.html).toMatch(/<form[^>]*aria-labelledby="reply-heading"/);
      expect(page.html).toContain('<label for="case-reply">Reply</label>');
      expect(page.html).toMatch(/<button type="submit" class="button">Send reply<\/button>/);

      const reply = 'Yes: upload it on your case page. <script>alert(1)</script>';
      const sent = await staff.post(`/staff/cases/${reference}/reply`, {
        csrf: csrfToken(page.html),
        reply: `  ${reply}\n`,
      });
      expect(sent.status).toBe(303);
      expect(sent.response.headers.get('location')).toBe(
        `/staff/cases/${reference}?replied=1#reply-heading`,
      );
      expect(await replies()).toEqual([{ author: 'staff', body: reply }]);

      const after = await staff.get(`/staff/cases/${reference}?replied=1`);
      expect(after.html).toContain('role="status">Your reply was sent.</p>');
      // Both directions, oldest first; markup shows as typed, never as markup.
      const visitor = after.html.indexOf('Do you need my W-2?');
      const staffReply = after.html.indexOf('Reply from replier@example.com');
      expect(visitor).toBeGreaterThan(0);
      expect(staffReply).toBeGreaterThan(visitor);
      expect(after.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(after.html).not.toContain('<script>alert(1)');
      expect(after.html).toContain('Message from Ana &lt;b&gt;Lopez&lt;/b&gt;');

      const logged = await db()
        .selectFrom('audit_log')
        .select(['actor', 'action', 'subject'])
        .where('action', '=', 'reply sent')
        .execute();
      expect(logged).toEqual([
        { actor: 'replier@example.com', action: 'reply sent', subject: `case ${reference}` },
      ]);
    });

    it('refuses an empty or too long reply (shown again as typed), a forged or cross-site post, an unknown case', async () => {
      const reference = await caseWithMessage('Hello');
      const staff = await staffBrowser('refused@example.com');
      const before = await replies();
      const csrf = csrfToken((await staff.get(`/staff/cases/${reference}`)).html);
      const path = `/staff/cases/${reference}/reply`;

      const empty = await staff.post(path, { csrf, reply: ' \n ' });
      expect(empty.status).toBe(400);
      expect(empty.html).toContain('role="alert">Write a reply before sending it.</p>');

      const long = 'é'.repeat(5001);
      const tooLong = await staff.post(path, { csrf, reply: long });
      expect(tooLong.status).toBe(400);
      expect(tooLong.html).toContain('The reply can be at most 5000 characters.');
      expect(tooLong.html).toContain(`>${long}</textarea>`);
      // 5,000 characters exactly are taken.
      expect((await staff.post(path, { csrf, reply: 'é'.repeat(5000) })).status).toBe(303);

      expect((await staff.post(path, { csrf: 'wrong', reply: 'forged' })).status).toBe(403);
      const crossSite = await staff.post(
        path,
        { csrf, reply: 'cross-site' },
        { Origin: 'https://evil.example' },
      );
      expect(crossSite.status).toBe(403);
      expect(
        (await staff.post('/staff/cases/QR-0000-0000-0000/reply', { csrf, reply: 'x' })).status,
      ).toBe(404);
      const loose = await staff.post(`/staff/cases/${reference.toLowerCase()}/reply`, {
        csrf,
        reply: 'loose',
      });
      expect(loose.status).toBe(308);
      expect(loose.response.headers.get('location')).toBe(path);
      expect((await staff.get(path)).status).toBe(405);

      const stored = (await replies()).slice(before.length);
      expect(stored).toEqual([{ author: 'staff', body: 'é'.repeat(5000) }]);
    });

    it('is only for staff: a signed-out post goes to the sign-in page and stores nothing', async () => {
      const reference = await caseWithMessage('Anyone there?');
      const before = (await replies()).length;
      const answer = await fetch(`${server.url}/staff/cases/${reference}/reply`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
        body: 'reply=hello',
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/staff/sign-in');
      expect(await replies()).toHaveLength(before);
    });
  });
}

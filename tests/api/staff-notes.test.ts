import { describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/engines';
import { server, smtp, staff, useMailOffice } from './helpers/mail-office';
import { until } from './helpers/smtp';
import { csrfToken } from './helpers/staff-client';

// Internal notes (docs/back-office.md, "Internal notes") through the real server: added on the
// case page, listed newest first with author and time, refused when empty or too long, and never
// shown to the visitor: not by the tracker, not on the case page, not in any e-mail (read from a
// real SMTP server the test starts).

const MAX = 5000;

for (const engine of ENGINES) {
  describe(`internal notes on ${engine}`, { timeout: 90_000 }, () => {
    useMailOffice(engine, {
      env: {
        CONTACT_RATE_LIMIT: '1000',
        // Not the default zone: the setting reaches the staff pages.
        OFFICE_TIME_ZONE: 'America/Los_Angeles',
      },
      staffEmail: 'noter@example.com',
    });
    const db = () => server.app.office.database.db;
    const notes = () => db().selectFrom('case_notes').select('body').orderBy('id').execute();

    /** A visitor's message from a browser of its own: the reference and the case cookie. */
    async function visitorCase(email: string) {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Nora Visitor', email, message: 'Hello' }),
      });
      const { reference } = (await response.json()) as { reference: string };
      return { reference, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? '' };
    }

    async function addNote(reference: string, note: string, extra: Record<string, string> = {}) {
      const page = await staff.get(`/staff/cases/${reference}`);
      return staff.post(
        `/staff/cases/${reference}/notes`,
        { csrf: csrfToken(page.html), note },
        extra,
      );
    }

    it('adds a note, listed newest first with its author and time, as text; audited without its words', async () => {
      const { reference } = await visitorCase('nora@example.com');
      const page = await staff.get(`/staff/cases/${reference}`);
      expect(page.html).toContain('<section><h2 id="notes-heading">Internal notes</h2>');
      expect(page.html).toContain('<label for="case-note">Internal note</label>');
      expect(page.html).toContain('<button type="submit" class="button">Add note</button>');
      expect(page.html).toContain('<p>No internal notes yet.</p>');

      const added = await addNote(reference, '  Called her: <b>W-2</b> comes Friday.\n');
      expect(added.status).toBe(303);
      expect(added.response.headers.get('location')).toBe(
        `/staff/cases/${reference}?noted=1#notes-heading`,
      );
      await addNote(reference, 'Second thought.');
      const after = await staff.get(`/staff/cases/${reference}?noted=1`);
      expect(after.html).toContain('role="status">Your note was added.</p>');
      const listed = [
        ...after.html.matchAll(
          /<li>noter@example\.com \(([^)]+)\)<p class="review__message">([^<]*)<\/p><\/li>/g,
        ),
      ];
      expect(listed.map((m) => m[2])).toEqual([
        'Second thought.',
        'Called her: &lt;b&gt;W-2&lt;/b&gt; comes Friday.',
      ]);
      expect(listed[0]?.[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T$/);
      const logged = await db()
        .selectFrom('audit_log')
        .select(['actor', 'subject'])
        .where('action', '=', 'internal note added')
        .execute();
      expect(logged).toEqual([
        { actor: 'noter@example.com', subject: `case ${reference}` },
        { actor: 'noter@example.com', subject: `case ${reference}` },
      ]);
    });

    it(`refuses an empty note or one over ${MAX} characters (shown again as typed), a forged or cross-site post, a GET`, async () => {
      const { reference } = await visitorCase('refused@example.com');
      const before = await notes();
      const empty = await addNote(reference, ' \n ');
      expect(empty.status).toBe(400);
      expect(empty.html).toContain('role="alert">Write a note before adding it.</p>');
      const long = 'ñ'.repeat(MAX + 1);
      const tooLong = await addNote(reference, long);
      expect(tooLong.status).toBe(400);
      expect(tooLong.html).toContain('The note can be at most 5,000 characters.');
      expect(tooLong.html).toContain(`>${long}</textarea>`);
      expect((await addNote(reference, 'ñ'.repeat(MAX))).status).toBe(303);
      const path = `/staff/cases/${reference}/notes`;
      expect((await staff.post(path, { csrf: 'wrong', note: 'forged' })).status).toBe(403);
      const crossSite = await addNote(reference, 'cross-site', { Origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
      expect((await staff.get(path)).status).toBe(405);
      expect((await notes()).slice(before.length)).toEqual([{ body: 'ñ'.repeat(MAX) }]);
    });

    it('never reaches the visitor: not the tracker, not the case page, not an e-mail', async () => {
      const { reference, cookie } = await visitorCase('private@example.com');
      const secret = 'PRIVATE-NOTE-7731 client sounded unsure about her dependents';
      expect((await addNote(reference, secret)).status).toBe(303);
      // A reply and a status change, each with its e-mail to the client.
      const page = await staff.get(`/staff/cases/${reference}`);
      const csrf = csrfToken(page.html);
      const replied = await staff.post(`/staff/cases/${reference}/reply`, {
        csrf,
        reply: 'We have what we need.',
      });
      expect(replied.status).toBe(303);
      const updated = await staff.post(`/staff/cases/${reference}`, {
        csrf,
        status: 'in_review',
        note: 'Looking at it now.',
        estimate: '',
        notify: 'on',
      });
      expect(updated.status).toBe(303);
      await until(
        () => smtp.received.filter((m) => m.to.includes('private@example.com')).length >= 2,
      );

      const tracked = await fetch(`${server.url}/api/track`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reference }),
      });
      expect(tracked.status).toBe(200);
      const tracker = await tracked.text();
      expect(tracker).toContain('Looking at it now.');
      expect(tracker).not.toContain('PRIVATE-NOTE');

      for (const path of ['/case', '/es/case']) {
        const casePage = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
        const html = await casePage.text();
        expect(html).toContain(reference);
        expect(html).toContain('We have what we need.');
        expect(html).not.toContain('PRIVATE-NOTE');
      }

      // Every mail the office sent, to the client and to staff.
      for (const mail of smtp.received) expect(mail.text).not.toContain('PRIVATE-NOTE');
      // Still on the staff page.
      expect((await staff.get(`/staff/cases/${reference}`)).html).toContain(secret);
    });
  });
}

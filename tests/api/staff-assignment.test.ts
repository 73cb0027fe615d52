import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from './helpers/engines';
import { seedCase } from './helpers/seed-case';
import { csrfToken, type StaffClient } from './helpers/staff-client';
import { command, db, enrolled, server, signedIn, useStaffOffice } from './helpers/staff-office';

// Assignment (docs/back-office.md, "Assignment") through the real server: "Assigned to" and
// "Assign" on the case page, the Cases screen's filter, the audit log, and what is refused.

const REFUSED = 'Choose an active staff account from the list, or Unassigned.';

const accountId = async (email: string) =>
  (
    await db()
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

const assignedTo = async (reference: string) =>
  (
    await db()
      .selectFrom('cases')
      .select('assigned_to')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  ).assigned_to;

const assignments = () =>
  db()
    .selectFrom('audit_log')
    .select(['actor', 'subject'])
    .where('action', '=', 'case assigned')
    .orderBy('id')
    .execute();

/** The options of the case page's "Assigned to", as `value label` (the chosen one marked *). */
const options = (html: string) =>
  [
    ...(/<select id="case-assignee"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '').matchAll(
      /<option value="(\d*)"( selected="")?>([^<]*)<\/option>/g,
    ),
  ].map((m) => `${m[2] ? '*' : ''}${m[1]} ${m[3]}`);

const referencesIn = (html: string) =>
  [...html.matchAll(/<td><a href="\/staff\/cases\/(QR-[\w-]+)">/g)].map((m) => m[1]);

for (const engine of ENGINES) {
  describe(`assignment on ${engine}`, { timeout: 90_000 }, () => {
    useStaffOffice(engine);
    let lead: StaffClient;
    let ids: Record<'lead' | 'prep' | 'gone', number>;

    beforeAll(async () => {
      const { secret } = await enrolled('lead@example.com', true);
      await enrolled('prep@example.com');
      await enrolled('gone@example.com');
      const signed = await signedIn('lead@example.com', secret);
      expect(signed.answer.status).toBe(303);
      lead = signed.browser;
      ids = {
        lead: await accountId('lead@example.com'),
        prep: await accountId('prep@example.com'),
        gone: await accountId('gone@example.com'),
      };
    }, 60_000);

    async function assign(reference: string, assignee: string, headers = {}) {
      const page = await lead.get(`/staff/cases/${reference}`);
      return lead.post(
        `/staff/cases/${reference}/assign`,
        { csrf: csrfToken(page.html), assignee },
        headers,
      );
    }

    it('gives a case to an active account or to nobody, shown on the case page and the list, audited with both e-mails', async () => {
      const { reference } = await seedCase(db());
      const page = await lead.get(`/staff/cases/${reference}`);
      expect(page.html).toContain(
        `<form class="narrow" aria-labelledby="assignment-heading" action="/staff/cases/${reference}/assign" method="post">`,
      );
      expect(page.html).toContain('<label for="case-assignee">Assigned to</label>');
      expect(page.html).toContain('<button type="submit" class="button">Assign</button>');
      expect(options(page.html)).toEqual([
        '* Unassigned',
        `${ids.gone} gone@example.com`,
        `${ids.lead} lead@example.com`,
        `${ids.prep} prep@example.com`,
      ]);

      const given = await assign(reference, String(ids.prep));
      expect(given.status).toBe(303);
      expect(given.response.headers.get('location')).toBe(
        `/staff/cases/${reference}?assigned=1#assignment-heading`,
      );
      const after = await lead.get(`/staff/cases/${reference}?assigned=1`);
      expect(after.html).toContain('role="status">The assignment was saved.</p>');
      expect(options(after.html)).toContain(`*${ids.prep} prep@example.com`);
      expect((await lead.get('/staff/cases')).html).toMatch(
        new RegExp(`${reference}</a></td><td>[^<]*</td><td>Received</td><td>prep@example.com</td>`),
      );

      // The same again changes nothing and records nothing.
      const again = await assign(reference, String(ids.prep));
      expect(again.response.headers.get('location')).toBe(
        `/staff/cases/${reference}?assigned=0#assignment-heading`,
      );
      expect((await lead.get(`/staff/cases/${reference}?assigned=0`)).html).toContain(
        'role="status">Nothing changed.</p>',
      );
      expect(await assign(reference, '')).toMatchObject({ status: 303 });
      expect(await assignedTo(reference)).toBeNull();
      const logged = (await assignments()).filter((entry) => entry.subject.includes(reference));
      expect(logged).toEqual([
        {
          actor: 'lead@example.com',
          subject: `case ${reference}: from unassigned to prep@example.com`,
        },
        {
          actor: 'lead@example.com',
          subject: `case ${reference}: from prep@example.com to unassigned`,
        },
      ]);
    });

    it('refuses a disabled, unknown or unreadable account, a forged or cross-site post, a GET: nothing stored', async () => {
      const { reference } = await seedCase(db());
      const off = await command('add', 'off@example.com');
      expect(off.code).toBe(0);
      expect((await command('disable', 'off@example.com')).code).toBe(0);
      const before = (await assignments()).length;
      for (const assignee of [
        String(await accountId('off@example.com')),
        '99999',
        'abc',
        '1 OR 1=1',
      ]) {
        const refused = await assign(reference, assignee);
        expect(refused.status).toBe(400);
        expect(refused.html).toContain(`role="alert">${REFUSED}</p>`);
        // The case page, in the staff layout, with the rest of it.
        expect(refused.html).toContain(`<h1>${reference}</h1>`);
        expect(refused.html).toContain('<nav aria-label="Staff"');
      }
      const page = await lead.get(`/staff/cases/${reference}`);
      const path = `/staff/cases/${reference}/assign`;
      const forged = await lead.post(path, { csrf: 'wrong', assignee: String(ids.prep) });
      expect(forged.status).toBe(403);
      const crossSite = await lead.post(
        path,
        { csrf: csrfToken(page.html), assignee: String(ids.prep) },
        { Origin: 'https://evil.example' },
      );
      expect(crossSite.status).toBe(403);
      expect((await lead.get(path)).status).toBe(405);
      const signedOut = await fetch(`${server.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
        body: `assignee=${ids.prep}`,
      });
      expect(signedOut.headers.get('location')).toBe('/staff/sign-in');
      const unknownCase = await lead.post('/staff/cases/QR-0000-0000-0000/assign', {
        csrf: csrfToken(page.html),
        assignee: String(ids.prep),
      });
      expect(unknownCase.status).toBe(404);
      expect(await assignedTo(reference)).toBeNull();
      expect(await assignments()).toHaveLength(before);
    });

    it('a disabled account’s cases show it, marked "(disabled)", until they are given to someone else', async () => {
      const { reference } = await seedCase(db());
      expect((await assign(reference, String(ids.gone))).status).toBe(303);
      expect((await command('disable', 'gone@example.com')).code).toBe(0);
      const page = await lead.get(`/staff/cases/${reference}`);
      expect(options(page.html)).toEqual([
        ' Unassigned',
        `${ids.lead} lead@example.com`,
        `${ids.prep} prep@example.com`,
        `*${ids.gone} gone@example.com (disabled)`,
      ]);
      expect((await lead.get('/staff/cases?assigned=')).html).toContain(
        '<td>gone@example.com (disabled)</td>',
      );
      // Pressing "Assign" on it as it is changes nothing; choosing it anew is refused.
      expect((await assign(reference, String(ids.gone))).status).toBe(303);
      expect(await assignedTo(reference)).toBe(ids.gone);
      expect((await assign(reference, String(ids.prep))).status).toBe(303);
      expect(await assignedTo(reference)).toBe(ids.prep);
      expect((await assign(reference, String(ids.gone))).status).toBe(400);
      expect((await assignments()).at(-1)).toEqual({
        actor: 'lead@example.com',
        subject: `case ${reference}: from gone@example.com to prep@example.com`,
      });
    });

    it('the Cases screen filters by "Assigned to": Anyone, Me, Unassigned', async () => {
      const mine = await seedCase(db());
      const theirs = await seedCase(db());
      const nobodys = await seedCase(db());
      await assign(mine.reference, String(ids.lead));
      await assign(theirs.reference, String(ids.prep));
      const list = await lead.get('/staff/cases');
      expect(list.html).toContain('<label for="case-assigned">Assigned to</label>');
      expect(
        /<select id="case-assigned" name="assigned">(.*?)<\/select>/.exec(list.html)?.[1],
      ).toBe(
        '<option value="" selected="">Anyone</option><option value="me">Me</option><option value="unassigned">Unassigned</option>',
      );
      const everyone = referencesIn(list.html);
      expect(everyone).toEqual(
        expect.arrayContaining([mine.reference, theirs.reference, nobodys.reference]),
      );
      const me = await lead.get('/staff/cases?assigned=me');
      expect(referencesIn(me.html)).toEqual([mine.reference]);
      expect(me.html).toContain('<option value="me" selected="">Me</option>');
      const unassigned = referencesIn((await lead.get('/staff/cases?assigned=unassigned')).html);
      expect(unassigned).toContain(nobodys.reference);
      expect(unassigned).not.toContain(mine.reference);
      expect(unassigned).not.toContain(theirs.reference);
      // A filter it cannot read is Anyone.
      expect(referencesIn((await lead.get('/staff/cases?assigned=boss')).html)).toEqual(everyone);
      const subjects = await db()
        .selectFrom('audit_log')
        .select('subject')
        .where('action', '=', 'cases listed')
        .orderBy('id', 'desc')
        .limit(3)
        .execute();
      expect(subjects.map((entry) => entry.subject)).toEqual([
        'every status, first page',
        'every status, unassigned, first page',
        'every status, assigned to me, first page',
      ]);
    });
  });
}

import { describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { issueSignInLink } from '../../server/cases/sign-in-links';
import { continueLink } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { server, staff, useMailOffice } from './helpers/mail-office';
import { csrfToken } from './helpers/staff-client';

// Staff's "End the client's sessions" and the mail that could not be delivered, on the staff case
// page (docs/back-office.md, "Safer links, mail and backups"): every browser's case cookie stops
// working, audited "client sessions ended"; a client mail refused for good is said on the page.

for (const engine of ENGINES) {
  describe(`the client's sessions on the staff case page on ${engine}`, { timeout: 90_000 }, () => {
    useMailOffice(engine, {
      env: { CONTACT_RATE_LIMIT: '1000' },
      staffEmail: 'sessions@example.com',
    });
    const db = () => server.app.office.database.db;

    async function visitorCase() {
      const sent = await sendContactForm(server.url, {
        name: 'Sam Client',
        email: 'sam@example.com',
        message: 'Hi',
      });
      return { reference: sent.reference ?? '', cookie: sent.cookie ?? '' };
    }
    const hasCase = async (cookie: string, reference: string) =>
      (await (await fetch(`${server.url}/case`, { headers: { Cookie: cookie } })).text()).includes(
        reference,
      );

    it('"End the client\'s sessions" signs every browser out of the case, audited', async () => {
      const { reference, cookie } = await visitorCase();
      expect(await hasCase(cookie, reference)).toBe(true);
      const page = await staff.get(`/staff/cases/${reference}`);
      expect(page.html).toContain(`action="/staff/cases/${reference}/sessions"`);
      expect(page.html).toContain('End the client&#x27;s sessions</button>');
      // Without the page's form token: refused, and the client keeps the case.
      const forged = await staff.post(`/staff/cases/${reference}/sessions`, { csrf: 'nope' });
      expect(forged.status).toBe(403);
      expect(await hasCase(cookie, reference)).toBe(true);

      const ended = await staff.post(`/staff/cases/${reference}/sessions`, {
        csrf: csrfToken(page.html),
      });
      expect(ended.status).toBe(303);
      expect(ended.response.headers.get('location')).toBe(
        `/staff/cases/${reference}?sessionsEnded=1`,
      );
      expect(await hasCase(cookie, reference)).toBe(false);
      const after = await staff.get(`/staff/cases/${reference}?sessionsEnded=1`);
      expect(after.html).toContain('The client&#x27;s sessions are ended');
      const entries = await db()
        .selectFrom('audit_log')
        .select(['action', 'subject'])
        .where('action', '=', 'client sessions ended')
        .execute();
      expect(entries.map((entry) => entry.subject)).toContain(`case ${reference}`);
    });

    it('"End the client\'s sessions" spends every sign-in link mailed before it; a new one is usable', async () => {
      const { reference } = await visitorCase();
      const found = await db()
        .selectFrom('cases')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const mailed = [
        await issueSignInLink(db(), found.id, server.url),
        await issueSignInLink(db(), found.id, server.url),
      ];
      const page = await staff.get(`/staff/cases/${reference}`);
      const ended = await staff.post(`/staff/cases/${reference}/sessions`, {
        csrf: csrfToken(page.html),
      });
      expect(ended.status).toBe(303);
      for (const link of mailed) {
        const opened = await continueLink(server.url, new URL(link).pathname);
        expect(opened.status).not.toBe(303);
        expect(opened.headers.getSetCookie()).toEqual([]);
      }
      const fresh = await issueSignInLink(db(), found.id, server.url);
      const reopened = await continueLink(server.url, new URL(fresh).pathname);
      // A link made after the end is spent only by its own opening.
      expect(reopened.status).toBe(303);
    });

    it('says when e-mail to the client could not be delivered', async () => {
      const { reference } = await visitorCase();
      const before = await staff.get(`/staff/cases/${reference}`);
      expect(before.html).not.toContain('E-mail to the client could not be delivered');
      await db()
        .updateTable('cases')
        .set({ client_mail_failed_at: new Date() })
        .where('reference', '=', reference)
        .execute();
      const after = await staff.get(`/staff/cases/${reference}`);
      expect(after.html).toContain('E-mail to the client could not be delivered');
    });
  });
}

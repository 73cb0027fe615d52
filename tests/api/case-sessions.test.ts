import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_COOKIE_SPEC, CaseCookie, loadCaseCookieKeys } from '../../server/cases/cookie';
import { caseOfSession, endClientSessions } from '../../server/cases/sessions';
import { issueSignInLink, openSignInLink, peekSignInLink } from '../../server/cases/sign-in-links';
import { SignedCookie } from '../../server/http/signed-cookie';
import { AUDIT } from '../../server/staff/audit';
import { openCase } from './helpers/case-work';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';

// The case cookie carries a session the server checks (docs/back-office.md, "Safer links, mail
// and backups"; decision 103): "Sign out of this case" ends this browser's access, a copy of its
// cookie included; staff's "End the client's sessions" ends every browser's, audited.

const STAFF = { id: null, name: 'preparer@example.com', clientAddress: '203.0.113.5' };
const pair = (setCookie: string) => setCookie.split(';')[0] ?? '';

for (const engine of ENGINES) {
  describe(`case sessions on ${engine}`, { timeout: 90_000 }, () => {
    let place: Place;
    let server: OfficeServer;
    beforeAll(async () => {
      place = await usePlaces(engine)();
      server = await startOffice(place, { CONTACT_RATE_LIMIT: '1000', TRUST_PROXY: 'true' });
    }, 60_000);
    afterAll(async () => {
      await server.close();
      await place.remove();
    });
    const cases = () => server.app.office.cases;
    const db = () => server.app.office.database.db;
    /** What the case page shows the browser of `cookie`: its case's reference, or none. */
    const casePage = async (cookie: string) => {
      const response = await fetch(`${server.url}/case`, { headers: { Cookie: cookie } });
      return response.text();
    };
    const caseIdOf = (cookie: string) => cases().caseIdOf({ cookie, https: false });

    it('"Sign out of this case" ends this browser’s access, a copy of its cookie included', async () => {
      const { reference, cookie } = await openCase(server.url, '198.51.100.80', 'Hello');
      expect(await casePage(cookie)).toContain(reference);
      const caseId = await caseIdOf(cookie);
      expect(caseId).toBeDefined();
      // Another browser of the same client, by a sign-in link: its own session.
      const other = pair(cases().cookieFor(caseId ?? '', false));
      expect(await caseIdOf(other)).toBe(caseId);

      const cleared = await cases().signOut({ cookie, https: false });
      expect(cleared).toMatch(
        /^qr_case=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
      );
      expect(await caseIdOf(cookie)).toBeUndefined();
      expect(await casePage(cookie)).not.toContain(reference);
      // The other browser is not signed out; signing out twice is no error.
      expect(await caseIdOf(other)).toBe(caseId);
      await cases().signOut({ cookie, https: false });
      await cases().signOut({ cookie: undefined, https: false });
    });

    it.each([
      ['en', '/case', 'Sign out of this case', 'You are signed out of this case.'],
      ['es', '/es/case', 'Cerrar la sesión de este caso', 'Cerró la sesión de este caso.'],
    ])(
      'the case page’s button (%s) posts to %s/sign-out, which ends the access and says so',
      async (_lang, casePath, button, said) => {
        const { reference, cookie } = await openCase(server.url, '198.51.100.81', 'Hola');
        const page = await (
          await fetch(`${server.url}${casePath}`, { headers: { Cookie: cookie } })
        ).text();
        expect(page).toContain(`action="${casePath}/sign-out"`);
        expect(page).toContain(`>${button}</button>`);
        // From another site: refused, and the browser keeps its case.
        const forged = await fetch(`${server.url}${casePath}/sign-out`, {
          method: 'POST',
          redirect: 'manual',
          headers: { Cookie: cookie, Origin: 'https://evil.example' },
        });
        expect(forged.status).toBe(403);
        expect(await caseIdOf(cookie)).toBeDefined();
        const signedOut = await fetch(`${server.url}${casePath}/sign-out`, {
          method: 'POST',
          redirect: 'manual',
          headers: { Cookie: cookie, Origin: server.url },
        });
        expect(signedOut.status).toBe(303);
        expect(signedOut.headers.get('location')).toBe(`${casePath}?signedOut=1`);
        expect(signedOut.headers.get('set-cookie')).toMatch(/^qr_case=; /);
        expect(await caseIdOf(cookie)).toBeUndefined();
        const after = await (
          await fetch(`${server.url}${casePath}?signedOut=1`, { headers: { Cookie: cookie } })
        ).text();
        expect(after).toContain(said);
        expect(after).not.toContain(reference);
      },
    );

    it('a message keeps the browser’s session: signing out after it still ends the access', async () => {
      const { cookie } = await openCase(server.url, '198.51.100.81', 'First');
      const caseId = await caseIdOf(cookie);
      const again = pair(cases().cookieFor(caseId ?? '', false, { cookie, https: false }));
      // The same session, issued again.
      const read = new CaseCookie(await loadCaseCookieKeys(undefined, db()));
      expect(read.open(again, false)?.session).toBe(read.open(cookie, false)?.session);
      expect(read.open(again, false)?.session).toMatch(/^[A-Za-z0-9_-]{22}$/);
      await cases().signOut({ cookie: again, https: false });
      expect(await caseIdOf(cookie)).toBeUndefined();
      expect(await caseIdOf(again)).toBeUndefined();
    });

    it('"End the client’s sessions" ends every browser’s cookie for the case, audited; a new link opens it again', async () => {
      const { reference, cookie } = await openCase(server.url, '198.51.100.82', 'Hello');
      const caseId = (await caseIdOf(cookie)) ?? '';
      const other = pair(cases().cookieFor(caseId, false));
      // A cookie issued before sessions existed (the case id alone) works, and is ended too.
      const keys = await loadCaseCookieKeys(undefined, db());
      const legacy = pair(new SignedCookie(CASE_COOKIE_SPEC, keys).header(caseId, false));
      expect(await caseIdOf(legacy)).toBe(caseId);
      const { cookie: elsewhere } = await openCase(server.url, '198.51.100.83', 'Not this case');

      expect(await endClientSessions(db(), caseId, STAFF)).toBe(true);
      for (const ended of [cookie, other]) {
        expect(await caseIdOf(ended)).toBeUndefined();
        expect(await casePage(ended)).not.toContain(reference);
      }
      expect(await caseIdOf(legacy)).toBeUndefined();
      expect(await caseOfSession(db(), new CaseCookie(keys).open(legacy, false))).toBeUndefined();
      // Another case's browser goes on.
      expect(await caseIdOf(elsewhere)).toBeDefined();
      const audited = await db()
        .selectFrom('audit_log')
        .select(['actor', 'action', 'subject', 'client_address'])
        .where('action', '=', AUDIT.clientSessionsEnded)
        .execute();
      expect(audited).toEqual([
        {
          actor: 'preparer@example.com',
          action: 'client sessions ended',
          subject: `case ${reference}`,
          client_address: '203.0.113.5',
        },
      ]);
      // A cookie issued afterwards (a new sign-in link, a second later) opens the case again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const fresh = pair(cases().cookieFor(caseId, false));
      expect(await caseIdOf(fresh)).toBe(caseId);
      expect(await endClientSessions(db(), '00000000-0000-4000-8000-000000000000', STAFF)).toBe(
        false,
      );
    });
  });
}

describe('a sign-in link read without spending it', { timeout: 60_000 }, () => {
  it('says what the link opens, usable or used, and spends nothing', async () => {
    const place = await usePlaces('pglite')();
    const server = await startOffice(place, { CONTACT_RATE_LIMIT: '1000' });
    try {
      const { db } = server.app.office.database;
      const { reference, cookie } = await openCase(server.url, '198.51.100.84', 'Hello');
      const caseId = (await server.app.office.cases.caseIdOf({ cookie, https: false })) ?? '';
      const link = await issueSignInLink(db, caseId, 'https://www.quickrefund.example');
      const token = link.slice(link.lastIndexOf('/') + 1);
      const usable = { state: 'usable', caseId, reference, language: 'en' };
      expect(await peekSignInLink(db, token)).toEqual(usable);
      // Looking twice spends nothing: the link still opens the case, once.
      expect(await peekSignInLink(db, token)).toEqual(usable);
      expect(await openSignInLink(db, token)).toEqual({ caseId, language: 'en' });
      expect(await peekSignInLink(db, token)).toEqual({ ...usable, state: 'used' });
      expect(await openSignInLink(db, token)).toBeUndefined();
      // Past its 72 hours: expired, used or not.
      const later = await issueSignInLink(db, caseId, 'https://www.quickrefund.example');
      const lateToken = later.slice(later.lastIndexOf('/') + 1);
      await db
        .updateTable('case_sign_in_links')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('used_at', 'is', null)
        .execute();
      expect(await peekSignInLink(db, lateToken)).toEqual({ state: 'expired' });
      expect(await peekSignInLink(db, 'x'.repeat(43))).toEqual({ state: 'expired' });
      expect(await peekSignInLink(db, 'not a token')).toEqual({ state: 'expired' });
    } finally {
      await server.close();
      await place.remove();
    }
  });
});

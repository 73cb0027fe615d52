import { describe, expect, it } from 'vitest';
import { issueSignInLink } from '../../server/cases/sign-in-links';
import { caseVisitor, cookieOf, documentOf, textOf } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { useOffice } from './helpers/office-server';
import { seedCase } from './helpers/seed-case';

// Opening a sign-in link changes nothing (docs/back-office.md, "Safer links, mail and backups";
// issue 36, items 1 and 2; decision 125): HEAD and GET answer the page "Open your case" with its
// button "Continue to your case", and only that button's post spends the link and sets the case
// cookie. The page says when the browser holds another case; a browser that holds the link's own
// case goes to the case page. Through the real server, on PGlite and PostgreSQL.

const PUBLIC_URL = 'https://www.quickrefund.example';

for (const engine of ENGINES) {
  describe(`a sign-in link opened on ${engine}`, { timeout: 60_000 }, () => {
    const server = useOffice(engine, { TRUST_PROXY: 'true', PUBLIC_URL });
    const visitor = caseVisitor(server);
    const db = () => server().app.office.database.db;

    async function caseIn(language: 'en' | 'es') {
      const seeded = await seedCase(db());
      await db().updateTable('cases').set({ language }).where('id', '=', seeded.id).execute();
      return seeded;
    }
    const pathOf = async (caseId: string) =>
      new URL(await issueSignInLink(db(), caseId, PUBLIC_URL)).pathname;
    const usedLinks = async (caseId: string) =>
      (
        await db()
          .selectFrom('case_sign_in_links')
          .select('used_at')
          .where('case_id', '=', caseId)
          .where('used_at', 'is not', null)
          .execute()
      ).length;
    /** "Continue to your case" pressed on the link's page (an empty form, from our own page). */
    const press = (path: string, cookie?: string) => visitor.post(path, {}, { cookie });

    it('HEAD and GET spend nothing and set no cookie: the page "Open your case" with "Continue to your case"; only its post opens the case', async () => {
      const { id, reference } = await caseIn('en');
      const path = await pathOf(id);

      const head = await fetch(`${server().url}${path}`, { method: 'HEAD', redirect: 'manual' });
      expect(head.status).toBe(200);
      expect(head.headers.getSetCookie()).toEqual([]);
      for (let i = 0; i < 2; i += 1) {
        const page = await visitor.open(path);
        expect(page.status).toBe(200);
        expect(page.response.headers.getSetCookie()).toEqual([]);
        expect(page.response.headers.get('cache-control')).toBe('no-store');
        const doc = documentOf(page.html);
        expect(doc.documentElement.lang).toBe('en');
        expect(textOf(doc.querySelector('main h1'))).toBe('Open your case');
        const form = doc.querySelector('main form');
        expect(form?.getAttribute('method')).toBe('post');
        expect(textOf(form?.querySelector('button[type="submit"]'))).toBe('Continue to your case');
        // No other case in this browser: nothing said about one.
        expect(page.html).not.toContain('open on another case');
        expect(doc.querySelector('script[src]')).toBeNull();
      }
      expect(await usedLinks(id)).toBe(0);

      const continued = await press(path);
      expect(continued.status).toBe(303);
      expect(continued.location).toBe('/case');
      const cookie = cookieOf(continued.response);
      expect(await usedLinks(id)).toBe(1);
      expect((await visitor.open('/case', { cookie })).html).toContain(`<dd>${reference}</dd>`);

      // Spent: another browser pressing it again gets nothing.
      const again = await press(path);
      expect(again.status).toBe(410);
      expect(again.response.headers.getSetCookie()).toEqual([]);
      expect(textOf(documentOf(again.html).querySelector('main [role="alert"]'))).toBe(
        'This link has expired or was already used.',
      );
    });

    it('a browser holding another case is told so before the button, in the link’s case’s language; continuing opens that case instead', async () => {
      const mine = await caseIn('en');
      const theirs = await caseIn('es');
      const cookie = cookieOf((await press(await pathOf(mine.id))).response);
      const path = await pathOf(theirs.id);

      const page = await visitor.open(path, { cookie });
      expect(page.status).toBe(200);
      expect(page.response.headers.getSetCookie()).toEqual([]);
      const doc = documentOf(page.html);
      expect(doc.documentElement.lang).toBe('es');
      expect(textOf(doc.querySelector('main h1'))).toBe('Abra su caso');
      const notice = [...doc.querySelectorAll('main p')].find((p) =>
        textOf(p).startsWith('Este navegador tiene abierto otro caso.'),
      );
      expect(textOf(notice)).toBe(
        `Este navegador tiene abierto otro caso. Si continúa, se abrirá el caso ${theirs.reference} en su lugar.`,
      );
      const button = doc.querySelector('main form button');
      expect(textOf(button)).toBe('Continuar a su caso');
      expect(notice?.compareDocumentPosition(button as Node)).toBe(4); // the button follows it
      expect(await usedLinks(theirs.id)).toBe(0);
      // Still the first case until the button is pressed.
      expect((await visitor.open('/case', { cookie })).html).toContain(
        `<dd>${mine.reference}</dd>`,
      );

      const english = await caseIn('en');
      const inEnglish = documentOf((await visitor.open(await pathOf(english.id), { cookie })).html);
      expect(textOf(inEnglish.querySelector('main [role="status"]'))).toBe(
        `This browser is open on another case. Continuing opens case ${english.reference} instead.`,
      );

      const continued = await press(path, cookie);
      expect(continued.location).toBe('/es/case');
      const swapped = cookieOf(continued.response);
      expect((await visitor.open('/es/case', { cookie: swapped })).html).toContain(
        `<dd>${theirs.reference}</dd>`,
      );
    });

    it('a link opened in the browser that holds its case goes to the case page, used or not, spending nothing', async () => {
      const { id, reference } = await caseIn('es');
      const used = await pathOf(id);
      const cookie = cookieOf((await press(used)).response);
      for (const path of [used, await pathOf(id)]) {
        const opened = await visitor.open(path, { cookie });
        expect(opened.status).toBe(303);
        expect(opened.location).toBe('/es/case');
        expect(opened.response.headers.getSetCookie()).toEqual([]);
      }
      expect(await usedLinks(id)).toBe(1);
      expect((await visitor.open('/es/case', { cookie })).html).toContain(`<dd>${reference}</dd>`);
      // Another browser gets the used link refused, as before.
      expect((await visitor.open(used)).status).toBe(410);
    });

    it('the button’s post from another site, or another method, spends nothing', async () => {
      const { id } = await caseIn('en');
      const path = await pathOf(id);
      const crossSite = await visitor.post(
        path,
        {},
        { headers: { Origin: 'https://evil.example' } },
      );
      expect(crossSite.status).toBe(403);
      expect(crossSite.response.headers.getSetCookie()).toEqual([]);
      const put = await fetch(`${server().url}${path}`, { method: 'PUT' });
      expect(put.status).toBe(405);
      expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(await usedLinks(id)).toBe(0);
    });
  });
}

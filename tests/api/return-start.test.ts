import { describe, expect, it } from 'vitest';
import { START_LIMIT } from '../../server/cases/start';
import { cookieOf, documentOf, textOf } from './helpers/case-visitor';
import { ENGINES } from './helpers/engines';
import { useRequestsOffice } from './helpers/requests-office';

// "Start a new return" (PRODUCT.md, "The client's journey"): /case/return without a case offers
// it beside "Open your case"; the post opens a case in the page's language, sets its cookie and
// goes on to the questions; a browser that has a case keeps it; at most START_LIMIT per client.

for (const engine of ENGINES) {
  describe(`"Start a new return" on ${engine}`, { timeout: 90_000 }, () => {
    const office = useRequestsOffice(engine);
    const { visitor } = office;

    it('opens a case in the page language and goes on to the questions', async () => {
      const without = documentOf((await visitor.open('/es/case/return')).html);
      const form = without.querySelector('form[aria-labelledby="start-heading"]');
      expect(form?.getAttribute('action')).toBe('/es/case/return/start');
      expect(textOf(form?.querySelector('button'))).toBe('Comenzar una declaración nueva');
      expect(textOf(without.getElementById('open-heading'))).toBe('Abra su caso');
      // The case page itself does not offer it: it is the return page's way in.
      const casePage = documentOf((await visitor.open('/case')).html);
      expect(casePage.getElementById('start-heading')).toBeNull();

      const count = async () =>
        (await office.db().selectFrom('cases').select('id').execute()).length;
      const casesBefore = await count();
      const started = await visitor.post('/es/case/return/start', {}, { client: '198.51.100.7' });
      expect(started.status).toBe(303);
      expect(started.location).toBe('/es/case/return');
      const cookie = cookieOf(started.response);
      const page = documentOf((await visitor.open('/es/case/return', { cookie })).html);
      expect(textOf(page.querySelector('h1'))).toBe('Cuéntenos sobre su declaración');
      const caseRow = await office
        .db()
        .selectFrom('cases')
        .select(['language', 'reference'])
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(caseRow.language).toBe('es');

      // Pressed again from the same browser: the same case.
      const again = await visitor.post(
        '/case/return/start',
        {},
        { cookie, client: '198.51.100.7' },
      );
      expect(again.status).toBe(303);
      const casePageAfter = documentOf(
        (await visitor.open('/case', { cookie: cookieOf(again.response) })).html,
      );
      expect(textOf(casePageAfter.querySelector('main'))).toContain(caseRow.reference);
      expect(await count()).toBe(casesBefore + 1);

      // A GET has nothing to start.
      expect((await visitor.open('/case/return/start')).status).toBe(405);
    });

    it(`refuses more than ${START_LIMIT.limit} a client, with the sentence why and no case`, async () => {
      const client = '203.0.113.99';
      for (let i = 0; i < START_LIMIT.limit; i += 1) {
        expect((await visitor.post('/case/return/start', {}, { client })).status).toBe(303);
      }
      const before = await office.db().selectFrom('cases').select('id').execute();
      const refused = await visitor.post('/case/return/start', {}, { client });
      expect(refused.status).toBe(429);
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.response.headers.get('set-cookie')).toBeNull();
      expect(textOf(documentOf(refused.html).querySelector('[role="alert"]'))).toBe(
        'You have started several returns in a short time. Please wait a few minutes and try again.',
      );
      expect(await office.db().selectFrom('cases').select('id').execute()).toHaveLength(
        before.length,
      );
    });
  });
}

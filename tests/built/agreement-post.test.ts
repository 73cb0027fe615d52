/**
 * "I Agree & Continue" without JavaScript (or before it came): the agreement page's form posted to
 * the page, answered by its route's action, which records the acceptance in the visitor's case
 * (decision 075) and answers the page exactly as before (docs/product.md). The recorder itself is
 * tested on PGlite and PostgreSQL through the same form post (tests/api/agreement.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSIONS } from '../../app/agreement-version.server';
import { base, running, usePagesServer } from './pages-server';

// Needs the production build (npm test builds before it runs).
usePagesServer();

const db = () => running.office.database.db;
const acceptances = () =>
  db()
    .selectFrom('agreement_acceptances')
    .select(['case_id', 'version', 'language', 'client_address', 'user_agent'])
    .orderBy('id')
    .execute();

function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: base,
      'user-agent': 'Browser without scripts',
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
  });
}

describe('the agreement posted without JavaScript', () => {
  it('the page’s form carries the version of the text it shows, in each language', async () => {
    for (const [path, lang] of [
      ['/agreement', 'en'],
      ['/es/agreement', 'es'],
    ] as const) {
      const html = await (await fetch(base + path)).text();
      expect(html).toContain(
        `<input type="hidden" name="version" value="${AGREEMENT_VERSIONS[lang]}"/>`,
      );
    }
  });

  it('records the acceptance in a case it opens, sets the case cookie, and answers the page as before', async () => {
    const answer = await post('/agreement', { intent: 'agree', version: AGREEMENT_VERSIONS.en });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Agreement accepted! Redirecting...');
    expect(html).toContain('<meta http-equiv="refresh" content="1;url=/"/>');
    const cookie = answer.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^qr_case=/);
    const [first] = await acceptances();
    expect(first).toEqual({
      case_id: expect.any(String),
      version: AGREEMENT_VERSIONS.en,
      language: 'en',
      client_address: '127.0.0.1',
      user_agent: 'Browser without scripts',
    });

    // The Spanish page, in the same browser: the same case.
    const spanish = await post(
      '/es/agreement',
      { intent: 'agree', version: AGREEMENT_VERSIONS.es },
      { cookie },
    );
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toContain('¡Acuerdo aceptado! Redirigiendo...');
    const rows = await acceptances();
    expect(rows.map((row) => [row.case_id, row.language])).toEqual([
      [first?.case_id, 'en'],
      [first?.case_id, 'es'],
    ]);
  });

  it('records nothing for a post from another site, for Cancel, or for a page that names no current text', async () => {
    const before = (await acceptances()).length;
    const crossSite = await post(
      '/agreement',
      { intent: 'agree', version: AGREEMENT_VERSIONS.en },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe('This form can only be sent from our own pages.\n');
    const cancel = await post('/agreement', { intent: 'cancel', version: AGREEMENT_VERSIONS.en });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe('/');
    // A page served before the agreement's words changed: still "accepted" for the visitor, as
    // docs/product.md fixes the page, but no record of a text this server does not show.
    const stale = await post('/agreement', { intent: 'agree', version: 'f'.repeat(64) });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain('Agreement accepted! Redirecting...');
    expect(stale.headers.getSetCookie()).toEqual([]);
    expect(await acceptances()).toHaveLength(before);
  });
});

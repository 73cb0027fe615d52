import { describe, expect, it } from 'vitest';
import { useBuiltApp } from './built-app';

// The one origin check (server/http/origin.ts) on the public forms: a browser that sends no Origin but
// says Sec-Fetch-Site: cross-site is refused, as the staff forms and the upload refuse it.
// Needs the production build.
const app = useBuiltApp('origin', { PUBLIC_URL: 'http://127.0.0.1' });

const FORM = 'application/x-www-form-urlencoded';

const post = (path: string, headers: Record<string, string>, body = '') =>
  fetch(`${app.base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': FORM, ...headers },
    body,
  });

describe('a public form posted from another site without Origin', () => {
  it('is refused with 403 in the page’s language when Sec-Fetch-Site says cross-site', async () => {
    for (const [path, sentence] of [
      ['/contact', 'This form can only be sent from our own pages.'],
      ['/?index', 'This form can only be sent from our own pages.'],
      ['/es/contact', 'Este formulario solo se puede enviar desde nuestras propias páginas.'],
    ] as const) {
      const answer = await post(path, { 'sec-fetch-site': 'cross-site' }, 'reference=QR-NONE-0000');
      expect(answer.status, path).toBe(403);
      expect((await answer.text()).trim()).toBe(sentence);
    }
  });

  it('"Close banner" from another site without Origin sets no cookie', async () => {
    const answer = await post('/banner/close?back=%2F', { 'sec-fetch-site': 'cross-site' });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('is taken when Sec-Fetch-Site says same-origin', async () => {
    const answer = await post(
      '/?index',
      { 'sec-fetch-site': 'same-origin' },
      'reference=QR-NONE-0000',
    );
    // The tracker's own answer: no case has that reference.
    expect(answer.status).toBe(404);
    const closed = await post('/banner/close?back=%2F', { 'sec-fetch-site': 'same-origin' });
    expect(closed.status).toBe(303);
  });
});

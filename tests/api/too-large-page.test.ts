import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { usePlaces } from './helpers/engines';
import { startOffice } from './helpers/office-server';

// A form too large to read is answered with the site's page in the language of the page posted
// to: its route (app/routes/too-large.tsx) rendered once at start (server/http/too-large-page.ts).

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the answer to a form too large to read', () => {
  const newPlace = usePlaces('pglite');

  it('is the site page of its language, its inline blocks allowed by hash', async () => {
    const place = await newPlace();
    const server = await startOffice(place);
    try {
      const answer = await fetch(`${server.url}/es/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
        body: `message=${'x'.repeat(100 * 1024)}`,
      });
      expect(answer.status).toBe(413);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const { document } = new JSDOM(await answer.text()).window;
      expect(document.documentElement.lang).toBe('es');
      expect(document.querySelector('h1')?.textContent).toBe('Se envió demasiado');
      expect(document.title).toMatch(/^Se envió demasiado/);
      expect(document.querySelector('main a[href="/es"]')).not.toBeNull();
      // The site's frame and stylesheet, and no script to run but the inline boot script.
      expect(document.querySelector('header')).not.toBeNull();
      expect(
        document.querySelectorAll('script[type="module"], link[rel="modulepreload"]'),
      ).toHaveLength(0);
      const policy = answer.headers.get('content-security-policy') ?? '';
      const style = document.querySelector('style')?.textContent ?? '';
      expect(style.length).toBeGreaterThan(1000);
      expect(policy).toContain(sha256(style));
      for (const script of document.querySelectorAll('script')) {
        expect(policy).toContain(sha256(script.textContent ?? ''));
      }

      const english = await fetch(`${server.url}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
        body: `message=${'x'.repeat(100 * 1024)}`,
      });
      expect(english.status).toBe(413);
      const page = new JSDOM(await english.text()).window.document;
      expect(page.documentElement.lang).toBe('en');
      expect(page.querySelector('h1')?.textContent).toBe('Too much was sent');

      // The route itself answers with the same status.
      expect((await fetch(`${server.url}/request-too-large`)).status).toBe(413);
    } finally {
      await server.close();
      await place.remove();
    }
  }, 60_000);
});

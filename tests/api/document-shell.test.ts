import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { usePlaces } from './helpers/engines';
import { startOffice } from './helpers/office-server';

// The staff pages and the answer to a form too large to read have the same head, the same nonce
// rules (server/http/document-shell.tsx for the latter). The upload's answer to a form posted
// without JavaScript is the upload page itself (tests/api/upload-answer-page.test.ts).

interface Shell {
  readonly lang: string | null;
  /** Each element of the head: its tag and the names of its attributes. */
  readonly head: string[];
  readonly title: string;
  readonly styleNonce: string | null;
  readonly cspNonce: string | undefined;
}

async function shellOf(response: Response): Promise<Shell> {
  const html = await response.text();
  expect(html.startsWith('<!DOCTYPE html><html lang="')).toBe(true);
  const { document } = new JSDOM(html).window;
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    lang: document.documentElement.getAttribute('lang'),
    head: [...document.head.children].map(
      (element) =>
        `${element.tagName.toLowerCase()}[${element.getAttributeNames().sort().join(',')}]`,
    ),
    title: document.title,
    styleNonce: document.head.querySelector('style')?.getAttribute('nonce') ?? null,
    cspNonce: /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1],
  };
}

describe('one document shell', () => {
  const newPlace = usePlaces('pglite');

  it('the staff sign-in page and the too-large page have the same head', async () => {
    const place = await newPlace();
    const server = await startOffice(place);
    try {
      const staff = await shellOf(await fetch(`${server.url}/staff/sign-in`));
      const head = [
        'meta[charset]',
        'meta[content,name]',
        'meta[content,name]',
        'title[]',
        'style[nonce]',
      ];
      expect(staff.head).toEqual(head);
      // In its language, its title its own, its stylesheet under the answer's own nonce.
      expect(staff.lang).toBe('en');
      expect(staff.title).toMatch(/Staff sign-in/);
      expect(staff.styleNonce).toBeTruthy();
      expect(staff.cspNonce).toBe(staff.styleNonce);

      // A form too large to read is answered by the same shell, in the language of the page
      // posted to.
      const tooLarge = await fetch(`${server.url}/es/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
        body: `message=${'x'.repeat(100 * 1024)}`,
      });
      expect(tooLarge.status).toBe(413);
      const refused = await shellOf(tooLarge);
      expect(refused.head).toEqual(head);
      expect(refused.lang).toBe('es');
      expect(refused.title).toBe('Se envió demasiado');
    } finally {
      await server.close();
      await place.remove();
    }
  }, 60_000);
});

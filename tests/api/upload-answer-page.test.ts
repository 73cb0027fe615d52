import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import { usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';

// A browser that posts /upload's form itself (no JavaScript, or before hydration) is answered by
// the upload page, rendered by React Router per answer with the outcome in its message area
// (decision 150); the JSON contract of POST /api/upload is untouched.

function postForm(
  server: OfficeServer,
  files: readonly { name: string; bytes: Buffer }[],
  from: string,
): Promise<Response> {
  const form = new FormData();
  form.append('upload_preset', 'tax_documents');
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return fetch(`${server.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'text/html', Origin: server.url, Referer: `${server.url}${from}` },
  });
}

async function pageOf(response: Response) {
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  return { html, document };
}

describe('the upload page answers its own form', () => {
  const newPlace = usePlaces('pglite');

  it('stored: the page with its form, the sentence in its status, the case and the way back', async () => {
    const place = await newPlace();
    const server = await startOffice(place);
    try {
      const answer = await postForm(server, [{ name: 'w2.pdf', bytes: sample.pdf() }], '/upload');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      expect(answer.headers.get('set-cookie')).toMatch(/./);
      const { html, document } = await pageOf(answer);
      expect(document.documentElement.getAttribute('lang')).toBe('en');
      // The upload page itself: its heading and its form, posted to the same address.
      expect(document.querySelector('h1')?.textContent).toBe('Upload Your Tax Documents');
      expect(document.querySelector('form[action="/api/upload"]')).not.toBeNull();
      const status = document.querySelectorAll('.upload [role="status"]');
      expect(status).toHaveLength(1);
      expect(status[0]?.textContent).toContain('Upload successful! URL: ');
      expect(status[0]?.textContent).toMatch(/Your reference: QR-/);
      const links = [...document.querySelectorAll('.upload a')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]);
      expect(links).toContainEqual(['Open your case', '/case']);
      expect(links).toContainEqual(['Upload another document', '/upload']);
      // Its inline blocks under the answer's own nonce.
      const csp = answer.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(html).toContain(`<style nonce="${String(nonce)}">`);

      // Several files: the first stored, and the page says so (decision 140).
      const several = await postForm(
        server,
        [
          { name: 'one.pdf', bytes: sample.pdf() },
          { name: 'two.pdf', bytes: sample.pdf() },
        ],
        '/upload',
      );
      expect(several.status).toBe(200);
      const { document: severalPage } = await pageOf(several);
      const said = severalPage.querySelector('.upload [role="status"]')?.textContent ?? '';
      expect(said).toContain('Upload successful! URL: ');
      expect(said).toContain('Only the first file was stored');
    } finally {
      await server.close();
      await place.remove();
    }
  }, 60_000);

  it('refused: the status of the refusal, the sentence why, in the language of the page', async () => {
    const place = await newPlace();
    const server = await startOffice(place);
    try {
      const refused = await postForm(
        server,
        [{ name: 'notas.txt', bytes: Buffer.from('nada') }],
        '/es/upload',
      );
      expect(refused.status).toBe(415);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      const { document } = await pageOf(refused);
      expect(document.documentElement.getAttribute('lang')).toBe('es');
      const status = document.querySelector('.upload [role="status"]')?.textContent ?? '';
      expect(status).toContain('La carga falló. ¡Inténtelo de nuevo!');
      const back = [...document.querySelectorAll('.upload a')].map((a) => a.getAttribute('href'));
      expect(back).toContain('/es/upload');
      expect(back).not.toContain('/es/case');
    } finally {
      await server.close();
      await place.remove();
    }
  }, 60_000);
});

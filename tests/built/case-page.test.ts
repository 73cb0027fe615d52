import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { useBuiltApp } from './built-app';

// The visitor's case page from the production build (decision 072): the public pages' frame
// with the built stylesheet and icon, "Close banner" back to it, and the links to it that the
// pages answered without JavaScript carry; the language a case takes from them (decision 073).
// The case page's own behaviour is tested against the server in tests/api/case-*.test.ts.
const app = useBuiltApp('case-page', { PUBLIC_URL: 'http://127.0.0.1' });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const BROKEN = /\bNaN\b|\bundefined\b|\bnull\b|\[object Object\]/;

const documentOf = (html: string) => new JSDOM(html).window.document;
const languageOf = async (reference: string) =>
  (
    await app.running?.office.database.db
      .selectFrom('cases')
      .select('language')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  )?.language;
/** The links to the case page of an answer, as [text, href]. */
const caseLinks = (html: string, path: string) =>
  [...documentOf(html).querySelectorAll(`main a[href="${path}"]`)].map((a) => a.textContent);

describe('the case page, built', () => {
  it('is in the frame of the public pages, with their stylesheet and icon, no broken value', async () => {
    for (const path of ['/case', '/es/case']) {
      const response = await fetch(app.base + path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const doc = documentOf(html);
      expect(doc.querySelector('style')?.textContent).toContain('.banner');
      expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toMatch(
        // The root's inline icon, as Vite encodes it (percent-encoding's hex digits in either case).
        /^data:image\/svg\+xml,%3[Cc]svg/,
      );
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe('');
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      for (const hidden of doc.querySelectorAll('script, style')) hidden.remove();
      expect(BROKEN.exec(doc.body.textContent ?? '')).toBeNull();
    }
  });

  it('"Close banner" without scripts comes back to it, which is then served without the banner', async () => {
    const closed = await fetch(`${app.base}/banner/close?back=%2Fes%2Fcase`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.base },
    });
    expect(closed.status).toBe(303);
    expect(closed.headers.get('location')).toBe('/es/case');
    const page = await fetch(`${app.base}/es/case`, { headers: { cookie: 'bannerClosed=true' } });
    expect(await page.text()).toMatch(/^<!DOCTYPE html><html lang="es" class="banner-closed">/);
  });

  it('the contact form sent without JavaScript from /es/contact opens a Spanish case, its thanks linking to /es/case', async () => {
    const response = await fetch(`${app.base}/es/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: app.base,
        'accept-language': 'en-US',
      },
      body: new URLSearchParams({
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Hola',
        intent: 'send',
      }),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const reference = /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(html)?.[0] ?? '';
    expect(caseLinks(html, '/es/case')).toEqual(['Su caso']);
    expect(await languageOf(reference)).toBe('es');

    // The tracker's result, looked up without JavaScript, links to the case page too.
    const tracked = await fetch(`${app.base}/es?index`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.base },
      body: new URLSearchParams({ reference }),
    });
    expect(caseLinks(await tracked.text(), '/es/case')).toEqual(['Su caso']);
  });

  it('the upload answered without JavaScript links to the case page, in the language of the upload page', async () => {
    for (const [page, path, words, lang] of [
      ['/es/upload', '/es/case', 'Abra su caso', 'es'],
      ['/upload', '/case', 'Open your case', 'en'],
    ] as const) {
      const form = new FormData();
      form.append('upload_preset', 'tax_documents');
      form.append('file', new Blob([new Uint8Array(PDF)]), 'w2.pdf');
      const response = await fetch(`${app.base}/api/upload`, {
        method: 'POST',
        body: form,
        headers: { accept: 'text/html', origin: app.base, referer: app.base + page },
      });
      const html = await response.text();
      expect(caseLinks(html, path)).toEqual([words]);
      const reference = /QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(html)?.[0] ?? '';
      expect(await languageOf(reference)).toBe(lang);
    }
  });
});

/** What the pages' server does with odd requests, with the Host and with the build's assets and files. */

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { STATIC_PATHS } from '../../app/site/pages';
import { base, errors, logs, PUBLIC_URL, raw, rawSocket, usePagesServer } from './pages-server';

// Needs the production build (npm test builds before it runs).
usePagesServer();

describe('client mistakes: a 4xx, nothing in the log', () => {
  it.each([
    ['GET /% HTTP/1.1', 400],
    ['GET /%c0 HTTP/1.1', 400],
    ['GET /calculator%ZZ HTTP/1.1', 400],
    ['TRACE / HTTP/1.1', 405],
    ['TRACE /api/RefundCalculator HTTP/1.1', 405],
  ])('%s → %i', async (line, status) => {
    logs.length = 0;
    errors.mockClear();
    const reply = await rawSocket(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(reply).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(logs).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a POST to an unknown path is 404, to a page without a form 405, both unlogged', async () => {
    logs.length = 0;
    errors.mockClear();
    const unknown = await raw('/no/such/page', { 'content-type': 'text/plain' }, 'POST');
    expect(unknown.status).toBe(404);
    expect(unknown.body.toString('utf8')).toContain('Page not found');
    const page = await raw('/upload', {}, 'POST');
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD');
    const api = await raw('/api/upload', {}, 'GET');
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe('POST');
    expect(logs).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a form posted from another site is 403, unlogged', async () => {
    logs.length = 0;
    errors.mockClear();
    for (const [origin, urlPath] of [
      ['http://evil.example', '/calculator'],
      ['null', '/calculator'],
      ['http://evil.example', '/calculator.data'],
    ] as const) {
      const response = await fetch(base + urlPath, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: 'income=64600&confirm=on',
      });
      expect(response.status).toBe(403);
    }
    expect(logs).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('two Host headers get 400', async () => {
    const reply = await rawSocket(
      'GET /sitemap.xml HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe('absolute URLs from PUBLIC_URL only', () => {
  const poison = {
    host: 'evil.example',
    'x-forwarded-host': '"><script>alert(1)</script>',
    'x-forwarded-proto': 'https',
    'accept-encoding': 'identity',
  };

  it('robots.txt and sitemap.xml ignore the Host and X-Forwarded-Host', async () => {
    const robots = await raw('/robots.txt', poison);
    expect(robots.body.toString('utf8')).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
    const sitemap = await raw('/sitemap.xml', poison);
    const xml = sitemap.body.toString('utf8');
    for (const page of STATIC_PATHS) expect(xml).toContain(`<loc>${PUBLIC_URL}${page}</loc>`);
    expect(xml).not.toMatch(/evil|script/);
    for (const response of [robots, sitemap]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('a request without a Host (HTTP/1.0) never yields "undefined"', async () => {
    for (const urlPath of ['/sitemap.xml', '/robots.txt', '/', '/no/such/page']) {
      const reply = await rawSocket(`GET ${urlPath} HTTP/1.0\r\nAccept-Encoding: identity\r\n\r\n`);
      expect(reply).toMatch(/^HTTP\/1\.1 (200|404) /);
      expect(reply).not.toContain('undefined');
    }
  });
});

describe('assets and files', () => {
  /** The one source of the icon, read once. */
  const faviconSvg = readFile(path.join(process.cwd(), 'public', 'favicon.svg'), 'utf8').then(
    (text) => text.trim(),
  );

  it('serves hashed assets as the build compressed them, cached for a year', async () => {
    const html = (await raw('/', { 'accept-encoding': 'identity' })).body.toString('utf8');
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(asset).toMatch(/^\/assets\//);
    const file = path.join(process.cwd(), 'build', 'client', asset);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const response = await raw(asset, { 'accept-encoding': String(encoding) });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // serve-static writes the charset as mime-types names it (UTF-8): the same, in any case.
      expect(response.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
      expect(response.body.equals(await readFile(file + String(suffix)))).toBe(true);
    }
  });

  it('has a favicon, served and declared inline', async () => {
    const icon = await fetch(base + '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toBe((await faviconSvg) + '\n');
  });

  it.each(STATIC_PATHS)(
    '%s: its icon is inline, so no request for one can end before the first paint',
    async (page) => {
      const { document } = new JSDOM(await (await fetch(base + page)).text()).window;
      const icons = [...document.querySelectorAll('link[rel~="icon"]')];
      expect(icons).toHaveLength(1);
      const href = icons[0]?.getAttribute('href') ?? '';
      const prefix = 'data:image/svg+xml,';
      expect(href.startsWith(prefix), href).toBe(true);
      // The build writes the SVG's double quotes as single ones.
      expect(decodeURIComponent(href.slice(prefix.length)).replaceAll("'", '"')).toBe(
        await faviconSvg,
      );
      // Nothing else in the head holds the paint back: no stylesheet; the modules the page's
      // scripts import are preloaded, which never blocks it (decision 123).
      const fetched = [...document.head.querySelectorAll('link[href]')].filter(
        (link) =>
          !/^(icon|canonical|alternate|modulepreload)$/.test(link.getAttribute('rel') ?? ''),
      );
      expect(fetched.map((link) => link.outerHTML)).toEqual([]);
    },
  );

  it('answers an unknown page with the 404 page, with a nonce', async () => {
    const response = await fetch(base + '/no/such/page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toMatch(/>O(&#x27;|')Neil Refunds<\/a>/);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '');
    expect(nonce?.[1]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag).toContain(`nonce="${nonce?.[1]}"`);
    }
    // A fresh one with every answer.
    const again = await fetch(base + '/no/such/page');
    await again.text();
    const second = /'nonce-([^']+)'/.exec(again.headers.get('content-security-policy') ?? '');
    expect(second?.[1]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second?.[1]).not.toBe(nonce?.[1]);
  });
});

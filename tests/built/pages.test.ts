/** The prerendered pages: fixed bytes with their policy, one path per page, never a template read from disk. */

import { describe, expect, it } from 'vitest';
import { STATIC_PATHS } from '../../app/site/pages';
import {
  base,
  decode,
  expectPolicyMatchesPage,
  PUBLIC_URL,
  raw,
  usePagesServer,
} from './pages-server';

// Needs the production build (npm test builds before it runs).
usePagesServer();

describe('prerendered pages as fixed bytes', () => {
  it.each(STATIC_PATHS)('%s: the settings filled in, no nonce, a canonical link', async (page) => {
    const response = await raw(page);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body.toString('utf8');
    expect(html).not.toMatch(/__QR_|QRNONCEPLACEHOLDER|nonce=/);
    expect(html).toMatch(/>O(&#x27;|')Neil Refunds<\/a>/);
    expect(html).toContain('href="tel:+15550100199"');
    expect(html).toContain('help@refunds.example');
    expect(html).toMatch(/<title>[^<]+ \| O(&#x27;|')Neil Refunds<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${page}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${page}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| O(&#x27;|')Neil Refunds"\/>/);
    expect(html).toMatch(/<meta property="og:site_name" content="O(&#x27;|')Neil Refunds"\/>/);
    // The page's scripts are modules, which never hold the first paint back; a page with nothing
    // to enhance has none (decision 123).
    const readOnly = /\/(testimonials|terms|privacy)$/.test(page);
    if (readOnly) expect(html).not.toMatch(/<script type="module"/);
    else expect(html).toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<script(?![^>]*type="module")[^>]*\ssrc=/);
  });

  it.each(STATIC_PATHS)('%s: the same bytes twice, in each encoding', async (page) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await raw(page, { 'accept-encoding': encoding });
      const second = await raw(page, { 'accept-encoding': encoding });
      expect(first.headers['content-encoding']).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      // Cookie: a visitor who closed the banner without scripts gets the page without it.
      expect(first.headers.vary).toBe('Cookie, Accept-Encoding');
      expect(first.headers['content-length']).toBe(String(first.body.length));
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['content-security-policy']).toBe(
        first.headers['content-security-policy'],
      );
    }
    const bodies = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (e) =>
        decode(await raw(page, { 'accept-encoding': e })),
      ),
    );
    expect(new Set(bodies).size).toBe(1);
  });

  it.each(STATIC_PATHS)('%s: the CSP names every inline block by its hash', async (page) => {
    const response = await raw(page);
    expectPolicyMatchesPage(
      response.body.toString('utf8'),
      String(response.headers['content-security-policy']),
    );
  });

  it('the hash check fails for an inline script changed without a new hash', async () => {
    const response = await raw('/');
    const policy = String(response.headers['content-security-policy']);
    const changed = response.body.toString('utf8').replace("add('js')", "add('changed')");
    expect(changed).not.toBe(response.body.toString('utf8'));
    expect(() => expectPolicyMatchesPage(changed, policy)).toThrow();
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await raw('/calculator', { 'accept-encoding': encoding });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await raw('/calculator', {
        'accept-encoding': encoding,
        'if-none-match': etag,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      const other = await raw('/calculator', {
        'accept-encoding': encoding,
        'if-none-match': '"something-else"',
      });
      expect(other.status).toBe(200);
    }
    // Another encoding's tag is not this one.
    const br = await raw('/calculator', { 'accept-encoding': 'br' });
    const gzip = await raw('/calculator', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(gzip.status).toBe(200);
  });

  it('compares If-None-Match weakly, in a list, and takes "*" (RFC 9110)', async () => {
    const etag = String((await raw('/calculator', { 'accept-encoding': 'gzip' })).headers.etag);
    const forms: [string, number][] = [
      [`W/${etag}`, 304],
      [`"other", ${etag}`, 304],
      [`"other",W/${etag} , "third"`, 304],
      ['*', 304],
      ['"other", W/"another"', 200],
      [etag.slice(0, -2) + '"', 200],
    ];
    for (const [ifNoneMatch, status] of forms) {
      const answer = await raw('/calculator', {
        'accept-encoding': 'gzip',
        'if-none-match': ifNoneMatch,
      });
      expect(answer.status, ifNoneMatch).toBe(status);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await raw('/', { 'accept-encoding': 'br' });
    const head = await raw('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('sends the security headers', async () => {
    const response = await fetch(base + '/contact');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=()',
    );
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('serves route data with the settings filled in', async () => {
    const response = await fetch(base + '/calculator.data');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("O'Neil Refunds");
    expect(body).not.toContain('__QR_');
  });
});

describe('one path per page', () => {
  it.each([
    ['/calculator/', '/calculator'],
    ['/CALCULATOR', '/calculator'],
    ['/Upload/?from=banner', '/upload?from=banner'],
    ['/calcul%61tor/', '/calculator'],
  ])('%s is redirected to %s', async (from, to) => {
    const response = await raw(from);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('keeps a form post a post (308)', async () => {
    const response = await raw('/Calculator', {}, 'POST');
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/calculator');
  });
});

describe('never a template from disk', () => {
  it.each([
    '/index.html',
    '/index.htm%6c',
    '/calculator/index.html',
    '/upload/index%2ehtml',
    '/calculator.data/',
    '/upload.dat%61',
    '/%61ssets/../index.html',
  ])('%s', async (urlPath) => {
    const response = await raw(urlPath, { 'accept-encoding': 'identity' });
    expect(response.body.toString('utf8')).not.toMatch(/__QR_|QRNONCEPLACEHOLDER/);
    if (response.headers['content-type']?.startsWith('text/html')) {
      expect(response.status).toBe(404);
      expect(response.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
    }
  });
});

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATIC_PATHS } from '../../app/site/pages';
import { createApp, DEFAULT_BUILD_DIR, type RunningApp } from '../../server/app';

// Needs the production build (npm test builds before it runs).
const errors = vi.spyOn(console, 'error');
const PUBLIC_URL = 'https://refunds.example';
let dataDir: string;
const logs: string[] = [];
let running: RunningApp;
let server: Server;
let base: string;
let port: number;

/** The app as server/index.ts serves it (its own listener), with these extra settings. */
async function serve(env: Record<string, string> = {}) {
  const app = await createApp({
    env: {
      DATA_DIR: dataDir,
      PUBLIC_URL,
      SITE_NAME: "O'Neil Refunds",
      SUPPORT_PHONE: '(555) 010-0199',
      SUPPORT_EMAIL: 'help@refunds.example',
      ...env,
      COMPANY_ADDRESS: '1200 W. Main St #4, Austin, TX 78701',
      RETENTION_DAYS: '365',
    },
    pages: { buildDir: DEFAULT_BUILD_DIR },
    log: (line) => logs.push(line),
  });
  const listening = http.createServer(app.listener).listen(0, '127.0.0.1');
  await once(listening, 'listening');
  return { app, server: listening, port: (listening.address() as AddressInfo).port };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qr-pages-'));
  ({ app: running, server, port } = await serve());
  base = `http://127.0.0.1:${port}`;
  logs.length = 0;
});

afterAll(async () => {
  server.close();
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body comes back as sent (fetch would decompress it). */
function raw(
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
  to = port,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: to, path: urlPath, method, headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** What comes back for bytes written as they are on a fresh connection (until it closes). */
function rawSocket(text: string, to = port): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(to, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.write(text);
  });
}

function decode(response: Raw): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The hashes a directive of the policy names. */
function hashesOf(policy: string, directive: string): Set<string> {
  const value = policy.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '';
  return new Set([...value.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1] as string));
}

/**
 * Throws unless the policy names exactly the inline scripts and styles of the page, read by a
 * real HTML parser (not by the server's own code).
 */
function expectPolicyMatchesPage(html: string, policy: string): void {
  const { document } = new JSDOM(html).window;
  const scripts = [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent);
  const styles = [...document.querySelectorAll('style')].map((s) => s.textContent);
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);
  expect(hashesOf(policy, 'script-src')).toEqual(new Set(scripts.map(sha256)));
  expect(hashesOf(policy, 'style-src')).toEqual(new Set(styles.map(sha256)));
  expect(policy).not.toMatch(/unsafe-inline|nonce-/);
}

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
    expect(html).toMatch(/<title>[^<]+ \| O'Neil Refunds<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${page}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${page}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| O'Neil Refunds"\/>/);
    expect(html).toContain('<meta property="og:site_name" content="O\'Neil Refunds"/>');
    // No script download starts before the first paint (decision 014).
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script type="module" async="">await new Promise/);
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
      expect(etag).toMatch(/^"[^"]+"$/);
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
    const file = path.join(DEFAULT_BUILD_DIR, 'client', asset);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const response = await raw(asset, { 'accept-encoding': String(encoding) });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
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
      // Nothing else in the head is fetched before the paint: no stylesheet or preload links.
      const fetched = [...document.head.querySelectorAll('link[href]')].filter(
        (link) => !/^(icon|canonical|alternate)$/.test(link.getAttribute('rel') ?? ''),
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

describe('Strict-Transport-Security', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';

  it('is not sent over plain http, nor for an untrusted X-Forwarded-Proto', async () => {
    for (const urlPath of ['/', '/robots.txt', '/no/such/page']) {
      const response = await raw(urlPath, { 'x-forwarded-proto': 'https' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('is sent when the trusted proxy says https, and a scheme other than http(s) is 400', async () => {
    const behindProxy = await serve({ TRUST_PROXY: 'true' });
    try {
      const to = behindProxy.port;
      for (const urlPath of ['/', '/robots.txt', '/no/such/page', '/assets/none.js']) {
        const secure = await raw(urlPath, { 'x-forwarded-proto': 'https' }, 'GET', to);
        expect(secure.headers['strict-transport-security']).toBe(HSTS);
        const plain = await raw(urlPath, { 'x-forwarded-proto': 'http' }, 'GET', to);
        expect(plain.headers['strict-transport-security']).toBeUndefined();
      }
      const api = await fetch(`http://127.0.0.1:${to}/api/RefundCalculator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: '{"income":50000}',
      });
      expect(api.headers.get('strict-transport-security')).toBe(HSTS);
      const bad = await raw('/', { 'x-forwarded-proto': 'javascript' }, 'GET', to);
      expect(bad.status).toBe(400);
      // A forwarded host with markup changes nothing and breaks nothing.
      const poisoned = await raw('/no/such/page', { 'x-forwarded-host': '"><b>' }, 'GET', to);
      expect(poisoned.status).toBe(404);
      expect(poisoned.body.toString('utf8')).not.toContain('"><b>');
    } finally {
      behindProxy.server.close();
      await behindProxy.app.close();
    }
  });

  it('is sent on the short answers over https too: redirects and refusals', async () => {
    const behindProxy = await serve({ TRUST_PROXY: 'true' });
    const shortAnswers: [string, string, Record<string, string>, number][] = [
      ['GET', '/Calculator/', {}, 301],
      ['DELETE', '/', {}, 405],
      ['POST', '/calculator', { origin: 'https://evil.example' }, 403],
      ['POST', '/robots.txt', {}, 405],
      ['GET', '/%c0', {}, 400],
      ['TRACE', '/', {}, 405],
    ];
    try {
      for (const [method, urlPath, headers, status] of shortAnswers) {
        for (const scheme of ['https', 'http']) {
          const answer = await raw(
            urlPath,
            { ...headers, 'x-forwarded-proto': scheme },
            method,
            behindProxy.port,
          );
          expect(answer.status, `${method} ${urlPath}`).toBe(status);
          expect(
            answer.headers['strict-transport-security'],
            `${method} ${urlPath} ${scheme}`,
          ).toBe(scheme === 'https' ? HSTS : undefined);
        }
      }
    } finally {
      behindProxy.server.close();
      await behindProxy.app.close();
    }
  });

  it('is sent on a direct https connection', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'qr-tls-'));
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    execFileSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    const tls = https
      .createServer({ key: await readFile(key), cert: await readFile(cert) }, running.listener)
      .listen(0, '127.0.0.1');
    await once(tls, 'listening');
    try {
      const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
        https
          .get(
            {
              host: '127.0.0.1',
              port: (tls.address() as AddressInfo).port,
              path: '/',
              rejectUnauthorized: false,
            },
            (res) => {
              res.resume();
              resolve(res.headers);
            },
          )
          .on('error', reject);
      });
      expect(headers['strict-transport-security']).toBe(HSTS);
    } finally {
      tls.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('the calculator without JavaScript', () => {
  it('renders the estimate for a form post', async () => {
    const response = await fetch(base + '/calculator', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'income=64600&withheld=8000&taxYear=2024&children=0&filingStatus=single&confirm=on',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    const html = await response.text();
    expect(html).toContain(
      '<dd>$1,941.00</dd><dt>Fee</dt><dd>$35.00</dd><dt>Net refund</dt><dd>$1,906.00</dd>',
    );
  });

  // docs/product.md, Fees: each tier up to and including its bound, a cent above is the next one.
  // Everything withheld: the refund is far above any fee, so the tier's fee is charged whole.
  it.each([
    ['100000', '$35.00'],
    ['100000.01', '$75.00'],
    ['243000', '$75.00'],
    ['243000.01', '$250.00'],
    ['609000', '$250.00'],
    ['609000.01', '$500.00'],
  ])('shows the fee of the tier of an income of %s: %s', async (income, fee) => {
    const response = await fetch(base + '/calculator', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: `income=${income}&withheld=${income}&taxYear=2024&children=0&filingStatus=single&confirm=on`,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<dt>Fee</dt><dd>${fee}</dd>`);
  });

  it('never shows a fee above the refund: a refund of $10.00 is all the fee, net $0.00', async () => {
    // The worked example of app/tax/years/SOURCES.md: tax 6,059; 6,069 withheld → refund 10.
    const response = await fetch(base + '/calculator', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'income=64600&withheld=6069&taxYear=2024&children=0&filingStatus=single&confirm=on',
    });
    expect(await response.text()).toContain(
      '<dd>$10.00</dd><dt>Fee</dt><dd>$10.00</dd><dt>Net refund</dt><dd>$0.00</dd>',
    );
  });

  it('takes the form through the route data path too (a hydrated <Form> posts there)', async () => {
    errors.mockClear();
    const response = await fetch(base + '/calculator.data', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'income=64600&withheld=8000&taxYear=2024&children=0&filingStatus=single&confirm=on',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('1906');
    const page = await fetch(base + '/upload.data', { method: 'POST', headers: { origin: base } });
    expect(page.status).toBe(405);
    expect(errors).not.toHaveBeenCalled();
  });

  const UNREADABLE = {
    en: 'We could not read the form as it was sent. Please fill it in and try again.',
    es: 'No pudimos leer el formulario tal como se envió. Complételo e inténtelo de nuevo.',
  };

  it.each([
    ['/calculator', 'multipart/form-data', 'income=1', 400, UNREADABLE.en],
    ['/calculator', 'multipart/form-data; boundary=x', 'not multipart at all', 400, UNREADABLE.en],
    ['/calculator', 'application/json', '{"income": 1}', 415, UNREADABLE.en],
    ['/calculator', 'text/plain', 'income=1', 415, UNREADABLE.en],
    ['/contact', 'multipart/form-data; boundary=x', 'not multipart at all', 400, UNREADABLE.en],
    ['/contact', 'application/json', '{"name": "Ana"}', 415, UNREADABLE.en],
    ['/?index', 'application/json', '{"reference": "QR-1"}', 415, UNREADABLE.en],
    ['/es?index', 'multipart/form-data; boundary=x', 'not multipart at all', 400, UNREADABLE.es],
    ['/es/calculator', 'text/plain', 'income=1', 415, UNREADABLE.es],
    ['/es/contact', 'application/json', '{"name": "Ana"}', 415, UNREADABLE.es],
  ])(
    'answers a post to %s as %s (%s), which no browser form sends, %i with the page and one sentence, unlogged',
    async (pagePath, type, body, status, sentence) => {
      errors.mockClear();
      logs.length = 0;
      const response = await fetch(base + pagePath, {
        method: 'POST',
        headers: { 'content-type': type, origin: base },
        body,
      });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<h1');
      expect(html).toContain(sentence);
      expect(errors).not.toHaveBeenCalled();
      expect(logs).toEqual([]);
    },
  );

  it('takes a well-formed multipart form like a URL-encoded one', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ income: '64600', withheld: '8000' })) {
      form.set(name, value);
    }
    form.set('taxYear', '2024');
    form.set('confirm', 'on');
    const response = await fetch(base + '/calculator', {
      method: 'POST',
      headers: { origin: base },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<dt>Net refund</dt><dd>$1,906.00</dd>');
  });

  it('says what is wrong with a bad form', async () => {
    const response = await fetch(base + '/calculator', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'income=abc&confirm=on',
    });
    expect(await response.text()).toMatch(/role="alert"[^>]*>Please check the form:.*income/);
  });
});

describe('the Refund Tracker without JavaScript', () => {
  it('answers a lookup posted to the home page with the page, rendered with a nonce', async () => {
    const response = await fetch(base + '/?index', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: 'reference=QR-0000-0000-0000',
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(
      /role="alert"[^>]*>We could not find that reference\. Check it and try again\.</,
    );
    expect(html).toContain('value="QR-0000-0000-0000"');
  });

  it('answers the eleventh lookup in a minute from one client with 429, in the page language', async () => {
    // A server of its own (its own database), behind the proxy: the client is X-Forwarded-For.
    const folder = await mkdtemp(path.join(tmpdir(), 'qr-track-limit-'));
    const behindProxy = await serve({ TRUST_PROXY: 'true', DATA_DIR: folder });
    const origin = `http://127.0.0.1:${behindProxy.port}`;
    const lookUp = (client: string) =>
      fetch(origin + '/es?index', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin,
          'x-forwarded-for': client,
        },
        body: 'reference=QR-0000-0000-0000',
      });
    try {
      for (let i = 0; i < 10; i += 1) expect((await lookUp('203.0.113.77')).status).toBe(404);
      const refused = await lookUp('203.0.113.77');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
      expect(await refused.text()).toMatch(
        /role="alert"[^>]*>Ha consultado varios números de referencia en poco tiempo\. Espere un minuto e inténtelo de nuevo\.</,
      );
      // Another client is not held back.
      expect((await lookUp('203.0.113.78')).status).toBe(404);
    } finally {
      behindProxy.server.close();
      await behindProxy.app.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps the home page itself fixed bytes: a visit does not look anything up', async () => {
    const [first, second] = await Promise.all([fetch(base + '/'), fetch(base + '/')]);
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'));
    expect(first.headers.get('content-security-policy')).not.toMatch(/nonce-/);
  });
});

describe('the production server process', () => {
  it('starts from the build and stops cleanly on SIGTERM', async () => {
    const child: ChildProcess = spawn(process.execPath, ['build/start.js'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 30_000 }).toContain('Listening on');
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(output).toContain('SIGTERM');
  }, 45_000);
});

describe('company settings in the pages', () => {
  it('the footer shows COMPANY_ADDRESS and the privacy notice RETENTION_DAYS', async () => {
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain('>1200 W. Main St #4, Austin, TX 78701</p>');
    expect(home).toContain('deleted 365 days after the last activity');
    const privacy = await (await fetch(`${base}/privacy`)).text();
    expect(privacy).toContain('for 365 days after the last activity on your case');
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, DEFAULT_BUILD_DIR } from '../../server/app';

// Needs the production build (npm test builds before it runs).
let server: Server;
let base: string;
let dataDir: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qr-pages-'));
  const running = await createApp({
    env: {
      DATA_DIR: dataDir,
      SITE_NAME: "O'Neil Refunds",
      SUPPORT_PHONE: '(555) 010-0199',
      SUPPORT_EMAIL: 'help@refunds.example',
    },
    pages: { buildDir: DEFAULT_BUILD_DIR },
    log: () => {},
  });
  close = running.close;
  server = running.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await close();
  await rm(dataDir, { recursive: true, force: true });
});

function nonceOf(csp: string | null): string {
  const match = /'nonce-([^']+)'/.exec(csp ?? '');
  if (!match?.[1]) throw new Error(`no nonce in ${csp}`);
  return match[1];
}

describe('prerendered pages', () => {
  it.each(['/', '/upload', '/calculator', '/testimonials', '/contact', '/agreement'])(
    '%s: settings filled in at start, a fresh nonce on every response',
    async (page) => {
      const first = await fetch(base + page);
      const second = await fetch(base + page);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const html = await first.text();
      const nonce = nonceOf(first.headers.get('content-security-policy'));
      expect(nonce).not.toBe(nonceOf(second.headers.get('content-security-policy')));
      // Every script carries this response's nonce, and no placeholder is left.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      // So does the inlined stylesheet.
      const styles = html.match(/<style\b[^>]*>/g) ?? [];
      expect(styles.length).toBeGreaterThan(0);
      for (const tag of styles) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toMatch(/__QR_|QRNONCEPLACEHOLDER/);
      expect(html).toMatch(/>O(&#x27;|')Neil Refunds<\/a>/);
      expect(html).toContain('href="tel:+15550100199"');
      expect(html).toContain('help@refunds.example');
      expect(html).toMatch(/<title>[^<]+ \| O'Neil Refunds<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    },
  );

  it('the CSP allows no inline script without the nonce and no framing', async () => {
    const csp = (await fetch(base + '/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends the security headers', async () => {
    const response = await fetch(base + '/contact');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=()',
    );
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const br = await fetch(base + '/', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gzip = await fetch(base + '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('never serves the prerendered files raw', async () => {
    for (const raw of ['/index.html', '/calculator/index.html', '/calculator.data/']) {
      const response = await fetch(base + raw);
      expect(await response.text()).not.toMatch(/__QR_|QRNONCEPLACEHOLDER/);
    }
  });

  it('serves route data with the settings filled in', async () => {
    const response = await fetch(base + '/calculator.data');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("O'Neil Refunds");
    expect(body).not.toContain('__QR_');
  });
});

describe('assets and files', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const html = await (await fetch(base + '/')).text();
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(base + asset);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('has robots.txt, sitemap.xml and a favicon', async () => {
    const robots = await fetch(base + '/robots.txt');
    expect(await robots.text()).toMatch(
      /User-agent: \*[\s\S]*Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/,
    );
    const sitemap = await (await fetch(base + '/sitemap.xml')).text();
    for (const page of ['/', '/upload', '/calculator', '/testimonials', '/contact', '/agreement']) {
      expect(sitemap).toContain(`<loc>${base}${page}</loc>`);
    }
    const icon = await fetch(base + '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answers an unknown page with the 404 page', async () => {
    const response = await fetch(base + '/no/such/page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toMatch(/>O(&#x27;|')Neil Refunds<\/a>/);
    expect(response.headers.get('content-security-policy')).toContain("'nonce-");
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
    const html = await response.text();
    expect(html).toContain(
      '<dd>$1,941.00</dd><dt>Fee</dt><dd>$35.00</dd><dt>Net refund</dt><dd>$1,906.00</dd>',
    );
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
    await expect.poll(() => output, { timeout: 10_000 }).toContain('Listening on');
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(output).toContain('SIGTERM');
  });
});

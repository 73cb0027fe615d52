/** Strict-Transport-Security: only over https, from a trusted proxy or a direct connection. */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { raw, running, serve, usePagesServer } from './pages-server';

// Needs the production build (npm test builds before it runs).
usePagesServer();

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

/**
 * The app as the production build serves its pages, for the tests/built/pages*.test.ts files:
 * call `usePagesServer()` at the top of a file. `base`, `port`, `running` and `dataDir` are this
 * module's live bindings, set once the server listens (each test file has its own copy of the
 * module, so its own server, log and console spy).
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { RunningApp } from '../../server/app';
import { copyMigratedDatabase } from '../api/helpers/engines';
import { quietLogger } from '../api/helpers/logs';
import { builtServer } from './built-server';

export const errors = vi.spyOn(console, 'error');
export const PUBLIC_URL = 'https://refunds.example';
export let dataDir: string;
export const logs: string[] = [];
export let running: RunningApp;
export let server: Server;
export let base: string;
export let port: number;

/** The app as server/index.ts serves it (its own listener), with these extra settings. */
export async function serve(env: Record<string, string> = {}) {
  const app = await (
    await builtServer()
  ).createBuiltApp({
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
    logger: await quietLogger(),
    log: (line) => logs.push(line),
  });
  const listening = http.createServer(app.listener).listen(0, '127.0.0.1');
  await once(listening, 'listening');
  return { app, server: listening, port: (listening.address() as AddressInfo).port };
}

/** Starts the app for the file (logs emptied once it is up), and stops it afterwards. */
export function usePagesServer(): void {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qr-pages-'));
    await copyMigratedDatabase(dataDir);
    ({ app: running, server, port } = await serve());
    base = `http://127.0.0.1:${port}`;
    logs.length = 0;
  });

  afterAll(async () => {
    server.close();
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  });
}

export interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body comes back as sent (fetch would decompress it). */
export function raw(
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
export function rawSocket(text: string, to = port): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(to, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.write(text);
  });
}

export function decode(response: Raw): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The hashes a directive of the policy names. */
export function hashesOf(policy: string, directive: string): Set<string> {
  const value = policy.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '';
  return new Set([...value.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1] as string));
}

/**
 * Throws unless the policy names exactly the inline scripts and styles of the page, read by a
 * real HTML parser (not by the server's own code).
 */
export function expectPolicyMatchesPage(html: string, policy: string): void {
  const { document } = new JSDOM(html).window;
  const scripts = [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent);
  const styles = [...document.querySelectorAll('style')].map((s) => s.textContent);
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);
  expect(hashesOf(policy, 'script-src')).toEqual(new Set(scripts.map(sha256)));
  expect(hashesOf(policy, 'style-src')).toEqual(new Set(styles.map(sha256)));
  expect(policy).not.toMatch(/unsafe-inline|nonce-/);
}

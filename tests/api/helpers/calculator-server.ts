/**
 * POST /api/RefundCalculator through the real HTTP server (createApp, API only), with real
 * requests: fetch for well-formed ones, raw sockets for the malformed ones fetch cannot send.
 * What the tests/api/refund-calculator*.test.ts files share: call `useCalculatorServer()` at the
 * top of a file; `base` and `port` are this module's live bindings, set once the server listens
 * (each test file has its own copy of the module).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../../../server/app';
import { copyMigratedDatabase } from './engines';
import { quietLogger } from './logs';

export const ENDPOINT_PATH = '/api/RefundCalculator';

let server: http.Server;
let closeApp: () => Promise<void>;
let dataDir: string;
export let base: string;
export let port: number;

/** Starts the app's own listener for the file (with `env`'s settings), and stops it afterwards. */
export function useCalculatorServer(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'refund-api-'));
    await copyMigratedDatabase(dataDir);
    const { listener, close } = await createApp({
      pages: false,
      env: { ...env, DATA_DIR: dataDir },
      logger: await quietLogger(),
      log: () => {},
    });
    closeApp = close;
    // The server's own listener, as server/index.ts builds it: the API on its fast path.
    server = http.createServer(listener).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeApp();
    await rm(dataDir, { recursive: true, force: true });
  });
}

export function post(
  body: string,
  contentType: string | null = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (contentType !== null) headers['content-type'] = contentType;
  // A Uint8Array body makes fetch send no Content-Type of its own.
  return fetch(base + ENDPOINT_PATH, {
    method: 'POST',
    headers,
    body: new TextEncoder().encode(body),
  });
}

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

export async function errorOf(response: Response): Promise<ErrorBody['error']> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as ErrorBody;
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error;
}

/**
 * Writes raw bytes to the server and returns whatever comes back before the server closes the
 * connection or `waitMs` passes; `abortAfterWrite` destroys the socket right after writing.
 */
export function rawExchange(
  bytes: string,
  { waitMs = 1_000, abortAfterWrite = false }: { waitMs?: number; abortAfterWrite?: boolean } = {},
): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const finish = (): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(bytes, () => {
      if (abortAfterWrite) finish();
    });
  });
}

/** The server still answers a good request: nothing crashed, nothing is stuck. */
export async function expectServerHealthy(): Promise<void> {
  const response = await post(JSON.stringify({ income: 40_000 }));
  expect(response.status).toBe(200);
}

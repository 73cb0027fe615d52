import express from 'express';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copyMigratedDatabase } from './engines';
import { expect } from 'vitest';
import { readSettings, SettingsError } from '../../../app/settings.server';
import { createApp } from '../../../server/app';
import { createDocuments, type DocumentStorage } from '../../../server/documents';
import { timeTransfersByProgress } from '../../../server/documents/server-timeouts';
import { headersOneByOne, requestChecks } from '../../../server/http/request-checks';
import {
  mountExpressRoutes,
  mountNodeRoutes,
  ownBodyCap,
  routeTable,
} from '../../../server/routes';

export interface TestServer {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly logs: string[];
  close(): Promise<void>;
}

/** An HTTP server on a free loopback port, set up as server/index.ts sets up its own. */
async function openHttpServer(): Promise<{ server: Server; port: number; origin: string }> {
  const server = createServer();
  timeTransfersByProgress(server);
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, origin: `http://127.0.0.1:${port}` };
}

function serve(
  opened: { server: Server; port: number; origin: string },
  app: express.Express,
  dataDir: string,
  logs: string[],
  release: () => Promise<void>,
  { keepDataDir = false } = {},
): TestServer {
  const { server, port, origin } = opened;
  server.on('request', app);
  return {
    url: origin,
    port,
    dataDir,
    logs,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await release();
      if (!keepDataDir) await rm(dirname(dataDir), { recursive: true, force: true });
    },
  };
}

/**
 * A data folder of its own inside a fresh temporary folder, so that a test can look at everything
 * next to it (nothing written outside) without walking the whole temporary directory.
 */
async function newDataDir(): Promise<string> {
  const dataDir = join(await mkdtemp(join(tmpdir(), 'documents-test-')), 'data');
  await copyMigratedDatabase(dataDir);
  return dataDir;
}

export interface StartOptions {
  /** Start on this data folder (from an earlier server) and leave it in place on close. */
  readonly dataDir?: string;
}

/**
 * The whole app, as app.ts builds it, on a loopback port with a fresh data folder. PUBLIC_URL is
 * the server's own address unless the test gives one: the port is known before the app is built.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await newDataDir());
  const logs: string[] = [];
  const opened = await openHttpServer();
  const started = await createApp({
    pages: false,
    env: { DATA_DIR: dataDir, PUBLIC_URL: opened.origin, ...env },
    log: (line) => logs.push(line),
  }).catch(async (error: unknown) => {
    opened.server.close();
    if (options.dataDir === undefined) await rm(dirname(dataDir), { recursive: true, force: true });
    throw error;
  });
  const { app, close } = started;
  return serve(opened, app, dataDir, logs, close, { keepDataDir: options.dataDir !== undefined });
}

/** Why the app refuses to start with `env`: a settings error said in one line (it must refuse). */
export async function startupError(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<Error> {
  const error = await startServer(env, options).then(
    async (started) => {
      await started.close();
      throw new Error('the server started');
    },
    (failure: unknown) => failure as Error,
  );
  expect(error).toBeInstanceOf(SettingsError);
  expect(error.message).not.toContain('\n');
  return error;
}

/** The documents routes alone, mounted as app.ts mounts them, over an injected storage driver. */
export async function startServerWithStorage(
  storage: (dataDir: string) => Promise<DocumentStorage>,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = await newDataDir();
  const logs: string[] = [];
  const opened = await openHttpServer();
  const settings = readSettings({ DATA_DIR: dataDir, PUBLIC_URL: opened.origin, ...env });
  const documents = await createDocuments({
    settings: settings.documents,
    publicUrl: settings.server.publicUrl,
    uploadPreset: 'tax_documents',
    log: (line) => logs.push(line),
    storage: await storage(dataDir),
    // No database here either: these tests are about the store, and no upload is counted.
    takeUploadPlace: () => Promise.resolve({ allowed: true, retryAfterMs: 0 }),
  });
  const app = express();
  // No database here: the tracker's route answers as if it were down.
  const tracker = {
    lookup: async () =>
      ({ ok: false, status: 503, code: 'unavailable', message: 'no database' }) as const,
  };
  const table = routeTable({ documents, tracker });
  // The request checks first, as app.ts runs them (the routes read their facts: origin, scheme).
  const publicUrl = new URL(settings.server.publicUrl);
  app.use(
    requestChecks({
      trustProxy: settings.server.trustProxy,
      publicHost: publicUrl.host,
      publicOrigin: publicUrl.origin,
      ownBodyCap: ownBodyCap(table),
    }),
  );
  mountNodeRoutes(app, table);
  app.use(headersOneByOne);
  mountExpressRoutes(app, table);
  return serve(opened, app, dataDir, logs, () => documents.close());
}

/**
 * Every regular file under a folder, with its contents. A file the server removes between the
 * listing and the read (an upload being cleaned up) is not under the folder any more: it is left
 * out rather than failing the snapshot.
 */
export async function filesUnder(folder: string): Promise<{ path: string; bytes: Buffer }[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const read = await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      try {
        return { path, bytes: await readFile(path) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    }),
  );
  return read.filter((file) => file !== undefined);
}

export interface Part {
  readonly name: string;
  readonly filename?: string;
  readonly type?: string;
  readonly data: Buffer | string;
}

export const BOUNDARY = '----documents-test-boundary-4e1f';

/** A multipart/form-data body written by hand, for what FormData will not produce. */
export function multipart(parts: readonly Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** POSTs a hand-made body with node:http, which sends exactly what it is given. */
export function postRaw(
  port: number,
  body: Buffer,
  headers: Record<string, string | number> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/upload',
        headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface UploadResult {
  readonly status: number;
  readonly json: Record<string, unknown>;
}

/** Uploads as the browser component does: fetch with FormData. */
export async function upload(
  url: string,
  data: Buffer,
  {
    filename = 'document.pdf',
    type = 'application/pdf',
    preset = 'tax_documents',
    headers = {},
  }: {
    filename?: string;
    type?: string;
    preset?: string | null;
    headers?: Record<string, string>;
  } = {},
): Promise<UploadResult> {
  const form = new FormData();
  if (preset !== null) form.append('upload_preset', preset);
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const response = await fetch(`${url}/api/upload`, { method: 'POST', body: form, headers });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

export function errorMessage(json: Record<string, unknown>): string {
  const error = json.error as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : '';
}

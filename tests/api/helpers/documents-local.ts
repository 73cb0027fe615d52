import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { createLocalStorage } from '../../../server/documents/local-storage';
import type { DocumentStorage } from '../../../server/documents';
import { startServer, type TestServer } from './documents-server';

/**
 * What the documents tests (tests/api/documents-*.test.ts) share: the server on local storage
 * most of them upload to, and ways to look at what it keeps.
 */

/** The link signing key of the file's server: a test signs its own links with it. */
export const LINK_KEY = randomBytes(32);

/** The app on local storage, with room for a file's uploads and downloads. */
export function startLocalServer(): Promise<TestServer> {
  return startServer({
    LINK_SIGNING_KEY: LINK_KEY.toString('base64'),
    UPLOAD_MAX_BYTES: String(1024 * 1024),
    UPLOAD_RATE_LIMIT: '1000',
    DOWNLOADS_PER_CLIENT: '20',
  });
}

/**
 * The local-storage server for a file's tests: started before them, closed after them. Returns
 * the running server (call it inside a test).
 */
export function useLocalServer(): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startLocalServer();
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('the server has not started');
    return server;
  };
}

/**
 * Local storage in `folder` whose document streams misbehave once a document passes `bytes`:
 * `full` fails each further write as a full disk does (ENOSPC), `hung` never completes one (a hung
 * mount). Up to then, and for smaller documents, it is the real local storage.
 */
export async function storageFailingPast(
  folder: string,
  bytes: number,
  failure: 'full' | 'hung',
): Promise<DocumentStorage> {
  const local = await createLocalStorage(folder);
  return {
    ...local,
    async create(name) {
      const pending = await local.create(name);
      let written = 0;
      const stream = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          if (written <= bytes) pending.stream.write(chunk, callback);
          else if (failure === 'full')
            callback(
              Object.assign(new Error('ENOSPC: no space left on device, write'), {
                code: 'ENOSPC',
              }),
            );
        },
        final(callback) {
          pending.stream.end(callback);
        },
      });
      return { stream, commit: () => pending.commit(), abort: () => pending.abort() };
    },
  };
}

/** Every document file the server keeps, pending (`.incoming/…`) or published. */
export async function storedDocuments(server: TestServer): Promise<string[]> {
  const folder = join(server.dataDir, 'documents');
  const incoming = await readdir(join(folder, '.incoming'));
  const published = (await readdir(folder)).filter((name) => name !== '.incoming');
  return [...incoming.map((name) => `.incoming/${name}`), ...published];
}

export async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function download(secureUrl: unknown): Promise<Response> {
  if (typeof secureUrl !== 'string') throw new Error('no secure_url');
  return fetch(secureUrl);
}

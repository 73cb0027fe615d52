/** A store that stops taking bytes: the upload answers 503 in time. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../server/documents/local-storage';
import type { DocumentStorage } from '../../server/documents';
import * as sample from './helpers/documents-samples';
import {
  filesUnder,
  multipart,
  postRaw,
  startServerWithStorage,
  type TestServer,
} from './helpers/documents-server';
import { storageFailingPast, until } from './helpers/documents-local';

describe('a store that stops taking bytes mid-upload', () => {
  let folder = '';
  // A driver whose writes stop completing after the first 100 KB: a hung mount.
  const hungAfter100KB = (dataDir: string): Promise<DocumentStorage> => {
    folder = join(dataDir, 'documents');
    return storageFailingPast(folder, 100_000, 'hung');
  };

  async function expect503(server: TestServer, fileBytes: number): Promise<void> {
    const response = await postRaw(
      server.port,
      multipart([
        { name: 'upload_preset', data: 'tax_documents' },
        { name: 'file', filename: 'w2.pdf', data: sample.largePdf(fileBytes) },
      ]),
    );
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(JSON.parse(response.body)).toMatchObject({
      error: {
        message: 'The document store is not answering at the moment. Please try again in a minute.',
      },
    });
  }

  it('answers 503 after STALL_TIMEOUT_SECONDS without progress while the body is coming', async () => {
    const server = await startServerWithStorage(hungAfter100KB, {
      STALL_TIMEOUT_SECONDS: '1',
      STORAGE_TIMEOUT_SECONDS: '60',
    });
    try {
      await expect503(server, 8 * 1024 * 1024);
      // The answer does not wait on a store that is not answering; the cleanup follows it.
      await until(
        async () => (await filesUnder(folder)).length === 1,
        'the partial upload to be removed',
      );
      expect((await filesUnder(folder)).map((file) => file.path)).toEqual([
        join(folder, '.key-check'),
      ]);
    } finally {
      await server.close();
    }
  });

  it('answers 503, not 408, when the store has not even opened the document by the stall timeout', async () => {
    const server = await startServerWithStorage(
      async (dataDir) => {
        const local = await createLocalStorage(join(dataDir, 'documents'));
        return { ...local, create: () => new Promise<never>(() => {}) };
      },
      { STALL_TIMEOUT_SECONDS: '1', STORAGE_TIMEOUT_SECONDS: '60' },
    );
    try {
      await expect503(server, 8 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });

  it('answers 503 after STORAGE_TIMEOUT_SECONDS once the whole body is in', async () => {
    const server = await startServerWithStorage(hungAfter100KB, {
      STALL_TIMEOUT_SECONDS: '60',
      STORAGE_TIMEOUT_SECONDS: '1',
    });
    try {
      // Small enough for the parser and cipher buffers to take it all while the store hangs.
      await expect503(server, 300_000);
    } finally {
      await server.close();
    }
  });
});

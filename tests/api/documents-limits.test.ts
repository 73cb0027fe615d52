/** The upload rate limit and a full disk. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import {
  errorMessage,
  filesUnder,
  startServer,
  startServerWithStorage,
  upload,
} from './helpers/documents-server';
import { storageFailingPast } from './helpers/documents-local';

describe('rate limit', () => {
  it('answers 429 with Retry-After past UPLOAD_RATE_LIMIT uploads in the window', async () => {
    const server = await startServer({ UPLOAD_RATE_LIMIT: '3', UPLOAD_RATE_WINDOW_SECONDS: '600' });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await upload(server.url, sample.pdf())).status).toBe(200);
      const form = new FormData();
      form.append('upload_preset', 'tax_documents');
      form.append('file', new Blob([new Uint8Array(sample.pdf())]), 'w2.pdf');
      const response = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(await response.json()).toMatchObject({
        error: { message: 'Too many uploads from your connection. Please wait and try again.' },
      });
    } finally {
      await server.close();
    }
  });
});

describe('full disk', () => {
  it('answers 507 when storage fails with ENOSPC, and keeps nothing', async () => {
    let folder = '';
    // A driver whose disk fills up after the first 100 KB of any document.
    const server = await startServerWithStorage((dataDir) => {
      folder = join(dataDir, 'documents');
      return storageFailingPast(folder, 100_000, 'full');
    });
    try {
      const { status, json } = await upload(server.url, sample.largePdf(500_000));
      expect(status).toBe(507);
      expect(errorMessage(json)).toBe('The document store is full. Please try again later.');
      expect((await filesUnder(folder)).map((file) => file.path)).toEqual([
        join(folder, '.key-check'),
      ]);
      // Small documents still fit.
      expect((await upload(server.url, sample.pdf())).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

/** The documents key and the link signing key: generated, or required and checked at startup. */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { startServer } from './helpers/documents-server';

describe('keys', () => {
  it('generates both keys into the data folder with mode 0600 and says so', async () => {
    const server = await startServer();
    try {
      for (const file of ['documents.key', 'link-signing.key']) {
        const info = await stat(join(server.dataDir, file));
        expect(info.mode & 0o777).toBe(0o600);
      }
      expect(
        server.logs.some((line) =>
          /generated DOCUMENTS_KEY in .*documents\.key \(mode 0600\)/.test(line),
        ),
      ).toBe(true);
      expect(server.logs.some((line) => /generated LINK_SIGNING_KEY/.test(line))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('stops at startup on an invalid DOCUMENTS_KEY', async () => {
    await expect(
      createApp({ pages: false, env: { DOCUMENTS_KEY: 'c2hvcnQ=' }, log: () => {} }),
    ).rejects.toThrow(/DOCUMENTS_KEY must be one key, or up to 8 separated by commas/);
  });

  it('requires both keys as settings with STORAGE=s3', async () => {
    await expect(
      createApp({ pages: false, env: { STORAGE: 's3', S3_BUCKET: 'docs' }, log: () => {} }),
    ).rejects.toThrow(/DOCUMENTS_KEY is required when STORAGE=s3/);
  });

  it('stops at startup on an unusable setting', async () => {
    await expect(
      createApp({ pages: false, env: { UPLOAD_MAX_BYTES: '20MB' }, log: () => {} }),
    ).rejects.toThrow(/UPLOAD_MAX_BYTES must be a whole number/);
  });
});

import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import {
  filesUnder,
  startServer,
  startupError as refusal,
  upload,
  type TestServer,
} from './helpers/documents-server';
import { s3Settings, startS3, type TestS3 } from './helpers/s3';

// A real S3-protocol server on loopback (s3rver keeps objects in a temporary folder), not a mock.
describe('S3 storage driver against s3rver', () => {
  let s3: TestS3;
  let server: TestServer;
  const objectKeys = () => s3.objectKeys();

  beforeAll(async () => {
    s3 = await startS3();
    server = await startServer(
      s3Settings(s3, {
        UPLOAD_MAX_BYTES: String(16 * 1024 * 1024),
      }),
    );
  });

  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('stores a small and a multipart-sized document and reads both back byte for byte', async () => {
    // 12 MiB goes through S3 multipart upload (5 MiB parts); the small one through one PutObject.
    for (const bytes of [sample.png(), sample.largePdf(12 * 1024 * 1024)]) {
      const { status, json } = await upload(server.url, bytes);
      expect(status).toBe(200);
      expect(await objectKeys()).toContain(`documents/${String(json.public_id)}`);
      const response = await fetch(String(json.secure_url));
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('leaves no object for a refused, an oversize or an unfinished upload', async () => {
    const before = await objectKeys();
    expect((await upload(server.url, sample.html())).status).toBe(415);
    expect((await upload(server.url, sample.largePdf(16 * 1024 * 1024 + 1))).status).toBe(413);
    expect(
      (await upload(server.url, sample.largePdf(6 * 1024 * 1024), { preset: 'wrong' })).status,
    ).toBe(400);
    const missingPresetAfterFile = new FormData();
    missingPresetAfterFile.append(
      'file',
      new Blob([new Uint8Array(sample.largePdf(7 * 1024 * 1024))]),
      'w2.pdf',
    );
    const response = await fetch(`${server.url}/api/upload`, {
      method: 'POST',
      body: missingPresetAfterFile,
    });
    expect(response.status).toBe(400);
    expect(await objectKeys()).toEqual(before);
  });

  it('keeps no plaintext in the bucket', async () => {
    await upload(server.url, sample.pdf(), { filename: 'secret-name-81c2.pdf' });
    const files = await filesUnder(s3.directory);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.bytes.includes(sample.MARKER), file.path).toBe(false);
      expect(file.bytes.includes('secret-name-81c2'), file.path).toBe(false);
    }
  });

  const startupError = (env: Record<string, string>) => refusal(s3Settings(s3, env));

  it('refuses to start with a documents key other than the one the bucket was written with', async () => {
    expect(await objectKeys()).toContain('documents/.key-check');
    const error = await startupError({});
    expect(error.message).toMatch(
      /^DOCUMENTS_KEY is not the key the documents in S3 bucket tax-documents at .* were encrypted with: restore the original key from your backup/,
    );
  });

  it('refuses to start when the store cannot be used, saying why in one line', async () => {
    const closed = createNetServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    expect((await startupError({ S3_ENDPOINT: `http://127.0.0.1:${port}` })).message).toMatch(
      /^documents: cannot use S3 bucket tax-documents at http:\/\/127\.0\.0\.1:\d+ \(connection refused\); check S3_\* and AWS_\* settings$/,
    );
    expect((await startupError({ S3_BUCKET: 'no-such-bucket' })).message).toMatch(
      /cannot use S3 bucket no-such-bucket .*\(no such bucket\)/,
    );
    expect(
      (await startupError({ AWS_ACCESS_KEY_ID: 'WRONG', AWS_SECRET_ACCESS_KEY: 'WRONG' })).message,
    ).toMatch(/\(access denied: wrong credentials/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sample from './helpers/documents-samples';
import { errorMessage, startServer, upload, type TestServer } from './helpers/documents-server';
import { s3Settings, startS3, type TestS3 } from './helpers/s3';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const UNAVAILABLE =
  'The document store is not answering at the moment. Please try again in a minute.';

// The store stops answering: s3rver frozen with SIGSTOP (connections are still accepted by the
// kernel, nothing is ever answered), thawed with SIGCONT.
describe('an S3 store that stops answering', () => {
  let s3: TestS3;
  let server: TestServer;
  let secureUrl: string;

  const freeze = () => s3.freeze();
  const thaw = () => s3.thaw();
  const objectKeys = () => s3.objectKeys();

  beforeAll(async () => {
    s3 = await startS3();
    server = await startServer(
      s3Settings(s3, {
        STORAGE_TIMEOUT_SECONDS: '2',
        STALL_TIMEOUT_SECONDS: '10',
      }),
    );
    const { status, json } = await upload(server.url, sample.pdf());
    expect(status).toBe(200);
    secureUrl = String(json.secure_url);
  });

  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('answers uploads and downloads with 503, Retry-After and a sentence within the deadline', async () => {
    freeze();
    try {
      const started = Date.now();
      const uploaded = await upload(server.url, sample.largePdf(200_000));
      expect(uploaded.status).toBe(503);
      expect(errorMessage(uploaded.json)).toBe(UNAVAILABLE);

      const downloaded = await fetch(secureUrl);
      expect(downloaded.status).toBe(503);
      expect(downloaded.headers.get('retry-after')).toBe('30');
      expect(await downloaded.json()).toMatchObject({ error: { message: UNAVAILABLE } });
      // Two deadlines of 2 s, and some slack for a busy machine: never the minutes of a hang.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(server.logs.some((line) => /upload refused: .*no answer within 2 s/.test(line))).toBe(
        true,
      );
    } finally {
      thaw();
    }
    // Back to normal once the store answers again.
    const again = await upload(server.url, sample.pdf());
    expect(again.status).toBe(200);
  }, 30_000);

  it('never stores an upload whose client gave up while the store was frozen', async () => {
    const before = await objectKeys();
    freeze();
    try {
      const form = new FormData();
      form.append('upload_preset', 'tax_documents');
      form.append('file', new Blob([new Uint8Array(sample.largePdf(300_000))]), 'w2.pdf');
      const giveUp = AbortSignal.timeout(500);
      await expect(
        fetch(`${server.url}/api/upload`, { method: 'POST', body: form, signal: giveUp }),
      ).rejects.toThrow();
      await sleep(3_000); // Past the server's deadline for the call it was waiting on.
    } finally {
      thaw();
    }
    // Whatever the frozen store was sent now reaches it; none of it may become a document.
    await sleep(2_000);
    expect(await objectKeys()).toEqual(before);
  }, 30_000);
});

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A real S3-protocol server on loopback, for tests: s3rver in a process of its own. */
export interface TestS3 {
  readonly bucket: string;
  /** Where s3rver keeps the objects, to read them as stored. */
  readonly directory: string;
  readonly endpoint: string;
  /** The settings that point the server's document store at it. */
  readonly env: Readonly<Record<string, string>>;
  /** Every object key in the bucket, sorted. */
  objectKeys(): Promise<string[]>;
  /** The object's bytes as stored. */
  read(key: string): Promise<Buffer>;
  /** Stops it answering (SIGSTOP): the kernel still accepts connections, nothing is answered. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

/** The settings of an app whose documents go to `s3`, with fresh keys, and `env` over them. */
export function s3Settings(s3: TestS3, env: Record<string, string> = {}): Record<string, string> {
  return {
    ...s3.env,
    DOCUMENTS_KEY: randomBytes(32).toString('base64'),
    LINK_SIGNING_KEY: randomBytes(32).toString('base64'),
    ...env,
  };
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Starts s3rver with one bucket in a temporary folder (removed by `close`). */
export async function startS3(bucket = 'tax-documents'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const child = fork(fileURLToPath(new URL('./s3rver-child.mjs', import.meta.url)), [
    directory,
    bucket,
  ]);
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    bucket,
    directory,
    endpoint,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async objectKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
    freeze: () => void child.kill('SIGSTOP'),
    thaw: () => void child.kill('SIGCONT'),
    async close() {
      client.destroy();
      child.kill('SIGCONT');
      const gone = once(child, 'exit');
      child.kill('SIGKILL');
      await gone;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

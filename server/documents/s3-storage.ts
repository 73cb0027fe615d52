import { Readable, Writable } from 'node:stream';
import { SettingsError, type S3Settings } from '../../app/settings.server';
import { ClientGoneError } from './errors';
import {
  assertObjectName,
  isObjectName,
  StorageUnavailableError,
  type DocumentStorage,
  type PendingObject,
} from './storage';

// The smallest part S3 accepts (but for the last). One part in flight and one filling keeps an
// upload near 10 MiB of memory whatever its size; larger parts or more of them buy little on a
// server-side stream.
const PART_BYTES = 5 * 1024 * 1024;

const KEY_CHECK_NAME = '.key-check';
/** The readiness probe's object (never a document's name: those are ids, storage.ts). */
const WRITE_PROBE_NAME = '.write-probe';
/** A bucket that took a write serves /readyz this long before it is written to again. */
const WRITE_PROBE_REUSE_MS = 30_000;

/** Errors that say the store is not there or not answering now, rather than that we erred. */
function isUnavailable(error: unknown): boolean {
  const { name, code, $metadata } = error as {
    name?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  if (name === 'AbortError' || name === 'TimeoutError') return true;
  if (code !== undefined && /^(ECONN|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH)/.test(code))
    return true;
  return ($metadata?.httpStatusCode ?? 0) >= 500;
}

/** Why the bucket could not be used at startup, in a few words a person can act on. */
function startupReason(error: unknown, timeoutMs: number): string {
  const { name, code, message, $metadata } = error as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  if (name === 'AbortError' || name === 'TimeoutError')
    return `no answer within ${timeoutMs / 1000} s`;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host name not found';
  if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket') return 'no such bucket';
  if (status === 403 || status === 401)
    return 'access denied: wrong credentials, or they may not use this bucket';
  if (status === 301 || name === 'PermanentRedirect') return 'the bucket is in another region';
  return `${name ?? 'error'}${status === undefined ? '' : ` (HTTP ${status})`}: ${message ?? ''}`.trim();
}

/**
 * Documents as objects in an S3-compatible bucket, shared by every instance. Each document is a
 * multipart upload, even a small one, and exists only once that upload is completed: the S3 form
 * of "temporary name, then rename". Nothing is completed before commit(), so a refused, aborted or
 * abandoned upload (even one whose parts reach a frozen store much later) never becomes an object.
 * Every request carries a deadline of `timeoutMs`; one that passes it is cancelled and reported as
 * StorageUnavailableError.
 */
export async function createS3Storage(
  settings: S3Settings,
  timeoutMs: number,
): Promise<DocumentStorage> {
  // Loaded here, not at startup: the SDK is a third of the server's heap, which every major
  // collection walks, and a server on local storage never uses it (BENCHMARKS.md, Document upload).
  const {
    AbortMultipartUploadCommand,
    CompleteMultipartUploadCommand,
    CreateMultipartUploadCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    ListObjectsV2Command,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
    UploadPartCommand,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestHandler: { connectionTimeout: timeoutMs },
    // Recent SDKs add CRC checksums with aws-chunked bodies by default; many S3-compatible stores
    // reject those, and GCM already authenticates every byte we store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const key = (name: string) => `${settings.prefix}${name}`;
  /** When the last write probe succeeded (reachable()). */
  let lastWritten = -Infinity;
  const where = `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;

  /**
   * Sends one request with the deadline (retries included), also cancelled by `signal`. The
   * deadline covers the answer's headers: a body read afterwards is timed by its reader.
   */
  async function send<T>(
    what: string,
    call: (options: { abortSignal: AbortSignal }) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await call({ abortSignal: controller.signal });
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      const reason = controller.signal.aborted
        ? `no answer within ${timeoutMs / 1000} s`
        : error instanceof Error
          ? error.message
          : String(error);
      throw new StorageUnavailableError(`${where}: ${what}: ${reason}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  try {
    await send('checking the bucket', (o) => client.send(new HeadBucketCommand({ Bucket }), o));
  } catch (error) {
    client.destroy();
    const cause = error instanceof StorageUnavailableError ? (error.cause ?? error) : error;
    throw new SettingsError(
      `documents: cannot use ${where} (${startupReason(cause, timeoutMs)}); check S3_* and AWS_* settings`,
    );
  }

  async function create(name: string): Promise<PendingObject> {
    assertObjectName(name);
    const Key = key(name);
    const { UploadId } = await send('starting an upload', (o) =>
      client.send(
        new CreateMultipartUploadCommand({ Bucket, Key, ContentType: 'application/octet-stream' }),
        o,
      ),
    );
    if (UploadId === undefined) throw new Error(`${where} gave no UploadId`);

    const parts: { ETag: string; PartNumber: number }[] = [];
    let partsSent = 0;
    let filling: Buffer[] = [];
    let filled = 0;
    let inFlight: Promise<void> = Promise.resolve();
    let completing = false;
    let completed = false;
    let aborted = false;

    function sendPart(body: Buffer): Promise<void> {
      const PartNumber = ++partsSent;
      return send(`sending part ${PartNumber}`, (o) =>
        client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: body }), o),
      ).then(({ ETag }) => {
        if (ETag === undefined) throw new Error(`${where} gave no ETag for part ${PartNumber}`);
        parts[PartNumber - 1] = { ETag, PartNumber };
      });
    }

    // Collects chunks (by reference) into parts; a full part is sent once the one before it has
    // gone, and the write that filled it waits until then, which holds the writer back.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        filling.push(chunk);
        filled += chunk.length;
        if (filled < PART_BYTES) return callback();
        const body = Buffer.concat(filling, filled);
        filling = [];
        filled = 0;
        inFlight.then(() => {
          inFlight = sendPart(body);
          inFlight.catch(() => {}); // Read by the next write or by commit().
          callback();
        }, callback);
      },
    });

    return {
      stream,
      async commit(signal) {
        await inFlight;
        // The last part may be smaller than 5 MiB, and may be the only one.
        if (filled > 0 || partsSent === 0) {
          const body = Buffer.concat(filling, filled);
          filling = [];
          filled = 0;
          await sendPart(body);
        }
        if (signal?.aborted) throw new ClientGoneError('client gone before publishing');
        completing = true;
        await send('publishing a document', (o) =>
          client.send(
            new CompleteMultipartUploadCommand({
              Bucket,
              Key,
              UploadId,
              MultipartUpload: { Parts: parts },
            }),
            o,
          ),
        );
        completed = true;
      },
      async abort() {
        if (aborted) return;
        aborted = true;
        stream.destroy();
        await inFlight.catch(() => {});
        // After a completion, or one whose answer never came, the object itself goes.
        if (completing) {
          await send('removing a document', (o) =>
            client.send(new DeleteObjectCommand({ Bucket, Key }), o),
          ).catch(() => {});
        }
        if (!completed) {
          await send('abandoning an upload', (o) =>
            client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }), o),
          ).catch(() => {});
        }
      },
    };
  }

  async function getText(name: string): Promise<string | undefined> {
    try {
      const response = await send('reading the key check value', (o) =>
        client.send(new GetObjectCommand({ Bucket, Key: key(name) }), o),
      );
      return await response.Body?.transformToString();
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  function isMissing(error: unknown): boolean {
    return (
      error instanceof NoSuchKey ||
      (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
    );
  }

  return {
    description: `${where}, prefix "${settings.prefix}"`,
    create,
    async open(name) {
      assertObjectName(name);
      try {
        const response = await send('opening a document', (o) =>
          client.send(new GetObjectCommand({ Bucket, Key: key(name) }), o),
        );
        if (!(response.Body instanceof Readable) || response.ContentLength === undefined) {
          throw new Error('S3 returned an object without a readable body or a length');
        }
        return { body: response.Body, bytes: response.ContentLength };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async anyDocument() {
      const listed = await send('listing the documents', (o) =>
        client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, MaxKeys: 1000 }),
          o,
        ),
      );
      return (listed.Contents ?? [])
        .map((object) => (object.Key ?? '').slice(settings.prefix.length))
        .find(isObjectName);
    },
    async remove(name) {
      assertObjectName(name);
      // S3 answers 204 for a key that is not there: removing twice is no error.
      await send('removing a document', (o) =>
        client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }), o),
      );
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const listed = await send('listing the documents', (o) =>
          client.send(
            new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
            o,
          ),
        );
        for (const object of listed.Contents ?? []) {
          const name = (object.Key ?? '').slice(settings.prefix.length);
          if (isObjectName(name) && object.LastModified !== undefined) {
            yield { name, modifiedAt: object.LastModified };
          }
        }
        ContinuationToken = listed.IsTruncated === true ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken !== undefined);
    },
    readKeyCheck: () => getText(KEY_CHECK_NAME),
    async writeKeyCheck(value) {
      await send('writing the key check value', (o) =>
        client.send(new PutObjectCommand({ Bucket, Key: key(KEY_CHECK_NAME), Body: value }), o),
      );
    },
    async reachable() {
      // A small object written and removed under the prefix (the instances' credentials may do
      // both there), so that a bucket that refuses writes (quota, policy, a read-only replica)
      // fails the probe, not only one that does not answer. A write that succeeded serves a while
      // (the bucket is still asked each time): each write leaves a version and a delete marker
      // in a versioned bucket.
      await send('checking the bucket', (o) => client.send(new HeadBucketCommand({ Bucket }), o));
      if (performance.now() - lastWritten < WRITE_PROBE_REUSE_MS) return;
      await send('writing to the bucket', (o) =>
        client.send(new PutObjectCommand({ Bucket, Key: key(WRITE_PROBE_NAME), Body: 'probe' }), o),
      );
      await send('writing to the bucket', (o) =>
        client.send(new DeleteObjectCommand({ Bucket, Key: key(WRITE_PROBE_NAME) }), o),
      );
      lastWritten = performance.now();
    },
    async close() {
      client.destroy();
    },
  };
}

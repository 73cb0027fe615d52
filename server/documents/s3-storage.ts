import { PassThrough, Readable, Writable } from 'node:stream';
import type { S3Settings } from './config';
import { assertObjectName, type DocumentStorage, type PendingObject } from './storage';

// The smallest part S3 accepts. One part in flight and one filling keeps an upload near 10 MiB of
// memory whatever its size; larger parts or more of them buy little on a server-side stream.
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Documents as objects in an S3-compatible bucket, shared by every instance. An object exists only
 * once its upload is completed, which is the S3 form of "temporary name, then rename": the body is
 * kept open until commit(), so a refused or aborted upload never completes and leaves no object.
 */
export async function createS3Storage(settings: S3Settings): Promise<DocumentStorage> {
  // Loaded here, not at startup: the SDK is a third of the server's heap, which every major
  // collection walks, and a server on local storage never uses it (BENCHMARKS.md, Document upload).
  const [
    { GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client, S3ServiceException },
    { Upload },
  ] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Recent SDKs add CRC checksums with aws-chunked bodies by default; many S3-compatible stores
    // reject those, and GCM already authenticates every byte we store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => `${settings.prefix}${name}`;

  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    client.destroy();
    const reason = error instanceof Error ? error.name : String(error);
    throw new Error(
      `documents: cannot reach S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''} (${reason}); check S3_* and AWS_* settings`,
    );
  }

  async function create(name: string): Promise<PendingObject> {
    assertObjectName(name);
    const body = new PassThrough();
    const upload = new Upload({
      client,
      params: {
        Bucket: settings.bucket,
        Key: key(name),
        Body: body,
        ContentType: 'application/octet-stream',
      },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    const done = upload.done();
    // The outcome is read in commit(); until then a failure only needs to stop the writer.
    done.catch((error: unknown) => stream.destroy(error as Error));

    // Forwards to the upload body but does not end it: ending is what commit() means.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (body.write(chunk)) callback();
        else body.once('drain', () => callback());
      },
      final(callback) {
        callback();
      },
    });

    let settled = false;
    return {
      stream,
      async commit() {
        settled = true;
        body.end();
        await done;
      },
      async abort() {
        if (settled) return;
        settled = true;
        await upload.abort();
        // Ending the body with an error lets the upload loop finish and abort any multipart upload.
        body.destroy(new Error('upload aborted'));
        stream.destroy();
        await done.catch(() => {});
      },
    };
  }

  return {
    description: `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}, prefix "${settings.prefix}"`,
    create,
    async open(name) {
      assertObjectName(name);
      try {
        const response = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: key(name) }),
        );
        if (!(response.Body instanceof Readable) || response.ContentLength === undefined) {
          throw new Error('S3 returned an object without a readable body or a length');
        }
        return { body: response.Body, bytes: response.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}

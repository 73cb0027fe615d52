import busboy from 'busboy';
import type { Request, RequestHandler, Response } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentsConfig } from './config';
import { createEncryptor, type DocumentMetadata } from './crypto';
import { ClientGoneError, refuse, UploadError } from './errors';
import { detectAcceptedType, SNIFF_BYTES } from './file-types';
import { cleanOriginalFilename } from './filename';
import { newDocumentId } from './ids';
import type { LinkSigner } from './links';
import type { RateLimiter } from './rate-limit';
import { isStorageFull, type DocumentStorage, type PendingObject } from './storage';
import { STREAM_BUFFER_BYTES } from './stream-buffers';
import { StreamPrefix } from './stream-prefix';

export const UPLOAD_PATH = '/api/upload';

// Room for the multipart framing and the preset field around a file of the maximum size, so that a
// Content-Length beyond it can be refused before reading a byte.
const MULTIPART_ALLOWANCE = 64 * 1024;

export interface UploadDependencies {
  readonly config: DocumentsConfig;
  readonly documentsKey: Buffer;
  readonly storage: DocumentStorage;
  readonly links: LinkSigner;
  readonly rateLimiter: RateLimiter;
  readonly uploadPreset: string;
  readonly log: (line: string) => void;
}

/** A file read whole, encrypted and written, but not yet published. */
interface ReceivedFile {
  readonly id: string;
  readonly pending: PendingObject;
  readonly metadata: DocumentMetadata;
  readonly bytes: number;
}

/** Sniffs, encrypts and writes one file part. On any failure nothing of it is left in storage. */
async function storeFile(
  deps: UploadDependencies,
  file: Readable,
  filename: string | undefined,
): Promise<ReceivedFile> {
  const head = new StreamPrefix(file);
  const first = await head.peek(SNIFF_BYTES);
  if (first.length === 0) throw refuse.emptyFile();
  const type = await detectAcceptedType(first);
  if (type === undefined) {
    head.discard();
    throw refuse.wrongType();
  }

  const id = newDocumentId();
  const metadata: DocumentMetadata = {
    originalFilename: cleanOriginalFilename(filename),
    format: type.format,
    contentType: type.contentType,
    createdAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
  const pending = await deps.storage.create(id);
  const encryptor = createEncryptor(deps.documentsKey, id, metadata);
  // pipeline() destroys every stream with the first error, so remember which side failed first.
  let storageError: Error | undefined;
  pending.stream.once('error', (error) => (storageError ??= error));
  try {
    await pipeline(head.rest(), encryptor, pending.stream);
  } catch (error) {
    await pending.abort();
    if (storageError !== undefined) throw storageError;
    if (error instanceof UploadError || error instanceof ClientGoneError) throw error;
    // busboy destroys the part with an error when the body ends inside it: a truncated request.
    throw refuse.brokenBody();
  }
  return { id, pending, metadata, bytes: encryptor.plaintextBytes };
}

/**
 * Reads one multipart request. Fields may come before or after the file, so the file is streamed
 * into storage as it arrives and published (by the caller) only once the whole body has been read
 * and found valid. The first failure wins: reading stops, the stored part is aborted, and only then
 * does the returned promise reject, so an error response never precedes the cleanup.
 */
class UploadReceiver {
  readonly result: Promise<ReceivedFile>;
  private resolve!: (file: ReceivedFile) => void;
  private reject!: (error: Error) => void;
  private readonly parser: busboy.Busboy;
  private preset: string | undefined;
  private file: Promise<ReceivedFile> | undefined;
  private fileStream: Readable | undefined;
  private failure: Error | undefined;
  private done = false;

  constructor(
    private readonly deps: UploadDependencies,
    private readonly req: Request,
  ) {
    this.result = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    this.parser = busboy({
      headers: req.headers as IncomingHttpHeaders & { 'content-type': string },
      // Browsers send non-ASCII file names as raw UTF-8 (busboy's default reads them as Latin-1).
      defParamCharset: 'utf8',
      highWaterMark: STREAM_BUFFER_BYTES,
      fileHwm: STREAM_BUFFER_BYTES,
      // One byte over the limit is what makes busboy report it: a file of exactly the limit passes.
      limits: {
        files: 1,
        fileSize: deps.config.maxBytes + 1,
        fields: 20,
        fieldSize: 4096,
        parts: 25,
        headerPairs: 20,
      },
    });
    this.parser.on('field', (name, value) => this.onField(name, value));
    this.parser.on('file', (name, stream, info) => this.onFile(name, stream, info.filename));
    this.parser.on('filesLimit', () => this.fail(refuse.secondFile()));
    this.parser.on('fieldsLimit', () => this.fail(refuse.tooManyFields()));
    this.parser.on('partsLimit', () => this.fail(refuse.tooManyFields()));
    this.parser.on('error', () => this.fail(refuse.brokenBody()));
    this.parser.on('close', () => void this.complete());
    req.on('error', () => this.fail(new ClientGoneError('request error')));
    req.on('close', () => {
      if (!req.complete) this.fail(new ClientGoneError('client disconnected'));
    });
    req.pipe(this.parser);
  }

  private onField(name: string, value: string): void {
    if (this.failure !== undefined) return;
    if (name === 'file') return this.fail(refuse.textNotFile());
    if (name !== 'upload_preset') return; // Cloudinary clients may add fields we have no use for.
    this.preset = value;
    if (value !== this.deps.uploadPreset) this.fail(refuse.unknownPreset());
  }

  private onFile(name: string, stream: Readable, filename: string | undefined): void {
    // busboy may still emit parts it had buffered when reading stopped; they are not wanted.
    if (this.failure !== undefined) {
      stream.resume();
      return;
    }
    if (name !== 'file') {
      stream.resume();
      return this.fail(refuse.noFile());
    }
    this.fileStream = stream;
    stream.on('limit', () => this.fail(refuse.tooLarge(this.deps.config.maxBytes)));
    this.file = storeFile(this.deps, stream, filename);
    this.file.catch((error: unknown) =>
      this.fail(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** busboy has read the whole body. */
  private async complete(): Promise<void> {
    if (this.failure !== undefined) return;
    if (this.file === undefined) return this.fail(refuse.noFile());
    let received: ReceivedFile;
    try {
      received = await this.file;
    } catch {
      return; // Already reported through fail().
    }
    if (this.failure !== undefined) return;
    if (this.preset === undefined) return this.fail(refuse.missingPreset());
    this.done = true;
    this.resolve(received);
  }

  private fail(error: Error): void {
    if (this.failure !== undefined || this.done) return;
    this.failure = error;
    // Stop reading: the rest of the body is never parsed, and the response closes the connection.
    this.req.unpipe(this.parser);
    this.fileStream?.destroy(error);
    void this.cleanUpAndReject(error);
  }

  private async cleanUpAndReject(error: Error): Promise<void> {
    const received = await this.file?.catch(() => undefined);
    await received?.pending.abort().catch(() => {});
    this.reject(error);
  }
}

function sendError(
  req: Request,
  res: Response,
  error: UploadError,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  // When the body has not been read to its end the connection cannot carry another request, and
  // saying so lets the client stop sending and read this answer.
  if (!req.complete) res.setHeader('Connection', 'close');
  res
    .set(headers)
    .status(error.status)
    .json({ error: { message: error.message } });
}

function publicUrl(req: Request, path: string): string | undefined {
  // req.host honours X-Forwarded-Host only when app.ts trusts the proxy (TRUST_PROXY).
  const host = req.host;
  if (!/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$/.test(host)) return undefined;
  return `${req.protocol}://${host}${path}`;
}

export function createUploadHandler(deps: UploadDependencies): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const rate = deps.rateLimiter.take(req.ip ?? 'unknown');
    if (!rate.allowed) {
      return sendError(req, res, refuse.tooMany(), {
        'Retry-After': String(rate.retryAfterSeconds),
      });
    }
    if (!req.is('multipart/form-data')) return sendError(req, res, refuse.notMultipart());
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > deps.config.maxBytes + MULTIPART_ALLOWANCE) {
      return sendError(req, res, refuse.tooLarge(deps.config.maxBytes));
    }

    let received: ReceivedFile;
    try {
      received = await new UploadReceiver(deps, req).result;
    } catch (error) {
      return answerFailure(deps, req, res, error);
    }

    const url = publicUrl(req, deps.links.sign(received.id));
    if (url === undefined) {
      await received.pending.abort();
      return sendError(req, res, refuse.badHost());
    }
    try {
      // Durable and whole before the visitor is told it is stored.
      await received.pending.commit();
    } catch (error) {
      await received.pending.abort().catch(() => {});
      return answerFailure(deps, req, res, error);
    }
    res.status(200).json({
      secure_url: url,
      public_id: received.id,
      bytes: received.bytes,
      format: received.metadata.format,
      original_filename: received.metadata.originalFilename,
      created_at: received.metadata.createdAt,
    });
  };
}

function answerFailure(
  deps: UploadDependencies,
  req: Request,
  res: Response,
  error: unknown,
): void {
  if (error instanceof ClientGoneError) {
    res.destroy();
    return;
  }
  if (error instanceof UploadError) return sendError(req, res, error);
  if (isStorageFull(error)) {
    deps.log(`documents: storage full: ${(error as Error).message}`);
    return sendError(req, res, refuse.storageFull());
  }
  deps.log(
    `documents: upload failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  sendError(req, res, refuse.storageFailed());
}

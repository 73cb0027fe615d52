import busboy from 'busboy';
import { CATALOGUES, preferredLang } from '../../app/copy/languages.server';
import { type Lang, langOfPath } from '../../app/site/pages';
import type { Request, RequestHandler, Response } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentsSettings } from '../../app/settings.server';
import type { CaseAnswer, CaseService } from '../cases/service';
import { secondsFrom, type Taken } from '../db/rate-limit';
import { sendUploadAnswerPage } from './answer-page';
import { createEncryptor, type DocumentMetadata } from './crypto';
import { clientKey } from '../client-key';
import {
  ClientGoneError,
  NoFileChosen,
  refuse,
  STORAGE_RETRY_AFTER_SECONDS,
  UploadError,
} from './errors';
import { detectAcceptedType, SNIFF_BYTES } from './file-types';
import { cleanOriginalFilename } from './filename';
import { newDocumentId } from './ids';
import type { LinkSigner } from './links';
import {
  isStorageFull,
  StorageUnavailableError,
  withDeadline,
  type DocumentStorage,
  type PendingObject,
} from './storage';
import { STREAM_BUFFER_BYTES } from './stream-buffers';
import { answerWhileDiscarding } from './linger';
import { StreamPrefix } from './stream-prefix';
import { apiError, sendApiError } from '../api-error';
import { fromOwnSite, isOwnOrigin } from '../origin';
import { declaredTooLarge } from '../read-body';
import { factsOf } from '../request-checks';

export const UPLOAD_PATH = '/api/upload';

// Room for the multipart framing and the preset field around a file of the maximum size, so that a
// Content-Length beyond it can be refused before reading a byte.
const MULTIPART_ALLOWANCE = 64 * 1024;

export interface UploadDependencies {
  readonly config: DocumentsSettings;
  readonly documentsKey: Buffer;
  readonly storage: DocumentStorage;
  readonly links: LinkSigner;
  /** Counts the upload against its client's limit (in the database: server/office.ts). */
  readonly takeUploadPlace: (client: string) => Promise<Taken>;
  /** Gives the place back: a post with no file chosen is not an upload. */
  readonly giveUploadPlaceBack?: ((client: string) => Promise<void>) | undefined;
  /** The site's origin (PUBLIC_URL): links are given out on it, and uploads must come from it. */
  readonly publicUrl: string;
  readonly uploadPreset: string;
  /** Records each document in the visitor's case; none: no cases (the answer has no reference). */
  readonly cases?: (() => CaseService | undefined) | undefined;
  /** The site's stylesheet for the answer page without JavaScript ('' in tests without a build). */
  readonly stylesheet: string;
  readonly log: (line: string) => void;
}

// Whether to answer with a page rather than JSON: a browser posting the form itself (no
// JavaScript) asks for text/html; fetch, XMLHttpRequest and Cloudinary clients send */* or
// application/json and get JSON (decision 024).
export function wantsPage(req: Request): boolean {
  return req.accepts(['json', 'html']) === 'html';
}

/**
 * The language of an answer page: that of the page the form was posted from (its `Referer`, which
 * the site's `Referrer-Policy: same-origin` gives only to its own requests), else the browser's
 * (Accept-Language). A Spanish page in an English browser gets its answer in Spanish.
 */
function pageLang(req: Request): Lang {
  const referer = req.headers.referer;
  if (referer !== undefined && URL.canParse(referer)) {
    const from = new URL(referer);
    if (isOwnOrigin(from.origin, factsOf(req))) return langOfPath(from.pathname);
  }
  return preferredLang(req.headers['accept-language']);
}

/** A file read whole, encrypted and written, but not yet published. */
interface ReceivedFile {
  readonly id: string;
  readonly pending: PendingObject;
  readonly metadata: DocumentMetadata;
  readonly bytes: number;
}

/** What the store is doing with the file part, so that a stall can be blamed on the right side. */
interface StorageWatch {
  creating: boolean;
  stream: PendingObject['stream'] | undefined;
}

/** Sniffs, encrypts and writes one file part. On any failure nothing of it is left in storage. */
async function storeFile(
  deps: UploadDependencies,
  file: Readable,
  filename: string | undefined,
  storage: StorageWatch,
): Promise<ReceivedFile> {
  const head = new StreamPrefix(file);
  const first = await head.peek(SNIFF_BYTES);
  if (first.length === 0) throw filename ? refuse.emptyFile() : new NoFileChosen();
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
  storage.creating = true;
  const pending = await deps.storage.create(id).finally(() => (storage.creating = false));
  storage.stream = pending.stream;
  const encryptor = createEncryptor(deps.documentsKey, id, metadata);
  // pipeline() destroys every stream with the first error, so remember which side failed first.
  let storageError: Error | undefined;
  pending.stream.once('error', (error) => (storageError ??= error));
  try {
    await pipeline(head.rest(), encryptor, pending.stream);
  } catch (error) {
    await pending.abort().catch(() => {});
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
  private preset: string | undefined;
  private file: Promise<ReceivedFile> | undefined;
  private fileStream: Readable | undefined;
  private readonly storage: StorageWatch = { creating: false, stream: undefined };
  private failure: Error | undefined;
  private done = false;

  constructor(
    private readonly deps: UploadDependencies,
    private readonly req: Request,
    private readonly parser: busboy.Busboy,
  ) {
    this.result = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // Timed by progress, not by total duration: the socket's idle timer restarts with every byte
    // read, so a slow upload that keeps sending is never cut, and one that stops is.
    req.setTimeout(deps.config.stallTimeoutMs, () => this.onStall());
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
    this.file = storeFile(this.deps, stream, filename, this.storage);
    this.file.catch((error: unknown) =>
      this.fail(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /**
   * Nothing was read for the stall timeout: either the client stopped sending, or the store stopped
   * taking bytes and reading was held back for it.
   */
  private onStall(): void {
    if (this.storage.creating || this.storage.stream?.writableNeedDrain === true) {
      this.fail(new StorageUnavailableError('the store took no bytes for the stall timeout'));
    } else {
      this.fail(refuse.stalled(this.deps.config.stallTimeoutMs / 1000));
    }
  }

  /** busboy has read the whole body. */
  private async complete(): Promise<void> {
    // From here the store's deadlines bound the wait; the idle timer would otherwise cut the
    // connection while the document is being published.
    this.req.socket.setTimeout(0);
    if (this.failure !== undefined) return;
    if (this.file === undefined) return this.fail(refuse.noFile());
    let received: ReceivedFile;
    try {
      // The body is in, but the store may still be writing it; a store that hangs now has no
      // client to hold back, so its writes get the storage deadline.
      received = await this.writtenFile(this.file);
    } catch (error) {
      if (error instanceof StorageUnavailableError) this.fail(error);
      return; // Anything else was already reported through fail().
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

  private writtenFile(file: Promise<ReceivedFile>): Promise<ReceivedFile> {
    return withDeadline(file, this.deps.config.storageTimeoutMs, 'writing a document');
  }

  private async cleanUpAndReject(error: Error): Promise<void> {
    const cleanUp = async () => {
      const received = await this.file?.catch(() => undefined);
      await received?.pending.abort().catch(() => {});
    };
    if (error instanceof StorageUnavailableError) {
      // The store is not answering: the cleanup cannot be waited for, and finishes behind the
      // answer (storeFile aborts whatever the store creates late; a write that never ends leaves
      // a file in .incoming, removed at the next start).
      void cleanUp();
    } else {
      // A refusal answers only once nothing of the upload remains in storage.
      await withDeadline(cleanUp(), this.deps.config.storageTimeoutMs, 'cleaning up').catch(
        () => {},
      );
    }
    this.reject(error);
  }
}

function sendError(
  deps: UploadDependencies,
  req: Request,
  res: Response,
  error: UploadError,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  // Up to twice what an accepted upload may send: a file somewhat over the limit still gets its 413.
  // A client that has sent nothing for the stall timeout is not waited for again.
  const bound = error.status === 408 ? 0 : 2 * (deps.config.maxBytes + MULTIPART_ALLOWANCE);
  answerWhileDiscarding(req, bound, (closeConnection) => {
    if (res.headersSent || res.destroyed) return;
    if (closeConnection) res.setHeader('Connection', 'close');
    if (wantsPage(req)) {
      res.set(headers).status(error.status);
      const lang = pageLang(req);
      const reason = error.say(CATALOGUES[lang].documents);
      const outcome =
        error instanceof NoFileChosen
          ? { ok: false as const, noFile: true as const }
          : { ok: false as const, reason };
      sendUploadAnswerPage(res, outcome, deps.stylesheet, lang);
    } else {
      // In the client's language (Accept-Language), English by default.
      const lang = preferredLang(req.headers['accept-language']);
      const message = error.say(CATALOGUES[lang].documents);
      sendApiError(res, error.status, apiError(error.code, message, error.field), [
        ...Object.entries(headers).flat(),
      ]);
    }
  });
}

function createParser(req: Request, config: DocumentsSettings): busboy.Busboy | undefined {
  try {
    return busboy({
      headers: req.headers as IncomingHttpHeaders & { 'content-type': string },
      // Browsers send non-ASCII file names as raw UTF-8 (busboy's default reads them as Latin-1).
      defParamCharset: 'utf8',
      highWaterMark: STREAM_BUFFER_BYTES,
      fileHwm: STREAM_BUFFER_BYTES,
      // One byte over the limit is what makes busboy report it: a file of exactly the limit passes.
      limits: {
        files: 1,
        fileSize: config.maxBytes + 1,
        fields: 20,
        fieldSize: 4096,
        parts: 25,
        headerPairs: 20,
      },
    });
  } catch {
    return undefined; // A multipart Content-Type without a boundary: busboy cannot read the body.
  }
}

export function createUploadHandler(deps: UploadDependencies): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // Before the rate limit, so that another site's attempts cost the visitor none of theirs.
    if (!fromOwnSite(req, factsOf(req))) return sendError(deps, req, res, refuse.crossSite());
    let rate: Taken;
    try {
      rate = await deps.takeUploadPlace(clientKey(req.ip));
    } catch (error) {
      // Without the count nothing could be recorded either: the database is not answering.
      deps.log(
        `documents: upload limit not read: ${error instanceof Error ? error.message : String(error)}`,
      );
      return sendError(deps, req, res, refuse.storageUnavailable(), {
        'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
      });
    }
    if (!rate.allowed) {
      return sendError(deps, req, res, refuse.tooMany(), {
        'Retry-After': String(secondsFrom(rate.retryAfterMs)),
      });
    }
    if (!req.is('multipart/form-data')) return sendError(deps, req, res, refuse.notMultipart());
    if (declaredTooLarge(req, deps.config.maxBytes + MULTIPART_ALLOWANCE)) {
      return sendError(deps, req, res, refuse.tooLarge(deps.config.maxBytes));
    }

    const parser = createParser(req, deps.config);
    if (parser === undefined) return sendError(deps, req, res, refuse.brokenBody());

    let received: ReceivedFile;
    try {
      received = await new UploadReceiver(deps, req, parser).result;
    } catch (error) {
      if (error instanceof NoFileChosen) {
        await deps.giveUploadPlaceBack?.(clientKey(req.ip)).catch((failure: unknown) => {
          deps.log(`documents: upload place not given back: ${String(failure)}`);
        });
      }
      return answerFailure(deps, req, res, error);
    }

    // A client gone before the answer never gets the link: what it sent is not kept.
    const clientGone = new AbortController();
    res.once('close', () => clientGone.abort());
    try {
      // Durable and whole before the visitor is told it is stored.
      await received.pending.commit(clientGone.signal);
      if (res.destroyed) throw new ClientGoneError('client gone while publishing');
    } catch (error) {
      await received.pending.abort().catch(() => {});
      return answerFailure(deps, req, res, error);
    }
    let inCase: CaseAnswer | undefined;
    try {
      // The document's record in the visitor's case, next to the stored file: a file with no
      // record would be a document nobody on staff can see, so it is removed instead.
      inCase = await deps.cases?.()?.recordDocument(
        { cookie: req.headers.cookie, https: req.secure },
        {
          id: received.id,
          // The name the download gives it: the visitor's name, the detected format's extension.
          originalName: `${received.metadata.originalFilename}.${received.metadata.format}`,
          contentType: received.metadata.contentType,
          sizeBytes: received.bytes,
        },
      );
    } catch (error) {
      await received.pending.abort().catch(() => {});
      deps.log(
        `documents: upload not recorded: ${error instanceof Error ? error.message : String(error)}`,
      );
      return sendError(deps, req, res, refuse.storageFailed());
    }
    const answer = {
      secure_url: `${deps.publicUrl}${deps.links.sign(received.id)}`,
      public_id: received.id,
      bytes: received.bytes,
      format: received.metadata.format,
      original_filename: received.metadata.originalFilename,
      created_at: received.metadata.createdAt,
      ...(inCase ? { reference: inCase.reference } : {}),
    };
    if (inCase) res.setHeader('Set-Cookie', inCase.setCookie);
    if (wantsPage(req)) {
      sendUploadAnswerPage(
        res.status(200),
        {
          ok: true,
          url: answer.secure_url,
          reference: inCase?.reference,
        },
        deps.stylesheet,
        pageLang(req),
      );
    } else {
      res.status(200).json(answer);
    }
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
  if (error instanceof UploadError) return sendError(deps, req, res, error);
  if (error instanceof StorageUnavailableError) {
    deps.log(`documents: upload refused: ${error.message}`);
    return sendError(deps, req, res, refuse.storageUnavailable(), {
      'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
    });
  }
  if (isStorageFull(error)) {
    deps.log(`documents: storage full: ${(error as Error).message}`);
    return sendError(deps, req, res, refuse.storageFull());
  }
  deps.log(
    `documents: upload failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  sendError(deps, req, res, refuse.storageFailed());
}

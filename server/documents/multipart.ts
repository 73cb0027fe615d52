import busboy from 'busboy';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentsSettings } from '../../app/settings.server';
import { createEncryptor, type DocumentMetadata } from './crypto';
import type { DocumentKeyring } from './keyring';
import { ClientGoneError, NoFileChosen, refuse, UploadError } from './errors';
import { detectAcceptedType, SNIFF_BYTES } from './file-types';
import { cleanOriginalFilename } from './filename';
import { newDocumentId } from './ids';
import {
  StorageUnavailableError,
  withDeadline,
  type DocumentStorage,
  type PendingObject,
} from './storage';
import { STREAM_BUFFER_BYTES } from './stream-buffers';
import { StreamPrefix } from './stream-prefix';

/**
 * The upload's multipart body read (busboy): the one file part sniffed, encrypted and written to
 * storage as it arrives, the preset field checked, every way the body can go wrong turned into
 * its refusal (./errors.ts). What is done with the file, and the answer, is ./upload.ts's.
 */

/**
 * Room for the multipart framing and the text fields around the files: a body may be at most its
 * files' room and this, whatever it holds (counted as it is read, and checked in its declared
 * Content-Length before a byte is read).
 */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/**
 * The part and field limits of every form that takes files (busboy's names): the upload's and the
 * signing forms' (server/signing/multipart-form.ts), one set.
 */
export const FORM_PART_LIMITS = {
  fields: 20,
  fieldSize: 4096,
  parts: 25,
  headerPairs: 20,
} as const;

/** The most a body of a form of `files` files of at most `maxBytes` each may hold. */
export function bodyCap(files: number, maxBytes: number): number {
  return files * maxBytes + MULTIPART_ALLOWANCE;
}

/** What reading an upload needs of the document service. */
export interface ReceiverDependencies {
  readonly config: DocumentsSettings;
  /** The documents keys, newest first: the newest seals (decision 085). */
  readonly documentsKeys: DocumentKeyring;
  readonly storage: DocumentStorage;
  /** The one upload_preset accepted (the Cloudinary contract's field). */
  readonly uploadPreset: string;
}

/** A file read whole, encrypted and written, but not yet published. */
export interface ReceivedFile {
  readonly id: string;
  readonly pending: PendingObject;
  readonly metadata: DocumentMetadata;
  readonly bytes: number;
  /** Further files of a form posted without JavaScript, not stored (UploadReceiver). */
  readonly othersSkipped?: true;
}

/** What the store is doing with the file part, so that a stall can be blamed on the right side. */
interface StorageWatch {
  creating: boolean;
  stream: PendingObject['stream'] | undefined;
}

/** Sniffs, encrypts and writes one file part. On any failure nothing of it is left in storage. */
async function storeFile(
  deps: ReceiverDependencies,
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
  const encryptor = createEncryptor(deps.documentsKeys, id, metadata);
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
export class UploadReceiver {
  readonly result: Promise<ReceivedFile>;
  private resolve!: (file: ReceivedFile) => void;
  private reject!: (error: Error) => void;
  private preset: string | undefined;
  private file: Promise<ReceivedFile> | undefined;
  private fileStream: Readable | undefined;
  private readonly storage: StorageWatch = { creating: false, stream: undefined };
  private failure: Error | undefined;
  private done = false;
  /** Whether the body carried files after the first, left unread (`keepFirstFile`). */
  private skipped = false;

  /** The body's idle timer (`onStall`), restarted with every chunk read. */
  private readonly stall: NodeJS.Timeout;
  /** Bytes of the body read so far: past bodyCap the reading stops, whatever they hold. */
  private read = 0;
  private readonly alive = (chunk: Buffer) => {
    this.stall.refresh();
    this.read += chunk.length;
    if (this.read > bodyCap(1, this.deps.config.maxBytes)) {
      this.fail(refuse.tooLarge(this.deps.config.maxBytes));
    }
  };
  /** Whether the body was read to its end. */
  private ended = false;

  constructor(
    private readonly deps: ReceiverDependencies,
    /** The request's body: the Express request itself, or an action's body as a Node stream. */
    private readonly body: Readable,
    private readonly parser: busboy.Busboy,
    /**
     * A form posted by the browser itself (no JavaScript) from a field that takes several files:
     * the first is stored and the others are read past, not refused (decision 140). The API's
     * contract stays one file a request, the rest refused.
     */
    private readonly keepFirstFile = false,
  ) {
    this.result = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // Timed by progress, not by total duration: the timer restarts with every chunk read, so a
    // slow upload that keeps sending is never cut, and one that stops is. A store that takes no
    // bytes holds the reading back, and so stops the chunks too (onStall tells the two apart).
    this.stall = setTimeout(() => this.onStall(), deps.config.stallTimeoutMs);
    body.on('data', this.alive);
    body.once('end', () => (this.ended = true));
    this.parser.on('field', (name, value) => this.onField(name, value));
    this.parser.on('file', (name, stream, info) => this.onFile(name, stream, info.filename));
    this.parser.on('filesLimit', () => {
      if (this.keepFirstFile) this.skipped = true;
      else this.fail(refuse.secondFile());
    });
    this.parser.on('fieldsLimit', () => this.fail(refuse.tooManyFields()));
    this.parser.on('partsLimit', () => this.fail(refuse.tooManyFields()));
    this.parser.on('error', () => this.fail(refuse.brokenBody()));
    this.parser.on('close', () => void this.complete());
    body.on('error', () => this.fail(new ClientGoneError('request error')));
    body.on('close', () => {
      // An IncomingMessage received whole may close before its last chunk was read.
      const whole = this.ended || (body as Readable & { complete?: boolean }).complete === true;
      if (!whole) this.fail(new ClientGoneError('client disconnected'));
    });
    body.pipe(this.parser);
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
    // From here the store's deadlines bound the wait; the idle timer would otherwise refuse the
    // upload while the document is being published.
    this.stopTimer();
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
    this.resolve(this.skipped ? { ...received, othersSkipped: true } : received);
  }

  private fail(error: Error): void {
    if (this.failure !== undefined || this.done) return;
    this.failure = error;
    this.stopTimer();
    // Stop reading: the rest of the body is never parsed (the answer reads it past: ./linger.ts).
    this.body.unpipe(this.parser);
    this.fileStream?.destroy(error);
    void this.cleanUpAndReject(error);
  }

  /** Reading is over: the body's chunks no longer count. */
  private stopTimer(): void {
    this.body.off('data', this.alive);
    clearTimeout(this.stall);
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

/** The body's parser, for the request's Content-Type; undefined when that names no boundary. */
export function createParser(
  contentType: string,
  config: DocumentsSettings,
): busboy.Busboy | undefined {
  try {
    return busboy({
      headers: { 'content-type': contentType },
      // Browsers send non-ASCII file names as raw UTF-8 (busboy's default reads them as Latin-1).
      defParamCharset: 'utf8',
      highWaterMark: STREAM_BUFFER_BYTES,
      fileHwm: STREAM_BUFFER_BYTES,
      // One byte over the limit is what makes busboy report it: a file of exactly the limit passes.
      limits: { files: 1, fileSize: config.maxBytes + 1, ...FORM_PART_LIMITS },
    });
  } catch {
    return undefined; // A multipart Content-Type without a boundary: busboy cannot read the body.
  }
}

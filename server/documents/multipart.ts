import busboy from 'busboy';
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentsSettings } from '../../app/settings.server';
import { createEncryptor, type DocumentMetadata } from './crypto';
import type { DocumentKeyring } from './keyring';
import { ClientGoneError, NoFileChosen, refuse, UploadError } from './errors';
import { type AcceptedType, detectAcceptedType, SNIFF_BYTES } from './file-types';
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
 * The multipart body of every form that takes files (busboy): the upload's (its one file and the
 * preset field) and the signing forms' (decision 248). Each file part is sniffed, encrypted and
 * written to storage as it arrives, never held whole; every way the body can go wrong is turned
 * into its refusal (./errors.ts). What is done with the files, and the answer, is the caller's
 * (./upload.ts).
 */

/**
 * Room for the multipart framing and the text fields around the files: a body may be at most its
 * files' room and this, whatever it holds (counted as it is read, and checked in its declared
 * Content-Length before a byte is read).
 */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/**
 * The part and field limits of every form that takes files (busboy's names): the upload's and the
 * signing forms', one set.
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

/**
 * How much of a refused body is read and thrown away while its answer goes (./linger.ts): up to
 * twice what an accepted upload may send, so that a file somewhat over the limit still gets its
 * 413; nothing for a client that has sent nothing for the stall timeout.
 */
export function lingerBound(error: UploadError, config: DocumentsSettings): number {
  return error.status === 408 ? 0 : 2 * (config.maxBytes + MULTIPART_ALLOWANCE);
}

/** What a form that takes files holds: read by UploadReceiver. */
export interface FormShape {
  /** Its file fields, one file each: a file part of another name is refused (the upload) or read past. */
  readonly fileFields: readonly string[];
  /**
   * The upload API's contract (decision 007): one file, in "file", which text may not fill, and
   * the upload_preset field. A signing form's files may be left empty (absent from the result).
   */
  readonly upload: boolean;
}

/** The upload's form: POST /api/upload, /upload and the case page's "Your documents". */
export const UPLOAD_FORM: FormShape = { fileFields: ['file'], upload: true };

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
  /** SHA-256 of the plaintext, hex (the signing files' record). */
  readonly sha256: string;
  /** The type its bytes are of (file-types.ts). */
  readonly type: AcceptedType;
}

/** A form read whole: its text fields and its files, written but not yet published. */
export interface ReceivedForm {
  /** The text fields, the first of each name. */
  readonly fields: Readonly<Record<string, string>>;
  /** The files by field name; a file field left empty is absent. */
  readonly files: Readonly<Record<string, ReceivedFile>>;
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
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  // pipeline() destroys every stream with the first error, so remember which side failed first.
  let storageError: Error | undefined;
  pending.stream.once('error', (error) => (storageError ??= error));
  try {
    await pipeline(head.rest(), hashing, encryptor, pending.stream);
  } catch (error) {
    await pending.abort().catch(() => {});
    if (storageError !== undefined) throw storageError;
    if (error instanceof UploadError || error instanceof ClientGoneError) throw error;
    // busboy destroys the part with an error when the body ends inside it: a truncated request.
    throw refuse.brokenBody();
  }
  return {
    id,
    pending,
    metadata,
    bytes: encryptor.plaintextBytes,
    sha256: hash.digest('hex'),
    type,
  };
}

/**
 * Reads one multipart request. Fields may come before or after the files, so each file is streamed
 * into storage as it arrives and published (by the caller) only once the whole body has been read
 * and found valid. The first failure wins: reading stops, the stored parts are aborted, and only
 * then does the returned promise reject, so an error response never precedes the cleanup.
 */
export class UploadReceiver {
  readonly result: Promise<ReceivedForm>;
  /** The text fields read so far, the first of each name: a refusal's too (staff's form token). */
  readonly fields: Record<string, string> = Object.create(null) as Record<string, string>;
  private resolve!: (form: ReceivedForm) => void;
  private reject!: (error: Error) => void;
  /** The files being stored, by field name; undefined: the field was left empty. */
  private readonly files = new Map<string, Promise<ReceivedFile | undefined>>();
  private readonly fileStreams: Readable[] = [];
  private readonly storage: StorageWatch = { creating: false, stream: undefined };
  private failure: Error | undefined;
  private done = false;
  /** Whether the body carried files after the first, left unread (`keepFirstFile`). */
  private skipped = false;
  /** Whether a part has begun: a body that holds none past the allowance is junk. */
  private begun = false;

  /** The body's idle timer (`onStall`), restarted with every chunk read. */
  private readonly stall: NodeJS.Timeout;
  /** Bytes of the body read so far: past the cap the reading stops, whatever they hold. */
  private read = 0;
  private readonly alive = (chunk: Buffer) => {
    this.stall.refresh();
    // The chunks before this one were parsed as they came: if no part began in them, and they
    // are more than the allowance, the body is no form (busboy would skip it to its end).
    if (!this.begun && this.read > MULTIPART_ALLOWANCE) this.fail(refuse.brokenBody());
    this.read += chunk.length;
    if (this.read > this.cap) this.fail(refuse.tooLarge(this.deps.config.maxBytes));
  };
  /** Whether the body was read to its end. */
  private ended = false;

  constructor(
    private readonly deps: ReceiverDependencies,
    /** The request's body: the Express request itself, or an action's body as a Node stream. */
    private readonly body: Readable,
    private readonly parser: busboy.Busboy,
    private readonly shape: FormShape = UPLOAD_FORM,
    /**
     * A form posted by the browser itself (no JavaScript) from a field that takes several files:
     * the first is stored and the others are read past, not refused (decision 140). The API's
     * contract stays one file a request, the rest refused.
     */
    private readonly keepFirstFile = false,
    /**
     * The most the body may hold: its files' room and the allowance (bodyCap); only the
     * allowance, for the fields before the first file, when its declared length is over that.
     */
    private readonly cap = bodyCap(shape.fileFields.length, deps.config.maxBytes),
    /** Declared over the cap: the first file part ends the reading (413). */
    private readonly declaredOver = false,
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
    this.begun = true;
    if (this.failure !== undefined) return;
    if (!Object.hasOwn(this.fields, name)) this.fields[name] = value;
    if (!this.shape.upload) return;
    if (name === 'file') return this.fail(refuse.textNotFile());
    // Cloudinary clients may add fields we have no use for.
    if (name === 'upload_preset' && value !== this.deps.uploadPreset) {
      this.fail(refuse.unknownPreset());
    }
  }

  private onFile(name: string, stream: Readable, filename: string | undefined): void {
    this.begun = true;
    // busboy may still emit parts it had buffered when reading stopped; they are not wanted.
    if (this.failure !== undefined) {
      stream.resume();
      return;
    }
    if (this.declaredOver) {
      stream.resume();
      return this.fail(refuse.tooLarge(this.deps.config.maxBytes));
    }
    if (!this.shape.fileFields.includes(name) || this.files.has(name)) {
      stream.resume();
      if (this.shape.upload) this.fail(refuse.noFile());
      return;
    }
    this.fileStreams.push(stream);
    stream.on('limit', () => this.fail(refuse.tooLarge(this.deps.config.maxBytes)));
    const stored = storeFile(this.deps, stream, filename, this.storage).catch((error: unknown) => {
      // A signing form's file field left empty: absent, the form says what it misses.
      if (error instanceof NoFileChosen && !this.shape.upload) return undefined;
      throw error;
    });
    this.files.set(name, stored);
    stored.catch((error: unknown) =>
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
    if (this.shape.upload && this.files.size === 0) return this.fail(refuse.noFile());
    const files: Record<string, ReceivedFile> = Object.create(null) as Record<string, ReceivedFile>;
    try {
      // The body is in, but the store may still be writing it; a store that hangs now has no
      // client to hold back, so its writes get the storage deadline.
      for (const [name, file] of this.files) {
        const received = await this.writtenFile(file);
        if (received !== undefined) files[name] = received;
      }
    } catch (error) {
      if (error instanceof StorageUnavailableError) this.fail(error);
      return; // Anything else was already reported through fail().
    }
    if (this.failure !== undefined) return;
    if (this.shape.upload && this.fields.upload_preset === undefined) {
      return this.fail(refuse.missingPreset());
    }
    this.done = true;
    const form = { fields: this.fields, files };
    this.resolve(this.skipped ? { ...form, othersSkipped: true } : form);
  }

  private fail(error: Error): void {
    if (this.failure !== undefined || this.done) return;
    this.failure = error;
    this.stopTimer();
    // Stop reading: the rest of the body is never parsed (the answer reads it past: ./linger.ts).
    this.body.unpipe(this.parser);
    for (const stream of this.fileStreams) stream.destroy(error);
    void this.cleanUpAndReject(error);
  }

  /** Reading is over: the body's chunks no longer count. */
  private stopTimer(): void {
    this.body.off('data', this.alive);
    clearTimeout(this.stall);
  }

  private writtenFile<File>(file: Promise<File>): Promise<File> {
    return withDeadline(file, this.deps.config.storageTimeoutMs, 'writing a document');
  }

  private async cleanUpAndReject(error: Error): Promise<void> {
    const cleanUp = async () => {
      for (const file of this.files.values()) {
        const received = await file.catch(() => undefined);
        await received?.pending.abort().catch(() => {});
      }
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
  files = 1,
): busboy.Busboy | undefined {
  try {
    return busboy({
      headers: { 'content-type': contentType },
      // Browsers send non-ASCII file names as raw UTF-8 (busboy's default reads them as Latin-1).
      defParamCharset: 'utf8',
      highWaterMark: STREAM_BUFFER_BYTES,
      fileHwm: STREAM_BUFFER_BYTES,
      // One byte over the limit is what makes busboy report it: a file of exactly the limit passes.
      limits: { files, fileSize: config.maxBytes + 1, ...FORM_PART_LIMITS },
    });
  } catch {
    return undefined; // A multipart Content-Type without a boundary: busboy cannot read the body.
  }
}

import type { Readable, Writable } from 'node:stream';

/** An object being written; invisible under its name until commit() resolves. */
export interface PendingObject {
  /** Receives the stored bytes. Finishing it does not publish anything. */
  readonly stream: Writable;
  /**
   * Makes the object durable and visible under its name, whole; call after `stream` has finished.
   * Once `signal` is aborted (the client is gone) nothing more is published: commit() then throws,
   * and the caller's abort() removes whatever was.
   */
  commit(signal?: AbortSignal): Promise<void>;
  /**
   * Throws away what was written, or the published object when commit() got that far; afterwards
   * nothing of it remains. Safe to call more than once.
   */
  abort(): Promise<void>;
}

export interface StoredObject {
  readonly body: Readable;
  /** Stored size in bytes. */
  readonly bytes: number;
}

/** A stored document as a listing names it: for the sweep of objects no record points to. */
export interface ListedObject {
  readonly name: string;
  /** When it was written (published). */
  readonly modifiedAt: Date;
}

/**
 * Where encrypted documents live. Drivers see only opaque names and ciphertext: encryption, ids and
 * metadata are the concern of the layers above.
 */
export interface DocumentStorage {
  /** Short description for the startup log, e.g. "local folder /srv/data/documents". */
  readonly description: string;
  create(name: string): Promise<PendingObject>;
  /** Undefined when there is no object by that name. */
  open(name: string): Promise<StoredObject | undefined>;
  /** The name of one stored document, undefined when there is none (keys.ts checks the key on it). */
  anyDocument(): Promise<string | undefined>;
  /** Removes a document for good; one that is not there (removed already) is no error. */
  remove(name: string): Promise<void>;
  /** Every stored document, in pages the driver chooses; the key check value is not one. */
  list(): AsyncIterable<ListedObject>;
  /** The documents key's check value kept beside the documents (keys.ts), undefined when none. */
  readKeyCheck(): Promise<string | undefined>;
  writeKeyCheck(value: string): Promise<void>;
  /** Resolves when the store answers: the folder is there and writable, or the bucket answers. */
  reachable(): Promise<void>;
  close(): Promise<void>;
}

/** The store did not answer in time or could not be reached: worth another try later (503). */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
}

const DOCUMENT_NAME = /^[A-Za-z0-9_-]{22}$/;

/** Object names are ids we generated (ids.ts); anything else reaching a driver is a bug. */
export function assertObjectName(name: string): void {
  if (!DOCUMENT_NAME.test(name)) throw new Error(`invalid object name ${JSON.stringify(name)}`);
}

export function isObjectName(name: string): boolean {
  return DOCUMENT_NAME.test(name);
}

/** True for the errors that mean "no space left", whichever layer raised them. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/** Rejects with StorageUnavailableError when `work` has not settled within `ms`. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new StorageUnavailableError(`${what}: no answer within ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * Every call of a driver bounded by `ms`, whichever driver it is: a store that stops answering
 * (a hung NFS mount, a frozen S3 endpoint) then costs a visitor a 503, never a request that hangs.
 * Drivers that can cancel their own calls (S3) do so as well, with the same bound.
 */
export function withDeadlines(storage: DocumentStorage, ms: number): DocumentStorage {
  const bounded = <T>(work: Promise<T>, what: string) => withDeadline(work, ms, what);
  return {
    description: storage.description,
    async create(name) {
      const pending = await bounded(storage.create(name), 'creating a document');
      return {
        stream: pending.stream,
        commit: (signal) => bounded(pending.commit(signal), 'publishing a document'),
        abort: () => bounded(pending.abort(), 'removing a document'),
      };
    },
    open: (name) => bounded(storage.open(name), 'opening a document'),
    anyDocument: () => bounded(storage.anyDocument(), 'listing the documents'),
    remove: (name) => bounded(storage.remove(name), 'removing a document'),
    async *list() {
      // Each page of the listing is bounded, not the whole walk: a large store takes many pages.
      const pages = storage.list()[Symbol.asyncIterator]();
      for (;;) {
        const next = await bounded(pages.next(), 'listing the documents');
        if (next.done === true) return;
        yield next.value;
      }
    },
    readKeyCheck: () => bounded(storage.readKeyCheck(), 'reading the key check value'),
    writeKeyCheck: (value) => bounded(storage.writeKeyCheck(value), 'writing the key check value'),
    reachable: () => bounded(storage.reachable(), 'checking the store'),
    close: () => storage.close(),
  };
}

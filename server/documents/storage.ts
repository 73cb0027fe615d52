import type { Readable, Writable } from 'node:stream';

/** An object being written; invisible under its name until commit() resolves. */
export interface PendingObject {
  /** Receives the stored bytes. Finishing it does not publish anything. */
  readonly stream: Writable;
  /** Makes the object durable and visible under its name, whole; call after `stream` has finished. */
  commit(): Promise<void>;
  /** Throws away what was written; afterwards nothing of it remains. Safe to call more than once. */
  abort(): Promise<void>;
}

export interface StoredObject {
  readonly body: Readable;
  /** Stored size in bytes. */
  readonly bytes: number;
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
  close(): Promise<void>;
}

/** Object names are ids we generated (ids.ts); anything else reaching a driver is a bug. */
export function assertObjectName(name: string): void {
  if (!/^[A-Za-z0-9_-]{22}$/.test(name))
    throw new Error(`invalid object name ${JSON.stringify(name)}`);
}

/** True for the errors that mean "no space left", whichever layer raised them. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

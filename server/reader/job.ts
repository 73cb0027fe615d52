import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { openDocument } from '../documents/crypto';
import type { DocumentKeyring } from '../documents/keyring';
import type { DocumentStorage } from '../documents/storage';
import { StreamPrefix } from '../documents/stream-prefix';
import type { LogLine } from '../observe/logger';
import { type Claim, claimReading, finishReading, LEASE_MS, releaseReading } from './readings';
import type { Reading } from './result';
import { type ReadingOutcome, readInProcess } from './reading-process';

/*
 * The background job that reads the queue (decision 106): READER_CONCURRENCY loops on each
 * instance, each claiming the oldest reading due (readings.ts), decrypting the document into
 * memory, reading it in a process of its own (reading-process.ts) and writing what it found. It is
 * never on an upload's path: an upload only queues, in its own transaction. Its log lines name the
 * document and what it is ("w2", "other (encrypted)"), never a figure.
 */

/** A document larger than this is not read (no W-2 is): it is just a document. */
export const MAX_READ_BYTES = 40 * 1024 * 1024;

/** The OCR model's cache, under DATA_DIR. */
export const READER_CACHE_FOLDER = 'reader-cache';

/** How often an idle loop looks at the queue; a document queued here wakes it at once. */
const IDLE_MS = 2_000;

export interface ReadingJobOptions {
  readonly db: Kysely<Schema>;
  readonly storage: DocumentStorage;
  readonly keyring: DocumentKeyring;
  readonly concurrency: number;
  /** The reading process's script (build/reader.js). */
  readonly entry: string;
  /** Where the OCR model is unpacked once (under DATA_DIR). */
  readonly cacheFolder: string;
  readonly log: LogLine;
  readonly leaseMs?: number;
  readonly idleMs?: number;
  /** Replaces the reading process (tests of the queue alone). */
  readonly read?: (bytes: Uint8Array) => Promise<ReadingOutcome>;
}

export interface ReadingJob {
  /** Looks at the queue now (a document was just queued on this instance). */
  wake(): void;
  /** Resolves when the queue is empty and no reading runs on this instance. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** The document's plaintext, or 'too-large' without reading it. */
async function decrypted(
  storage: DocumentStorage,
  keyring: DocumentKeyring,
  id: string,
): Promise<Buffer | 'too-large' | 'gone'> {
  const stored = await storage.open(id);
  if (stored === undefined) return 'gone';
  const head = new StreamPrefix(stored.body);
  let opened;
  try {
    opened = await openDocument(keyring, id, head, stored.bytes);
  } catch (error) {
    head.discard();
    throw error;
  }
  if (opened.bytes > MAX_READ_BYTES) {
    head.discard();
    return 'too-large';
  }
  const chunks: Buffer[] = [];
  await pipeline(
    head.rest(),
    opened.decryptor,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks);
}

export function startReadingJob(options: ReadingJobOptions): ReadingJob {
  const { db, log } = options;
  const read =
    options.read ??
    ((bytes: Uint8Array) =>
      readInProcess(bytes, { entry: options.entry, cacheFolder: options.cacheFolder }));
  let stopped = false;
  let busy = 0;
  let emptySeen = false;
  const sleepers = new Set<() => void>();
  const settledWaiters = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });
  const checkSettled = () => {
    if (busy !== 0 || !emptySeen) return;
    for (const resolve of [...settledWaiters]) resolve();
    settledWaiters.clear();
  };

  async function readOne(claim: Claim): Promise<void> {
    const started = performance.now();
    let reading: Reading;
    let digest: string | undefined;
    const bytes = await decrypted(options.storage, options.keyring, claim.documentId);
    if (bytes === 'gone') {
      // Removed meanwhile (retention): its row went with it, or goes soon.
      await releaseReading(db, claim);
      return;
    }
    if (bytes === 'too-large') reading = { kind: 'other', reason: 'too-large' };
    else {
      reading = (await read(bytes)).reading;
      // The same file sent twice counts once (duplicates.ts).
      digest = createHash('sha256').update(bytes).digest('hex');
    }
    const written = await finishReading(db, options.keyring, claim, reading, digest);
    const what =
      reading.kind === 'w2'
        ? `w2 (${reading.method})`
        : `${reading.kind} (${'method' in reading ? `${reading.method}, ` : ''}${reading.reason})`;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      written
        ? `Document ${claim.documentId} read: ${what} in ${seconds} s`
        : `Document ${claim.documentId} read in ${seconds} s after its claim ended: not written`,
    );
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let claim: Claim | undefined;
      try {
        claim = await claimReading(db, options.leaseMs ?? LEASE_MS);
      } catch (error) {
        log(`W-2 reader: the queue could not be read, tried again: ${String(error)}`, {
          level: 'error',
        });
      }
      if (claim === undefined) {
        emptySeen = true;
        checkSettled();
        await nap(options.idleMs ?? IDLE_MS);
        continue;
      }
      emptySeen = false;
      busy += 1;
      try {
        await readOne(claim);
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'error';
        log(`Document ${claim.documentId} not read, tried again later: ${reason}`, {
          level: 'error',
        });
        await releaseReading(db, claim).catch(() => {});
      } finally {
        busy -= 1;
      }
    }
  }

  const loops = Array.from({ length: options.concurrency }, () => loop());
  return {
    wake: wakeAll,
    settled: () =>
      new Promise<void>((resolve) => {
        emptySeen = false;
        settledWaiters.add(resolve);
        wakeAll();
      }),
    async stop() {
      stopped = true;
      wakeAll();
      await Promise.all(loops);
    },
  };
}

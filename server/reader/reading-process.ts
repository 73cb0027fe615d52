import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { z } from 'zod';
import { type Reading, readingSchema } from './result';

/*
 * Reading a document in a process of its own (docs/decisions/105): OCR keeps a core busy for
 * seconds and holds a few hundred MiB, none of which may touch the server's event loop or heap.
 * One process a reading: it is killed when it overruns its time, its memory goes back to the system
 * when it exits, and a crash in a decoder ends a reading, not the server.
 */

/** Longer than any reading measured here (a sideways photo on a loaded machine: about 45 s). */
export const READING_TIMEOUT_MS = 180_000;

/** nice(1)'s lowest priority. */
const READER_NICENESS = 19;

/** V8's heap in the reading process; the images and OCR live outside it (libvips, WebAssembly). */
const CHILD_HEAP_MIB = 256;

const answerSchema = z.object({
  reading: readingSchema,
  maxRssKiB: z.number().nonnegative(),
  startRssKiB: z.number().nonnegative(),
});

export interface ReadingOutcome {
  readonly reading: Reading;
  /** The reading process's peak resident memory, MiB; undefined when it did not answer. */
  readonly peakMib: number | undefined;
  /**
   * How far that peak is above what the process held when the bytes came, MiB: what the reading
   * itself took, whatever the process's code and a busy host's uncollected garbage held before it.
   */
  readonly grownMib: number | undefined;
  readonly milliseconds: number;
}

export interface ReadingProcessOptions {
  /** The bundled child (build/reader.js, or a test's bundle of server/reader/child.ts). */
  readonly entry: string;
  /** Where the OCR model is unpacked once: a folder under DATA_DIR. */
  readonly cacheFolder: string;
  readonly timeoutMs?: number;
}

export function readInProcess(
  bytes: Uint8Array,
  options: ReadingProcessOptions,
): Promise<ReadingOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = fork(options.entry, [], {
      serialization: 'advanced',
      execArgv: [`--max-old-space-size=${CHILD_HEAP_MIB}`],
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    // The lowest CPU priority: on a busy host the server's answers come before a reading.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, READER_NICENESS);
      } catch {
        // Not permitted here (some containers): the reading runs at the server's priority.
      }
    }
    let settled = false;
    const finish = (reading: Reading, memory?: { maxRssKiB: number; startRssKiB: number }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve({
        reading,
        peakMib: memory && memory.maxRssKiB / 1024,
        grownMib: memory && Math.max(0, memory.maxRssKiB - memory.startRssKiB) / 1024,
        milliseconds: performance.now() - started,
      });
    };
    const timer = setTimeout(
      () => finish({ kind: 'other', reason: 'timeout' }),
      options.timeoutMs ?? READING_TIMEOUT_MS,
    );
    child.once('message', (message) => {
      const answer = answerSchema.safeParse(message);
      if (answer.success) finish(answer.data.reading, answer.data);
      else finish({ kind: 'other', reason: 'failed' });
    });
    child.once('error', () => finish({ kind: 'other', reason: 'failed' }));
    child.once('exit', () => finish({ kind: 'other', reason: 'failed' }));
    child.send({ bytes, cacheFolder: options.cacheFolder });
  });
}

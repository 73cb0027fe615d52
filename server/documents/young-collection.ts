import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A collection of V8's young generation every `YOUNG_COLLECTION_BYTES` a document stream seals or
 * opens (docs/decisions/092-young-collection-while-streaming-documents.md).
 *
 * Each 64 KiB of a document is two buffers outside the JavaScript heap: the socket's read and the
 * cipher's output. They die at once, but on Node.js 24 (V8 13.6) nothing collects them until V8's
 * external memory count has grown by tens of MiB and it starts a full collection: a 200 MiB upload
 * raised the server's resident memory by about 100 MiB, and each full collection marked the app's
 * whole heap. One young collection every 8 MiB frees them while they are still young, for a
 * fraction of a millisecond: the upload's growth fell to about 38 MiB and its CPU by half
 * (BENCHMARKS.md). At 2 MiB V8 grew the young generation instead; at 4 and 8 MiB it held.
 */
export const YOUNG_COLLECTION_BYTES = 8 * 1024 * 1024;

type Collect = (options: { type: 'minor' }) => void;

let collect: Collect | undefined;

/**
 * V8's `gc` function, taken once from a context made while `--expose-gc` was set, which leaves the
 * app's own global without it; a process started with `--expose-gc` (the tests' child servers) has
 * it already and its flag is left alone.
 */
function collector(): Collect {
  if (collect !== undefined) return collect;
  const own = (globalThis as { gc?: Collect }).gc;
  if (typeof own === 'function') {
    collect = own;
  } else {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
    setFlagsFromString('--no-expose-gc');
  }
  return collect;
}

/** Counts the bytes of one document stream, and collects the young generation at each step. */
export class YoungCollection {
  private sinceLast = 0;

  add(bytes: number): void {
    this.sinceLast += bytes;
    if (this.sinceLast < YOUNG_COLLECTION_BYTES) return;
    this.sinceLast = 0;
    collector()({ type: 'minor' });
  }
}

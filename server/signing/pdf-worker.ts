import { Worker } from 'node:worker_threads';

/**
 * The PDF work of signing, in a `worker_threads` worker and never on the server's event loop
 * (decisions 190, 249): pdf-lib parses and writes a whole file on the thread that calls it, about a
 * millisecond a page, so a 200-page form held the loop for a quarter of a second. The worker runs
 * a CommonJS source given as a string (`eval`): it needs nothing of the server's bundle, and finds
 * pdf-lib in node_modules as the server does. One worker a task, ended with it: under a heap limit
 * and a deadline.
 */

/** The worker's V8 heap: a 200-page form and its copy take a few tens of MiB. */
const WORKER_HEAP_MIB = 512;

/**
 * Runs `source` (CommonJS: `workerData` in, one `parentPort.postMessage` out) and resolves to its
 * message, or to `failed` when it overruns `deadlineMs`, runs out of memory or stops without one.
 */
export function inPdfWorker<Answer>(
  source: string,
  workerData: unknown,
  { deadlineMs, failed }: { readonly deadlineMs: number; readonly failed: (why: string) => Answer },
  transferList: readonly ArrayBuffer[] = [],
): Promise<Answer> {
  return new Promise((resolve) => {
    const worker = new Worker(source, {
      eval: true,
      workerData,
      transferList: [...transferList],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MIB },
    });
    let settled = false;
    const settle = (value: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      resolve(value);
    };
    const deadline = setTimeout(() => settle(failed('deadline')), deadlineMs);
    worker.once('message', (value: Answer) => settle(value));
    worker.once('error', (error) => settle(failed(error.message)));
    worker.once('exit', () => settle(failed('exited')));
  });
}

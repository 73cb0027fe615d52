import { z } from 'zod';
import { stopOcr } from './ocr';
import { readDocument } from './read';
import type { Reading } from './result';

/*
 * The reading process (docs/decisions/105): started by reading-process.ts for one document, it
 * reads the bytes it is sent, answers with the reading and its own peak memory, and exits. Nothing
 * it reads or finds is logged: a W-2's figures leave it only in its answer.
 */

const requestSchema = z.object({
  bytes: z.instanceof(Uint8Array),
  cacheFolder: z.string().min(1),
});

export interface ChildAnswer {
  readonly reading: Reading;
  /** The process's peak resident memory, in KiB (getrusage's ru_maxrss). */
  readonly maxRssKiB: number;
  /** Its resident memory when the bytes came, in KiB: its code loaded, nothing read yet. */
  readonly startRssKiB: number;
}

// The server gone (or the reading abandoned): nothing is left to answer.
process.once('disconnect', () => process.exit(0));

process.once('message', (message: unknown) => {
  const startRssKiB = process.memoryUsage.rss() / 1024;
  void (async () => {
    const request = requestSchema.parse(message);
    let reading: Reading;
    try {
      reading = await readDocument(request.bytes, { cacheFolder: request.cacheFolder });
    } catch {
      reading = { kind: 'other', reason: 'failed' };
    }
    await stopOcr();
    const answer: ChildAnswer = {
      reading,
      maxRssKiB: process.resourceUsage().maxRSS,
      startRssKiB,
    };
    process.send?.(answer, () => process.exit(0));
  })();
});

import { once } from 'node:events';
import {
  close as fsClose,
  fsync as fsFsync,
  open as openCallback,
  writev as fsWritev,
} from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileWriter, type FileCalls } from './file-writer';

const openFile = promisify(openCallback);

/** Chunks of distinct bytes, so any misplaced or repeated byte shows. */
function chunks(count: number, size: number): Buffer[] {
  return Array.from({ length: count }, (_, i) => Buffer.alloc(size, i % 251));
}

/** Real file system calls, recorded, with each write finishing in its own time. */
function recordedCalls(options: { shortWrites?: boolean; failAt?: number } = {}) {
  const real: FileCalls = { writev: fsWritev, fsync: fsFsync, close: fsClose };
  const log: string[] = [];
  let writes = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  const calls: FileCalls = {
    writev(fd, buffers, position, callback) {
      const n = writes++;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const done = (error: NodeJS.ErrnoException | null, written: number) => {
        inFlight -= 1;
        callback(error, written);
      };
      // Later writes finish first now and then: order must not matter.
      setTimeout(
        () => {
          if (options.failAt === n) {
            return done(Object.assign(new Error('ENOSPC: no space left'), { code: 'ENOSPC' }), 0);
          }
          // The system may write less than asked; the writer must write the rest.
          const total = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
          const asked =
            options.shortWrites && total > 1
              ? [Buffer.concat(buffers).subarray(0, Math.ceil(total / 3))]
              : buffers;
          real.writev(fd, asked, position, done);
        },
        (n * 7) % 3,
      );
    },
    fsync(fd, callback) {
      log.push(`fsync with ${inFlight} in flight`);
      real.fsync(fd, callback);
    },
    close(fd, callback) {
      log.push(`close with ${inFlight} in flight`);
      real.close(fd, callback);
    },
  };
  return { calls, log, mostInFlight: () => mostInFlight };
}

describe('FileWriter', () => {
  let folder = '';
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'file-writer-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('writes every byte in place with several writes in flight, fsyncs, then closes', async () => {
    const path = join(folder, 'out');
    const data = chunks(64, 10_000);
    const { calls, log, mostInFlight } = recordedCalls();
    const writer = new FileWriter(await openFile(path, 'wx', 0o600), calls);
    writer.write(Buffer.alloc(0)); // An empty chunk is not a write that wrote nothing.
    await pipeline(Readable.from(data), writer);
    expect((await readFile(path)).equals(Buffer.concat(data))).toBe(true);
    expect(mostInFlight()).toBeGreaterThan(1);
    expect(mostInFlight()).toBeLessThanOrEqual(3);
    expect(log).toEqual(['fsync with 0 in flight', 'close with 0 in flight']);
  });

  it('writes the rest when the system writes less than asked', async () => {
    const path = join(folder, 'out');
    const data = chunks(20, 3_001);
    const { calls } = recordedCalls({ shortWrites: true });
    await pipeline(Readable.from(data), new FileWriter(await openFile(path, 'wx'), calls));
    expect((await readFile(path)).equals(Buffer.concat(data))).toBe(true);
  });

  it('fails the pipeline with the first write error and closes only once no write is under way', async () => {
    const path = join(folder, 'out');
    const { calls, log } = recordedCalls({ failAt: 1 });
    const writer = new FileWriter(await openFile(path, 'wx'), calls);
    await expect(pipeline(Readable.from(chunks(40, 5_000)), writer)).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    if (!writer.closed) await once(writer, 'close');
    expect(log).toEqual(['close with 0 in flight']);
  });

  it('closes the file on destroy after the writes under way have ended', async () => {
    const path = join(folder, 'out');
    const { calls, log } = recordedCalls();
    const writer = new FileWriter(await openFile(path, 'wx'), calls);
    writer.write(Buffer.alloc(1000, 1));
    writer.write(Buffer.alloc(1000, 2));
    writer.destroy();
    await once(writer, 'close');
    expect(log).toEqual(['close with 0 in flight']);
  });
});

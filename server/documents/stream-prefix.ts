import { Readable } from 'node:stream';
import { STREAM_BUFFER_BYTES } from './stream-buffers';

/**
 * Reads the first bytes of a stream (to sniff a file type or parse a header) and hands the rest on
 * as a stream, without holding more than the bytes asked for plus one chunk.
 */
export class StreamPrefix {
  private readonly source: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);
  private done = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  /** The next `count` bytes; fewer only when the stream ends first. */
  async read(count: number): Promise<Buffer> {
    const bytes = await this.peek(count);
    this.pending = this.pending.subarray(bytes.length);
    return bytes;
  }

  /** Like read(), but the bytes stay in place for the next read() or rest(). */
  async peek(count: number): Promise<Buffer> {
    const parts = [this.pending];
    let length = this.pending.length;
    while (length < count && !this.done) {
      const next = await this.source.next();
      if (next.done === true) {
        this.done = true;
      } else {
        parts.push(next.value);
        length += next.value.length;
      }
    }
    this.pending = parts.length === 1 ? this.pending : Buffer.concat(parts, length);
    return this.pending.subarray(0, count);
  }

  /** Everything after what read() returned. Destroying it ends the source too. */
  rest(): Readable {
    const source = this.source;
    let pending: Buffer | undefined = this.pending;
    const done = this.done;
    async function* remaining(): AsyncGenerator<Buffer> {
      try {
        if (pending !== undefined && pending.length > 0) yield pending;
        pending = undefined;
        if (done) return;
        for (;;) {
          const next = await source.next();
          if (next.done === true) return;
          yield next.value;
        }
      } finally {
        // Stops and destroys the source stream when the consumer gives up early.
        await source.return?.();
      }
    }
    return Readable.from(remaining(), { objectMode: false, highWaterMark: STREAM_BUFFER_BYTES });
  }

  /** Releases the source when the rest is not wanted. */
  async discard(): Promise<void> {
    await this.source.return?.();
  }
}

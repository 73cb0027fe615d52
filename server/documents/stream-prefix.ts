import { Readable } from 'node:stream';

/**
 * Reads the first bytes of a stream (to sniff a file type or parse a header) and then hands the
 * stream itself on, the bytes read but not consumed put back in front. No stage is added between
 * the source and its consumer: an upload's bytes go from the parser straight to the cipher.
 * It holds at most the bytes asked for plus one chunk.
 */
export class StreamPrefix {
  private pending: Buffer = Buffer.alloc(0);
  private ended = false;
  private error: Error | undefined;

  constructor(private readonly source: Readable) {
    source.pause();
    // Listening for the whole life of the source: an error while nobody is reading (between two
    // reads, or after a discard) must not become an uncaught exception. The next read reports it.
    source.on('error', (error) => (this.error ??= error));
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
    while (length < count && !this.ended) {
      const chunk = await this.nextChunk();
      if (chunk === null) {
        this.ended = true;
      } else {
        parts.push(chunk);
        length += chunk.length;
      }
    }
    if (parts.length > 1) this.pending = Buffer.concat(parts, length);
    return this.pending.subarray(0, count);
  }

  /**
   * Everything after what read() returned, as one stream; call once, after the last read. It is
   * the source itself (paused) unless the source has ended, so destroying it destroys the source.
   */
  rest(): Readable {
    const pending = this.pending;
    this.pending = Buffer.alloc(0);
    // The source may have ended unseen, after the chunk that paused it: nothing can be put back.
    if (this.ended || this.source.readableEnded) {
      return Readable.from(pending.length > 0 ? [pending] : []);
    }
    if (pending.length > 0) this.source.unshift(pending);
    return this.source;
  }

  /** Releases the source when the rest is not wanted. */
  discard(): void {
    this.source.destroy();
  }

  /** One chunk of the source, null at its end; the source is paused again before this resolves. */
  private nextChunk(): Promise<Buffer | null> {
    const source = this.source;
    if (this.error !== undefined) return Promise.reject(this.error);
    if (source.readableEnded) return Promise.resolve(null);
    if (source.destroyed) {
      return Promise.reject(source.errored ?? new Error('stream destroyed before its end'));
    }
    return new Promise((resolve, reject) => {
      const settle = (then: () => void) => {
        source.pause();
        source.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
        then();
      };
      const onData = (chunk: Buffer) => settle(() => resolve(chunk));
      const onEnd = () => settle(() => resolve(null));
      const onError = (error: Error) => settle(() => reject(error));
      // A stream destroyed without an error closes without ending.
      const onClose = () => settle(() => reject(new Error('stream closed before its end')));
      source.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
      source.resume();
    });
  }
}

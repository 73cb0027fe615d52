import { close, fsync, writev } from 'node:fs';
import { Writable } from 'node:stream';
import { STREAM_BUFFER_BYTES } from './stream-buffers';

/** The file system calls the writer makes (node:fs by default; tests replace them). */
export interface FileCalls {
  writev(
    fd: number,
    buffers: Buffer[],
    position: number,
    callback: (error: NodeJS.ErrnoException | null, bytesWritten: number) => void,
  ): void;
  fsync(fd: number, callback: (error: NodeJS.ErrnoException | null) => void): void;
  close(fd: number, callback: (error: NodeJS.ErrnoException | null) => void): void;
}

const NODE_FILE_CALLS: FileCalls = { writev, fsync, close };

/**
 * Writing was the limit of a large upload: fs.WriteStream has one write under way at a time, and
 * the next starts only once the event loop, busy with the socket and the cipher, has seen the last
 * one end, so the stages behind it stood full (BENCHMARKS.md, Document upload). Three leave the
 * fourth thread of libuv's pool to other work.
 */
const WRITES_IN_FLIGHT = 3;

/**
 * A file written from the start, with up to `WRITES_IN_FLIGHT` positioned writes under way at
 * once (each at its own offset, so their order does not matter). It owns the descriptor: the data
 * is fsynced before 'finish', so once a pipeline into it resolves the bytes are on disk, and the
 * descriptor is closed once no write is under way, however the stream ends.
 */
export class FileWriter extends Writable {
  private position = 0;
  private inFlight = 0;
  private failure: NodeJS.ErrnoException | undefined;
  /** The write callback held back while every slot is taken. */
  private waiting: ((error?: Error | null) => void) | undefined;
  /** Run once no write is under way. */
  private onIdle: (() => void)[] = [];

  constructor(
    private readonly fd: number,
    private readonly calls: FileCalls = NODE_FILE_CALLS,
  ) {
    super({ highWaterMark: STREAM_BUFFER_BYTES });
  }

  override _write(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ): void {
    this.issue([chunk], callback);
  }

  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void {
    this.issue(
      chunks.map((entry) => entry.chunk),
      callback,
    );
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.whenIdle(() => {
      if (this.failure !== undefined) return callback(this.failure);
      this.calls.fsync(this.fd, (error) => callback(error));
    });
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // Closing while a write is under way could let that write land in a file opened meanwhile
    // under the same descriptor number.
    this.whenIdle(() => this.calls.close(this.fd, (closeError) => callback(error ?? closeError)));
  }

  private issue(buffers: Buffer[], callback: (error?: Error | null) => void): void {
    if (this.failure !== undefined) return callback(this.failure);
    let length = 0;
    for (const buffer of buffers) length += buffer.length;
    if (length === 0) return callback(); // Nothing to write; a 0-byte write would read as a failure.
    const position = this.position;
    this.position += length;
    this.inFlight += 1;
    this.writeAll(buffers, position, length);
    if (this.inFlight < WRITES_IN_FLIGHT) callback();
    else this.waiting = callback;
  }

  /** One write, continued where the system wrote less than asked. */
  private writeAll(buffers: Buffer[], position: number, length: number): void {
    this.calls.writev(this.fd, buffers, position, (error, written) => {
      if (error === null && written === 0) {
        error = Object.assign(new Error('write wrote nothing'), { code: 'EIO' });
      }
      if (error !== null) return this.settle(error);
      if (written < length) {
        return this.writeAll(remainder(buffers, written), position + written, length - written);
      }
      this.settle(null);
    });
  }

  private settle(error: NodeJS.ErrnoException | null): void {
    this.inFlight -= 1;
    if (error !== null) this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting !== undefined) {
      waiting(this.failure);
    } else if (this.failure !== undefined && !this.destroyed) {
      // No write of the stream's is waiting to carry the error, so it is raised here.
      this.destroy(this.failure);
    }
    if (this.inFlight === 0) for (const then of this.onIdle.splice(0)) then();
  }

  private whenIdle(then: () => void): void {
    if (this.inFlight === 0) then();
    else this.onIdle.push(then);
  }
}

/** The buffers after the first `skip` bytes. */
function remainder(buffers: Buffer[], skip: number): Buffer[] {
  const rest: Buffer[] = [];
  for (const buffer of buffers) {
    if (skip >= buffer.length) {
      skip -= buffer.length;
    } else {
      rest.push(skip > 0 ? buffer.subarray(skip) : buffer);
      skip = 0;
    }
  }
  return rest;
}

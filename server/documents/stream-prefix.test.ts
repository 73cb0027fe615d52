import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { StreamPrefix } from './stream-prefix';

/** A byte stream that hands out its text in pieces, one per turn of the event loop. */
function pieces(...parts: string[]): Readable {
  const stream = new PassThrough();
  void (async () => {
    for (const part of parts) {
      await new Promise((resolve) => setImmediate(resolve));
      stream.write(part);
    }
    stream.end();
  })();
  return stream;
}

describe('StreamPrefix', () => {
  it('peeks across chunks and then hands on the whole stream, the source itself', async () => {
    const source = pieces('%P', 'DF-1', '.7 rest', ' of it');
    const head = new StreamPrefix(source);
    expect((await head.peek(5)).toString()).toBe('%PDF-');
    const rest = head.rest();
    expect(rest).toBe(source);
    expect(await text(rest)).toBe('%PDF-1.7 rest of it');
  });

  it('consumes what read() returns and keeps the order of what follows', async () => {
    const head = new StreamPrefix(pieces('QRD1', 'abc', 'defgh', 'ij'));
    expect((await head.read(4)).toString()).toBe('QRD1');
    expect((await head.read(5)).toString()).toBe('abcde');
    expect(await text(head.rest())).toBe('fghij');
  });

  it('returns fewer bytes when the stream is shorter, and an empty rest after it', async () => {
    const head = new StreamPrefix(pieces('tiny'));
    expect((await head.peek(4100)).toString()).toBe('tiny');
    expect(await text(head.rest())).toBe('tiny');
    const empty = new StreamPrefix(pieces());
    expect((await empty.peek(10)).length).toBe(0);
    expect(await text(empty.rest())).toBe('');
  });

  it('keeps the bytes of a source that ended while nobody was reading', async () => {
    // As a small file reads: its one chunk and its end come together, so the stream ends (and is
    // destroyed) before the caller asks for the rest. This lost whole documents once.
    const source = new Readable({
      read() {
        this.push(Buffer.from('header|body of a small document'));
        this.push(null);
      },
    });
    const head = new StreamPrefix(source);
    expect((await head.read(7)).toString()).toBe('header|');
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.readableEnded).toBe(true);
    expect(await text(head.rest())).toBe('body of a small document');
  });

  it('reports an error raised between two reads at the next read, never as an uncaught error', async () => {
    const source = new PassThrough();
    source.write('abc');
    const head = new StreamPrefix(source);
    expect((await head.peek(2)).toString()).toBe('ab');
    source.destroy(new Error('client went away'));
    await new Promise((resolve) => setImmediate(resolve));
    await expect(head.peek(10)).rejects.toThrow('client went away');
  });

  it('rejects a read when the source is destroyed without an error', async () => {
    const source = new PassThrough();
    const head = new StreamPrefix(source);
    const reading = head.peek(10);
    source.destroy();
    await expect(reading).rejects.toThrow('closed before its end');
  });

  it('destroys the source on discard', async () => {
    const source = pieces('abc', 'def');
    const head = new StreamPrefix(source);
    await head.peek(1);
    head.discard();
    await once(source, 'close');
    expect(source.destroyed).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import {
  createEncryptor,
  DocumentIntegrityError,
  openDocument,
  RECORD_PLAINTEXT_BYTES,
  type DocumentMetadata,
} from './crypto';
import { DocumentKeyring } from './keyring';
import { StreamPrefix } from './stream-prefix';

const KEY = randomBytes(32);
const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const OTHER_ID = 'BBBBBBBBBBBBBBBBBBBBBB';
const TAG = 16;
const RECORD = RECORD_PLAINTEXT_BYTES + TAG;
const METADATA: DocumentMetadata = {
  originalFilename: 'w2',
  format: 'pdf',
  contentType: 'application/pdf',
  createdAt: '2026-02-01T10:00:00Z',
};

async function seal(plaintext: Buffer, id = ID, key = KEY): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // Fed in odd-sized slices, as a socket would, so records do not line up with the input.
  const slices = [];
  for (let at = 0; at < plaintext.length; at += 7_001)
    slices.push(plaintext.subarray(at, at + 7_001));
  await pipeline(
    Readable.from(slices),
    createEncryptor(new DocumentKeyring([key]), id, METADATA),
    new Writable({ write: (chunk: Buffer, _e, done) => (chunks.push(chunk), done()) }),
  );
  return Buffer.concat(chunks);
}

/** Opens and decrypts a stored document; rejects with what the server would refuse it for. */
async function unseal(
  stored: Buffer,
  id = ID,
  key = KEY,
): Promise<{ metadata: DocumentMetadata; bytes: number; plaintext: Buffer }> {
  const head = new StreamPrefix(Readable.from([stored]));
  const opened = await openDocument(new DocumentKeyring([key]), id, head, stored.length);
  const chunks: Buffer[] = [];
  await pipeline(
    head.rest(),
    opened.decryptor,
    new Writable({ write: (chunk: Buffer, _e, done) => (chunks.push(chunk), done()) }),
  );
  return { metadata: opened.metadata, bytes: opened.bytes, plaintext: Buffer.concat(chunks) };
}

/** Where the metadata length is in a stored document (format 2): after the magic, key id, salt. */
const LENGTH_AT = 4 + 8 + 32;

/** Where the header ends and each record (the closing one last) starts in a stored document. */
function layout(stored: Buffer): { headerBytes: number; records: Buffer[] } {
  const headerBytes = LENGTH_AT + 4 + stored.readUInt32BE(LENGTH_AT);
  const records: Buffer[] = [];
  const closing = stored.length - TAG;
  for (let at = headerBytes; at < closing; at += RECORD) {
    records.push(stored.subarray(at, Math.min(at + RECORD, closing)));
  }
  records.push(stored.subarray(closing));
  return { headerBytes, records };
}

function rebuild(stored: Buffer, records: Buffer[]): Buffer {
  return Buffer.concat([stored.subarray(0, layout(stored).headerBytes), ...records]);
}

// Three full records and a partial one, then the closing record.
const PLAINTEXT = randomBytes(3 * RECORD_PLAINTEXT_BYTES + 12_345);

describe('document encryption (decision 006)', () => {
  it('gives back the plaintext and the metadata, and keeps no plaintext in the stored form', async () => {
    const stored = await seal(PLAINTEXT);
    const { records } = layout(stored);
    expect(records.map((record) => record.length)).toEqual([
      RECORD,
      RECORD,
      RECORD,
      12_345 + TAG,
      TAG,
    ]);
    expect(stored.includes(PLAINTEXT.subarray(0, 64))).toBe(false);
    expect(stored.includes(Buffer.from('application/pdf'))).toBe(false);
    const opened = await unseal(stored);
    expect(opened.metadata).toEqual(METADATA);
    expect(opened.bytes).toBe(PLAINTEXT.length);
    expect(opened.plaintext.equals(PLAINTEXT)).toBe(true);
  });

  it('handles an empty document and one of exactly one record', async () => {
    for (const plaintext of [Buffer.alloc(0), randomBytes(RECORD_PLAINTEXT_BYTES)]) {
      const opened = await unseal(await seal(plaintext));
      expect(opened.plaintext.equals(plaintext)).toBe(true);
    }
  });

  const tampered: [string, (stored: Buffer) => Buffer][] = [
    [
      'two records reordered',
      (s) => {
        const [a, b, c, d, end] = layout(s).records as [Buffer, Buffer, Buffer, Buffer, Buffer];
        return rebuild(s, [b, a, c, d, end]);
      },
    ],
    [
      'a full record dropped',
      (s) => {
        const [a, , c, d, end] = layout(s).records as [Buffer, Buffer, Buffer, Buffer, Buffer];
        return rebuild(s, [a, c, d, end]);
      },
    ],
    [
      'a record duplicated in place of another',
      (s) => {
        const [a, , c, d, end] = layout(s).records as [Buffer, Buffer, Buffer, Buffer, Buffer];
        return rebuild(s, [a, a, c, d, end]);
      },
    ],
    [
      'a record duplicated as an extra one',
      (s) => {
        const [a, b, c, d, end] = layout(s).records as [Buffer, Buffer, Buffer, Buffer, Buffer];
        return rebuild(s, [a, b, b, c, d, end]);
      },
    ],
    ['the closing record dropped (cut at a record boundary)', (s) => s.subarray(0, s.length - TAG)],
    [
      'the last two records dropped (cut at an earlier boundary)',
      (s) => {
        const { records } = layout(s);
        return rebuild(s, records.slice(0, 3));
      },
    ],
    ['cut inside a record', (s) => s.subarray(0, s.length - 5_000)],
    ['cut inside the header', (s) => s.subarray(0, 30)],
    [
      'one bit flipped in a record',
      (s) => {
        const copy = Buffer.from(s);
        const at = layout(s).headerBytes + RECORD + 100;
        copy[at] = (copy[at] ?? 0) ^ 1;
        return copy;
      },
    ],
    [
      'one bit flipped in a tag',
      (s) => {
        const copy = Buffer.from(s);
        const at = layout(s).headerBytes + RECORD - 1;
        copy[at] = (copy[at] ?? 0) ^ 0x80;
        return copy;
      },
    ],
    [
      'the metadata changed',
      (s) => {
        const copy = Buffer.from(s);
        copy[LENGTH_AT + 5] = (copy[LENGTH_AT + 5] ?? 0) ^ 1; // Inside the sealed metadata.
        return copy;
      },
    ],
    [
      'the salt changed',
      (s) => {
        const copy = Buffer.from(s);
        copy[20] = (copy[20] ?? 0) ^ 1;
        return copy;
      },
    ],
    [
      'the metadata length changed',
      (s) => {
        const copy = Buffer.from(s);
        copy.writeUInt32BE(copy.readUInt32BE(LENGTH_AT) + 16, LENGTH_AT);
        return copy;
      },
    ],
    ['the magic changed', (s) => Buffer.concat([Buffer.from('QRD3'), s.subarray(4)])],
    ['format 2 read as format 1', (s) => Buffer.concat([Buffer.from('QRD1'), s.subarray(4)])],
    ['bytes appended', (s) => Buffer.concat([s, randomBytes(40)])],
  ];

  it.each(tampered)('refuses a stored document with %s', async (_kind, tamper) => {
    const stored = await seal(PLAINTEXT);
    const altered = tamper(stored);
    expect(altered.equals(stored)).toBe(false);
    await expect(unseal(altered)).rejects.toBeInstanceOf(DocumentIntegrityError);
  });

  it('refuses the record of another document spliced in, though both use the same key', async () => {
    const mine = await seal(PLAINTEXT);
    const theirs = await seal(PLAINTEXT);
    const [a, , c, d, end] = layout(mine).records as [Buffer, Buffer, Buffer, Buffer, Buffer];
    const spliced = rebuild(mine, [a, layout(theirs).records[1] ?? Buffer.alloc(0), c, d, end]);
    await expect(unseal(spliced)).rejects.toBeInstanceOf(DocumentIntegrityError);
  });

  it('refuses a stored document read under another id (a file renamed or swapped)', async () => {
    const stored = await seal(PLAINTEXT, ID);
    await expect(unseal(stored, OTHER_ID)).rejects.toBeInstanceOf(DocumentIntegrityError);
    // And the swap is not a property of that one pair of ids: each id opens only its own file.
    const other = await seal(PLAINTEXT, OTHER_ID);
    expect((await unseal(other, OTHER_ID)).plaintext.equals(PLAINTEXT)).toBe(true);
  });

  it('refuses a stored document under another master key', async () => {
    const stored = await seal(PLAINTEXT);
    await expect(unseal(stored, ID, randomBytes(32))).rejects.toBeInstanceOf(
      DocumentIntegrityError,
    );
  });

  it('releases no plaintext of a record that fails, only the records before it', async () => {
    const stored = await seal(PLAINTEXT);
    const copy = Buffer.from(stored);
    const at = layout(stored).headerBytes + 2 * RECORD + 10; // In the third record.
    copy[at] = (copy[at] ?? 0) ^ 1;
    const head = new StreamPrefix(Readable.from([copy]));
    const opened = await openDocument(new DocumentKeyring([KEY]), ID, head, copy.length);
    const released: Buffer[] = [];
    await expect(
      pipeline(
        head.rest(),
        opened.decryptor,
        new Writable({ write: (chunk: Buffer, _e, done) => (released.push(chunk), done()) }),
      ),
    ).rejects.toBeInstanceOf(DocumentIntegrityError);
    const out = Buffer.concat(released);
    expect(out.length).toBe(2 * RECORD_PLAINTEXT_BYTES);
    expect(out.equals(PLAINTEXT.subarray(0, 2 * RECORD_PLAINTEXT_BYTES))).toBe(true);
  });
});

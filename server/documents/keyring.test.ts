import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import {
  createEncryptor,
  DocumentIntegrityError,
  openDocument,
  UnknownKeyError,
  type DocumentMetadata,
} from './crypto';
import { DocumentKeyring, keyId } from './keyring';
import { StreamPrefix } from './stream-prefix';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const METADATA: DocumentMetadata = {
  originalFilename: 'w2',
  format: 'pdf',
  contentType: 'application/pdf',
  createdAt: '2026-02-01T10:00:00Z',
};
const PLAINTEXT = randomBytes(100_000);
const [OLD, NEW, OTHER] = [randomBytes(32), randomBytes(32), randomBytes(32)];

const collect = (chunks: Buffer[]) =>
  new Writable({ write: (chunk: Buffer, _e, done) => (chunks.push(chunk), done()) });

async function seal(keys: Buffer[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    Readable.from([PLAINTEXT]),
    createEncryptor(new DocumentKeyring(keys), ID, METADATA),
    collect(chunks),
  );
  return Buffer.concat(chunks);
}

async function unseal(stored: Buffer, keys: Buffer[]) {
  const head = new StreamPrefix(Readable.from([stored]));
  const opened = await openDocument(new DocumentKeyring(keys), ID, head, stored.length);
  const chunks: Buffer[] = [];
  await pipeline(head.rest(), opened.decryptor, collect(chunks));
  return { plaintext: Buffer.concat(chunks), sealedWithNewest: opened.sealedWithNewest };
}

/**
 * The same document as the server wrote it before keys could rotate (format 1: "QRD1", no key
 * id): the metadata sealed again with that header as its AAD; the records do not depend on it.
 */
function asFormat1(stored: Buffer, master: Buffer): Buffer {
  const salt = stored.subarray(12, 44);
  const length = stored.readUInt32BE(44);
  const key = Buffer.from(hkdfSync('sha256', master, salt, `quickrefund document v1 ${ID}`, 32));
  const iv = Buffer.alloc(12);
  const sealed = stored.subarray(48, 48 + length);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(stored.subarray(0, 48));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const json = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - 16)),
    decipher.final(),
  ]);
  const fixed = Buffer.concat([Buffer.from('QRD1'), salt, stored.subarray(44, 48)]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(fixed);
  const metadata = Buffer.concat([cipher.update(json), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([fixed, metadata, stored.subarray(48 + length)]);
}

describe('documents keys that rotate (decision 085)', () => {
  it('names the sealing key in the header by an id that is not the key', async () => {
    const stored = await seal([NEW, OLD]);
    expect(stored.subarray(0, 4).toString('latin1')).toBe('QRD2');
    expect(stored.subarray(4, 12).equals(keyId(NEW))).toBe(true);
    expect(keyId(NEW).equals(keyId(OLD))).toBe(false);
    expect(stored.includes(NEW.subarray(0, 8))).toBe(false);
  });

  it('opens a document sealed with an older key of the list, and says it is not the newest', async () => {
    const stored = await seal([OLD]);
    const opened = await unseal(stored, [NEW, OLD]);
    expect(opened.plaintext.equals(PLAINTEXT)).toBe(true);
    expect(opened.sealedWithNewest).toBe(false);
    expect((await unseal(await seal([NEW, OLD]), [NEW, OLD])).sealedWithNewest).toBe(true);
  });

  it('refuses a document whose key left the list, naming the key id', async () => {
    const stored = await seal([OLD]);
    const refusal = unseal(stored, [NEW, OTHER]);
    await expect(refusal).rejects.toBeInstanceOf(UnknownKeyError);
    await expect(refusal).rejects.toThrow(keyId(OLD).toString('hex'));
  });

  it('refuses a key id changed in the header: the id is authenticated with the metadata', async () => {
    const stored = await seal([OLD]);
    const forged = Buffer.from(stored);
    keyId(NEW).copy(forged, 4);
    await expect(unseal(forged, [NEW, OLD])).rejects.toBeInstanceOf(DocumentIntegrityError);
  });

  it('opens a format 1 document (no key id) with whichever key of the list sealed it', async () => {
    const stored = asFormat1(await seal([OLD]), OLD);
    expect(stored.subarray(0, 4).toString('latin1')).toBe('QRD1');
    const opened = await unseal(stored, [NEW, OTHER, OLD]);
    expect(opened.plaintext.equals(PLAINTEXT)).toBe(true);
    expect(opened.sealedWithNewest).toBe(false);
    await expect(unseal(stored, [NEW, OTHER])).rejects.toBeInstanceOf(DocumentIntegrityError);
  });
});

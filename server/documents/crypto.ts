import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  type CipherGCM,
  type DecipherGCM,
} from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { STREAM_BUFFER_BYTES } from './stream-buffers';
import { type DocumentKeyring, KEY_ID_BYTES } from './keyring';
import type { StreamPrefix } from './stream-prefix';

/*
 * On-disk format, version 2 (docs/decisions/006-documents-encrypted-at-rest.md, 085):
 *
 *   "QRD2" | key id (8) | salt (32) | metadata length (uint32 BE) | metadata ciphertext + tag | records...
 *
 * Version 1 ("QRD1", written before the documents key could rotate) has no key id; it is opened by
 * trying each key of the list, and is otherwise the same. The key id names which documents key of
 * the list sealed the file (keyring.ts), so old documents open after a rotation and the
 * re-encryption pass knows which to move.
 *
 * Each document gets its own AES-256-GCM key, HKDF-SHA256(master key, salt, info naming the id), so
 * nonces can be plain counters without any risk of reuse across documents, and a stored file copied
 * under another id fails to decrypt. The metadata is one GCM message (nonce domain 0) whose AAD is
 * the fixed header. The content is cut into 64 KiB plaintext records, each sealed on its own (nonce
 * domain 1, counter = record number, AAD one byte 0) and followed by its tag; after them comes one
 * empty record with AAD byte 1, which marks the end. Records cannot be reordered, dropped, or cut off
 * (even at a record boundary) without failing authentication, and a reader releases each record's
 * plaintext only after its tag has been checked.
 */

export const RECORD_PLAINTEXT_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const RECORD_BYTES = RECORD_PLAINTEXT_BYTES + TAG_BYTES;
const MAGIC_V1 = Buffer.from('QRD1', 'latin1');
const MAGIC_V2 = Buffer.from('QRD2', 'latin1');
const MAGIC_BYTES = 4;
const SALT_BYTES = 32;
/** What follows the magic and (version 2) the key id: the salt and the metadata length. */
const SALT_AND_LENGTH_BYTES = SALT_BYTES + 4;
const MAX_METADATA_BYTES = 16 * 1024;
const NONCE_METADATA = 0;
const NONCE_CONTENT = 1;

export interface DocumentMetadata {
  /** As the visitor named it, cleaned (filename.ts). */
  readonly originalFilename: string;
  /** Short name of the detected type, e.g. "pdf" (file-types.ts). */
  readonly format: string;
  readonly contentType: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

export class DocumentIntegrityError extends Error {
  override readonly name = 'DocumentIntegrityError';
}

/** A document sealed with a key that is not in the list any more (removed before re-encryption). */
export class UnknownKeyError extends DocumentIntegrityError {
  constructor(id: Buffer) {
    super(`sealed with documents key ${id.toString('hex')}, which is not in the list`);
  }
}

function documentKey(masterKey: Buffer, salt: Buffer, id: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, salt, `quickrefund document v1 ${id}`, 32));
}

function nonce(domain: number, counter: number): Buffer {
  const value = Buffer.alloc(12);
  value[0] = domain;
  value.writeUIntBE(counter, 6, 6);
  return value;
}

function seal(key: Buffer, iv: Buffer, aad: Buffer, plaintext: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = cipher.update(plaintext);
  const final = cipher.final();
  return Buffer.concat([body, final, cipher.getAuthTag()]);
}

/** Throws DocumentIntegrityError unless the tag matches; no plaintext escapes otherwise. */
function open(key: Buffer, iv: Buffer, aad: Buffer, sealed: Buffer): Buffer {
  if (sealed.length < TAG_BYTES) throw new DocumentIntegrityError('record too short');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  const body = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([body, decipher.final()]);
  } catch {
    throw new DocumentIntegrityError('authentication failed');
  }
}

const LAST = Buffer.from([1]);
const NOT_LAST = Buffer.from([0]);

/**
 * Seals the content as it streams: each 64 KiB record is encrypted slice by slice as bytes arrive
 * (no copying into a record buffer), its tag follows it; at the end an empty record with the "last"
 * AAD seals the length, so cutting the file at a record boundary is detected too.
 */
export class ContentEncryptor extends Transform {
  private cipher: CipherGCM | undefined;
  private inRecord = 0;
  private counter = 0;
  private received = 0;

  constructor(
    private readonly key: Buffer,
    header: Buffer,
  ) {
    super({ highWaterMark: STREAM_BUFFER_BYTES });
    this.push(header);
  }

  /** The document's size, once the stream has finished. */
  get plaintextBytes(): number {
    return this.received;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    let offset = 0;
    while (offset < chunk.length) {
      this.cipher ??= this.startRecord(NOT_LAST);
      const take = Math.min(RECORD_PLAINTEXT_BYTES - this.inRecord, chunk.length - offset);
      this.push(this.cipher.update(chunk.subarray(offset, offset + take)));
      this.inRecord += take;
      offset += take;
      if (this.inRecord === RECORD_PLAINTEXT_BYTES) this.endRecord(this.cipher);
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.cipher !== undefined) this.endRecord(this.cipher);
    this.endRecord(this.startRecord(LAST));
    callback();
  }

  private startRecord(aad: Buffer): CipherGCM {
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce(NONCE_CONTENT, this.counter++));
    cipher.setAAD(aad);
    return cipher;
  }

  private endRecord(cipher: CipherGCM): void {
    const rest = cipher.final(); // Empty for GCM, pushed in case that ever changes.
    if (rest.length > 0) this.push(rest);
    this.push(cipher.getAuthTag());
    this.cipher = undefined;
    this.inRecord = 0;
  }
}

/**
 * The reverse, with the record layout known from the stored size. A record's plaintext is held
 * (at most 64 KiB) until its tag has been checked, and only then passed on.
 */
class ContentDecryptor extends Transform {
  private decipher: DecipherGCM | undefined;
  private cipherLeft = 0;
  private readonly tag = Buffer.alloc(TAG_BYTES);
  private tagFilled = 0;
  private plaintext: Buffer[] = [];
  private counter = 0;

  constructor(
    private readonly key: Buffer,
    /** Plaintext bytes per record, in order; the last entry is the empty closing record. */
    private readonly layout: RecordLayout,
  ) {
    // No read-ahead on either side: the next record is decrypted only once the last one has been
    // taken, so a client that stops reading holds one record here, not megabytes (the
    // upload's 1 MiB buffers held about 0.8 MiB per stalled download; these hold about 50 KiB).
    super({ readableHighWaterMark: 0, writableHighWaterMark: 0 });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      let offset = 0;
      while (offset < chunk.length) {
        const decipher = this.decipher ?? this.startRecord();
        if (this.cipherLeft > 0) {
          const take = Math.min(this.cipherLeft, chunk.length - offset);
          this.plaintext.push(decipher.update(chunk.subarray(offset, offset + take)));
          this.cipherLeft -= take;
          offset += take;
        } else {
          const copied = chunk.copy(
            this.tag,
            this.tagFilled,
            offset,
            offset + TAG_BYTES - this.tagFilled,
          );
          this.tagFilled += copied;
          offset += copied;
          if (this.tagFilled === TAG_BYTES) this.endRecord(decipher);
        }
      }
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    const complete = this.decipher === undefined && this.counter === this.layout.records;
    callback(complete ? null : new DocumentIntegrityError('truncated document'));
  }

  private startRecord(): DecipherGCM {
    if (this.counter >= this.layout.records) throw new DocumentIntegrityError('data after the end');
    const last = this.counter === this.layout.records - 1;
    this.cipherLeft = last ? 0 : this.layout.plaintextBytesOf(this.counter);
    const decipher = createDecipheriv(
      'aes-256-gcm',
      this.key,
      nonce(NONCE_CONTENT, this.counter++),
    );
    decipher.setAAD(last ? LAST : NOT_LAST);
    this.decipher = decipher;
    return decipher;
  }

  private endRecord(decipher: DecipherGCM): void {
    decipher.setAuthTag(this.tag);
    try {
      this.plaintext.push(decipher.final());
    } catch {
      throw new DocumentIntegrityError('authentication failed');
    }
    for (const part of this.plaintext) if (part.length > 0) this.push(part);
    this.plaintext = [];
    this.decipher = undefined;
    this.tagFilled = 0;
  }
}

interface RecordLayout {
  /** Records in the file, the closing empty one included. */
  readonly records: number;
  readonly plaintextBytes: number;
  plaintextBytesOf(record: number): number;
}

/** Where the records fall, from the size of the content part of a stored file. */
function recordLayout(contentBytes: number): RecordLayout {
  const dataBytes = contentBytes - TAG_BYTES; // Less the closing record.
  const full = Math.floor(dataBytes / RECORD_BYTES);
  const partial = dataBytes % RECORD_BYTES;
  // A partial record holds at least one byte; anything else is not a file we wrote.
  if (dataBytes < 0 || (partial > 0 && partial <= TAG_BYTES)) {
    throw new DocumentIntegrityError('truncated document');
  }
  const dataRecords = full + (partial > 0 ? 1 : 0);
  return {
    records: dataRecords + 1,
    plaintextBytes: dataBytes - dataRecords * TAG_BYTES,
    plaintextBytesOf: (record) => (record < full ? RECORD_PLAINTEXT_BYTES : partial - TAG_BYTES),
  };
}

/** A stream that turns a document's plaintext into its stored form (format 2), header included. */
export function createEncryptor(
  keyring: DocumentKeyring,
  id: string,
  metadata: DocumentMetadata,
): ContentEncryptor {
  const salt = randomBytes(SALT_BYTES);
  const key = documentKey(keyring.newest, salt, id);
  const metadataJson = Buffer.from(JSON.stringify(metadata), 'utf8');
  const fixed = Buffer.concat([MAGIC_V2, keyring.newestId, salt, Buffer.alloc(4)]);
  fixed.writeUInt32BE(metadataJson.length + TAG_BYTES, fixed.length - 4);
  const sealedMetadata = seal(key, nonce(NONCE_METADATA, 0), fixed, metadataJson);
  return new ContentEncryptor(key, Buffer.concat([fixed, sealedMetadata]));
}

export interface OpenedDocument {
  readonly metadata: DocumentMetadata;
  /** Plaintext size, from the stored size alone. */
  readonly bytes: number;
  /** Decrypts the rest of the stored stream; errors (and stops) at the first record that fails. */
  readonly decryptor: Transform;
  /** Sealed in format 2 with the newest key: nothing for the re-encryption pass to do. */
  readonly sealedWithNewest: boolean;
}

function parseMetadata(json: Buffer): DocumentMetadata {
  const value: unknown = JSON.parse(json.toString('utf8'));
  if (typeof value !== 'object' || value === null) throw new DocumentIntegrityError('bad metadata');
  const record = value as Record<string, unknown>;
  const fields = ['originalFilename', 'format', 'contentType', 'createdAt'] as const;
  for (const field of fields) {
    if (typeof record[field] !== 'string') throw new DocumentIntegrityError('bad metadata');
  }
  return value as DocumentMetadata;
}

/** The candidate master keys of a header: the one its key id names, or (format 1) every one. */
async function headerKeys(
  keyring: DocumentKeyring,
  head: StreamPrefix,
): Promise<{ fixed: Buffer; keys: readonly Buffer[]; newest: boolean }> {
  const magic = await head.read(MAGIC_BYTES);
  if (magic.equals(MAGIC_V1)) {
    const rest = await head.read(SALT_AND_LENGTH_BYTES);
    if (rest.length < SALT_AND_LENGTH_BYTES)
      throw new DocumentIntegrityError('not a stored document');
    return { fixed: Buffer.concat([magic, rest]), keys: keyring.keys, newest: false };
  }
  if (!magic.equals(MAGIC_V2)) throw new DocumentIntegrityError('not a stored document');
  const rest = await head.read(KEY_ID_BYTES + SALT_AND_LENGTH_BYTES);
  if (rest.length < KEY_ID_BYTES + SALT_AND_LENGTH_BYTES) {
    throw new DocumentIntegrityError('not a stored document');
  }
  const id = rest.subarray(0, KEY_ID_BYTES);
  const key = keyring.find(id);
  if (key === undefined) throw new UnknownKeyError(id);
  const newest = id.equals(keyring.newestId);
  return { fixed: Buffer.concat([magic, rest]), keys: [key], newest };
}

/**
 * Reads and authenticates the header of a stored document. The caller pipes `head.rest()` through
 * the returned decryptor.
 */
export async function openDocument(
  keyring: DocumentKeyring,
  id: string,
  head: StreamPrefix,
  storedBytes: number,
): Promise<OpenedDocument> {
  const { fixed, keys, newest } = await headerKeys(keyring, head);
  const salt = fixed.subarray(fixed.length - SALT_AND_LENGTH_BYTES, fixed.length - 4);
  const metadataBytes = fixed.readUInt32BE(fixed.length - 4);
  if (metadataBytes < TAG_BYTES || metadataBytes > MAX_METADATA_BYTES) {
    throw new DocumentIntegrityError('bad metadata length');
  }
  const sealedMetadata = await head.read(metadataBytes);
  let failure: unknown = new DocumentIntegrityError('authentication failed');
  for (const master of keys) {
    const key = documentKey(master, salt, id);
    let metadataJson;
    try {
      metadataJson = open(key, nonce(NONCE_METADATA, 0), fixed, sealedMetadata);
    } catch (error) {
      failure = error;
      continue; // Format 1: the next key of the list may be the one.
    }
    const metadata = parseMetadata(metadataJson);
    const layout = recordLayout(storedBytes - fixed.length - metadataBytes);
    return {
      metadata,
      bytes: layout.plaintextBytes,
      decryptor: new ContentDecryptor(key, layout),
      sealedWithNewest: newest,
    };
  }
  throw failure;
}

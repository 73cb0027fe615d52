import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { StreamPrefix } from './stream-prefix';

/*
 * On-disk format, version 1 (docs/decisions/006-documents-encrypted-at-rest.md):
 *
 *   "QRD1" | salt (32) | metadata length (uint32 BE) | metadata ciphertext + tag | records...
 *
 * Each document gets its own AES-256-GCM key, HKDF-SHA256(master key, salt, info naming the id), so
 * nonces can be plain counters without any risk of reuse across documents, and a stored file copied
 * under another id fails to decrypt. The metadata is one GCM message (nonce domain 0) whose AAD is
 * the fixed header. The content is cut into 64 KiB plaintext records, each sealed on its own (nonce
 * domain 1, counter = record number) with one AAD byte saying whether it is the last record: records
 * cannot be reordered, dropped or cut off at a record boundary without failing authentication, and
 * a reader releases each record's plaintext only after its tag has been checked.
 */

export const RECORD_PLAINTEXT_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const RECORD_BYTES = RECORD_PLAINTEXT_BYTES + TAG_BYTES;
const MAGIC = Buffer.from('QRD1', 'latin1');
const SALT_BYTES = 32;
const FIXED_HEADER_BYTES = MAGIC.length + SALT_BYTES + 4;
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
 * Collects bytes into fixed-size records. The record in hand is sealed only once a byte beyond it
 * arrives (or at the end), because only then is it known whether it is the last one.
 */
abstract class RecordTransform extends Transform {
  private readonly record: Buffer;
  private filled = 0;
  /** Bytes taken in so far. */
  protected received = 0;

  protected constructor(recordBytes: number) {
    super();
    this.record = Buffer.allocUnsafe(recordBytes);
  }

  protected abstract process(record: Buffer, last: boolean): Buffer;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.received += chunk.length;
      let offset = 0;
      while (offset < chunk.length) {
        if (this.filled === this.record.length) {
          this.push(this.process(this.record, false));
          this.filled = 0;
        }
        const copied = chunk.copy(this.record, this.filled, offset);
        this.filled += copied;
        offset += copied;
      }
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      this.push(this.process(this.record.subarray(0, this.filled), true));
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }
}

export class ContentEncryptor extends RecordTransform {
  private counter = 0;

  /** The document's size, once the stream has finished. */
  get plaintextBytes(): number {
    return this.received;
  }

  constructor(
    private readonly key: Buffer,
    header: Buffer,
  ) {
    super(RECORD_PLAINTEXT_BYTES);
    this.push(header);
  }

  protected process(record: Buffer, last: boolean): Buffer {
    return seal(this.key, nonce(NONCE_CONTENT, this.counter++), last ? LAST : NOT_LAST, record);
  }
}

class ContentDecryptor extends RecordTransform {
  private counter = 0;

  constructor(private readonly key: Buffer) {
    super(RECORD_BYTES);
  }

  protected process(record: Buffer, last: boolean): Buffer {
    return open(this.key, nonce(NONCE_CONTENT, this.counter++), last ? LAST : NOT_LAST, record);
  }
}

/** A stream that turns a document's plaintext into its stored form, header included. */
export function createEncryptor(
  masterKey: Buffer,
  id: string,
  metadata: DocumentMetadata,
): ContentEncryptor {
  const salt = randomBytes(SALT_BYTES);
  const key = documentKey(masterKey, salt, id);
  const metadataJson = Buffer.from(JSON.stringify(metadata), 'utf8');
  const fixed = Buffer.alloc(FIXED_HEADER_BYTES);
  MAGIC.copy(fixed, 0);
  salt.copy(fixed, MAGIC.length);
  fixed.writeUInt32BE(metadataJson.length + TAG_BYTES, MAGIC.length + SALT_BYTES);
  const sealedMetadata = seal(key, nonce(NONCE_METADATA, 0), fixed, metadataJson);
  return new ContentEncryptor(key, Buffer.concat([fixed, sealedMetadata]));
}

export interface OpenedDocument {
  readonly metadata: DocumentMetadata;
  /** Plaintext size, from the stored size alone. */
  readonly bytes: number;
  /** Decrypts the rest of the stored stream; errors (and stops) at the first record that fails. */
  readonly decryptor: Transform;
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

/**
 * Reads and authenticates the header of a stored document. The caller pipes `head.rest()` through
 * the returned decryptor.
 */
export async function openDocument(
  masterKey: Buffer,
  id: string,
  head: StreamPrefix,
  storedBytes: number,
): Promise<OpenedDocument> {
  const fixed = await head.read(FIXED_HEADER_BYTES);
  if (fixed.length < FIXED_HEADER_BYTES || !fixed.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new DocumentIntegrityError('not a stored document');
  }
  const salt = fixed.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const metadataBytes = fixed.readUInt32BE(MAGIC.length + SALT_BYTES);
  if (metadataBytes < TAG_BYTES || metadataBytes > MAX_METADATA_BYTES) {
    throw new DocumentIntegrityError('bad metadata length');
  }
  const key = documentKey(masterKey, salt, id);
  const sealedMetadata = await head.read(metadataBytes);
  const metadata = parseMetadata(open(key, nonce(NONCE_METADATA, 0), fixed, sealedMetadata));

  const contentBytes = storedBytes - FIXED_HEADER_BYTES - metadataBytes;
  const records = Math.ceil(contentBytes / RECORD_BYTES);
  if (contentBytes < TAG_BYTES || contentBytes - (records - 1) * RECORD_BYTES < TAG_BYTES) {
    throw new DocumentIntegrityError('truncated document');
  }
  return {
    metadata,
    bytes: contentBytes - records * TAG_BYTES,
    decryptor: new ContentDecryptor(key),
  };
}

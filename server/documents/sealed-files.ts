import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createEncryptor, type DocumentMetadata, openDocument } from './crypto';
import { detectAcceptedType, SNIFF_BYTES, type AcceptedType } from './file-types';
import { cleanOriginalFilename } from './filename';
import { newDocumentId } from './ids';
import type { DocumentKeyring } from './keyring';
import type { DocumentStorage } from './storage';
import { StreamPrefix } from './stream-prefix';

/**
 * Files the server itself makes or receives whole (the return and the Form 8879 staff send for
 * signature, the signed form, a form signed on paper: server/signing), sealed in the document
 * store exactly as an upload is (crypto.ts, format 2 under the newest documents key), so that key
 * rotation, re-encryption, backups and retention treat them alike. They are small (a few MiB at
 * most), so they are written and read whole.
 */
export interface SealedFile {
  readonly id: string;
  readonly bytes: number;
  /** SHA-256 of the plaintext, hex. */
  readonly sha256: string;
  readonly type: AcceptedType;
}

export interface SealedFiles {
  /**
   * Seals and stores `content` under a new id and publishes it; throws when the store fails
   * (nothing is left of it then). `type` is the checked type (sniffType).
   */
  store(content: Uint8Array, type: AcceptedType, filename: string): Promise<SealedFile>;
  /** The plaintext of a stored file; undefined when there is none by that id. */
  read(id: string): Promise<Buffer | undefined>;
  remove(id: string): Promise<void>;
}

export function sha256Hex(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** The accepted type of whole content, from its first bytes alone, as an upload's (file-types.ts). */
export function sniffType(content: Uint8Array): Promise<AcceptedType | undefined> {
  const head = Buffer.from(
    content.buffer,
    content.byteOffset,
    Math.min(content.length, SNIFF_BYTES),
  );
  return detectAcceptedType(head);
}

export function sealedFiles(storage: DocumentStorage, keyring: DocumentKeyring): SealedFiles {
  return {
    async store(content, type, filename) {
      const id = newDocumentId();
      const metadata: DocumentMetadata = {
        originalFilename: cleanOriginalFilename(filename),
        format: type.format,
        contentType: type.contentType,
        createdAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      };
      const pending = await storage.create(id);
      try {
        await pipeline(
          Readable.from([Buffer.from(content)]),
          createEncryptor(keyring, id, metadata),
          pending.stream,
        );
        await pending.commit();
      } catch (error) {
        await pending.abort().catch(() => {});
        throw error;
      }
      return { id, bytes: content.length, sha256: sha256Hex(content), type };
    },

    async read(id) {
      const stored = await storage.open(id);
      if (stored === undefined) return undefined;
      const head = new StreamPrefix(stored.body);
      let opened;
      try {
        opened = await openDocument(keyring, id, head, stored.bytes);
      } catch (error) {
        head.discard();
        throw error;
      }
      const parts: Buffer[] = [];
      await pipeline(
        head.rest(),
        opened.decryptor,
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            parts.push(chunk);
            callback();
          },
        }),
      );
      return Buffer.concat(parts);
    },

    remove: (id) => storage.remove(id),
  };
}

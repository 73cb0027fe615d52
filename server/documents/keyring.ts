import { createHmac } from 'node:crypto';

/** Bytes of a key id in a stored document's header (crypto.ts, format 2). */
export const KEY_ID_BYTES = 8;

const KEY_ID_LABEL = 'quickrefund documents key id v1';

/**
 * A documents key's id: the first 8 bytes of an HMAC of a constant under the key. It names the key
 * in each stored document's header (decision 085) and reveals nothing of it.
 */
export function keyId(key: Buffer): Buffer {
  return createHmac('sha256', key).update(KEY_ID_LABEL).digest().subarray(0, KEY_ID_BYTES);
}

/**
 * The documents keys, newest first (DOCUMENTS_KEY or documents.key, decision 085): new documents
 * are sealed with the newest, a stored one is opened with the key its header names.
 */
export class DocumentKeyring {
  readonly newest: Buffer;
  readonly newestId: Buffer;
  private readonly ids: readonly Buffer[];

  constructor(readonly keys: readonly Buffer[]) {
    const [newest] = keys;
    if (newest === undefined) throw new Error('a keyring needs at least one key');
    this.newest = newest;
    this.ids = keys.map(keyId);
    this.newestId = this.ids[0] as Buffer;
  }

  /** The key whose id is `id`; undefined when it is not in the list (removed too early). */
  find(id: Buffer): Buffer | undefined {
    const index = this.ids.findIndex((candidate) => candidate.equals(id));
    return index < 0 ? undefined : this.keys[index];
  }
}

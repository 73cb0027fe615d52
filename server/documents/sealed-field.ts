import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { DocumentIntegrityError, UnknownKeyError } from './crypto';
import { type DocumentKeyring, KEY_ID_BYTES } from './keyring';

/*
 * A short secret kept in a database row (a bank account, an IP PIN: decision 113), sealed like a
 * document: AES-256-GCM under a key derived from the newest documents key, so that key rotation
 * and `npm run keys -- reencrypt` cover it as they cover the files (decision 085).
 *
 *   "QRF1" | key id (8) | salt (16) | nonce (12) | ciphertext | tag (16)
 *
 * Each value gets its own key, HKDF-SHA256(documents key, salt, info naming the value's place:
 * `context`, such as "return_details.account <case id>"), so a sealed value copied to another
 * case or column fails to open; the header is the AAD, so its key id cannot be swapped.
 */

const MAGIC = Buffer.from('QRF1', 'latin1');
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + SALT_BYTES;

function fieldKey(master: Buffer, salt: Buffer, context: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, salt, `quickrefund field v1 ${context}`, 32));
}

/** `plaintext` sealed with the newest documents key, for the place `context` names. */
export function sealField(keyring: DocumentKeyring, context: string, plaintext: string): Buffer {
  const salt = randomBytes(SALT_BYTES);
  const header = Buffer.concat([MAGIC, keyring.newestId, salt]);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', fieldKey(keyring.newest, salt, context), nonce);
  cipher.setAAD(header);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([header, nonce, body, cipher.getAuthTag()]);
}

export interface OpenedField {
  readonly plaintext: string;
  /** Sealed with the newest key: nothing for the re-encryption pass to do. */
  readonly sealedWithNewest: boolean;
}

/**
 * The value sealed at `context`. Throws DocumentIntegrityError when it is not one, was altered or
 * moved, and UnknownKeyError when its key has left the list.
 */
export function openField(
  keyring: DocumentKeyring,
  context: string,
  sealed: Uint8Array,
): OpenedField {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (
    bytes.length < HEADER_BYTES + NONCE_BYTES + TAG_BYTES ||
    !bytes.subarray(0, 4).equals(MAGIC)
  ) {
    throw new DocumentIntegrityError('not a sealed value');
  }
  const id = bytes.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES);
  const master = keyring.find(id);
  if (master === undefined) throw new UnknownKeyError(Buffer.from(id));
  const header = bytes.subarray(0, HEADER_BYTES);
  const salt = bytes.subarray(MAGIC.length + KEY_ID_BYTES, HEADER_BYTES);
  const nonce = bytes.subarray(HEADER_BYTES, HEADER_BYTES + NONCE_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', fieldKey(master, salt, context), nonce);
  decipher.setAAD(header);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    const body = decipher.update(
      bytes.subarray(HEADER_BYTES + NONCE_BYTES, bytes.length - TAG_BYTES),
    );
    const plaintext = Buffer.concat([body, decipher.final()]).toString('utf8');
    return { plaintext, sealedWithNewest: id.equals(keyring.newestId) };
  } catch {
    throw new DocumentIntegrityError('authentication failed');
  }
}

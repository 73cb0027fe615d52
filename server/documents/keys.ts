import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type DocumentsSettings, SettingsError } from '../../app/settings.server';
import { decodeKey, KEY_HINT } from '../../app/settings-values.server';
import { DocumentIntegrityError, openDocument } from './crypto';
import type { DocumentStorage } from './storage';
import { StreamPrefix } from './stream-prefix';

export interface DocumentKeys {
  /** AES-256 master key; each document's own key is derived from it (crypto.ts). */
  readonly documentsKey: Buffer;
  /** HMAC-SHA256 key for the download links (links.ts). */
  readonly linkSigningKey: Buffer;
}

const KEY_BYTES = 32;

interface KeySpec {
  readonly env: 'DOCUMENTS_KEY' | 'LINK_SIGNING_KEY';
  readonly file: string;
  readonly purpose: string;
}

const SPECS = {
  documentsKey: {
    env: 'DOCUMENTS_KEY',
    file: 'documents.key',
    purpose: 'without it the stored documents cannot be decrypted',
  },
  linkSigningKey: {
    env: 'LINK_SIGNING_KEY',
    file: 'link-signing.key',
    purpose: 'replacing it invalidates the download links already given out',
  },
} as const satisfies Record<keyof DocumentKeys, KeySpec>;

function fileError(path: string, error: unknown): SettingsError {
  const { code, message } = error as NodeJS.ErrnoException;
  return new SettingsError(
    `The key file ${path} cannot be used (${code ?? message}); it must be a file the server's user can read and write`,
  );
}

/** The key in a key file; undefined when there is no file. Anything unusable stops the server. */
async function readKeyFile(path: string, log: (line: string) => void): Promise<Buffer | undefined> {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw fileError(path, error);
  }
  const key = decodeKey(text);
  if (key === undefined) {
    throw new SettingsError(
      `The key file ${path} must hold 32 random bytes in base64 (${KEY_HINT})`,
    );
  }
  const mode = (await stat(path)).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    log(
      `documents: warning: ${path} is readable by other users (mode ${mode.toString(8)}); chmod 600 it.`,
    );
  }
  return key;
}

async function createKeyFile(
  spec: KeySpec,
  path: string,
  log: (line: string) => void,
): Promise<Buffer> {
  const fresh = randomBytes(KEY_BYTES);
  try {
    // 'wx' fails when the file exists, so two instances starting together on one folder keep one key.
    const handle = await open(path, 'wx', 0o600);
    try {
      await handle.writeFile(`${fresh.toString('base64')}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw fileError(path, error);
    const written = await readKeyFile(path, log);
    if (written === undefined) throw fileError(path, error);
    return written;
  }
  log(`documents: generated ${spec.env} in ${path} (mode 0600); back it up, ${spec.purpose}.`);
  return fresh;
}

async function loadOrCreate(
  spec: KeySpec,
  dataDir: string,
  log: (line: string) => void,
  /** Resolves to why a new key must not be made, if it must not. */
  refuseNew: (path: string) => Promise<string | undefined> = async () => undefined,
): Promise<Buffer> {
  const path = join(dataDir, spec.file);
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw fileError(path, error);
  }
  const existing = await readKeyFile(path, log);
  if (existing !== undefined) return existing;
  const refusal = await refuseNew(path);
  if (refusal !== undefined) throw new SettingsError(refusal);
  return createKeyFile(spec, path, log);
}

const KEY_CHECK_LABEL = 'quickrefund documents key check v1';

/**
 * What is kept beside the documents to recognise their key: an HMAC of a constant under the key.
 * It tells whether a key is the right one, and nothing about the key itself.
 */
export function keyCheckValue(documentsKey: Buffer): string {
  const mac = createHmac('sha256', documentsKey).update(KEY_CHECK_LABEL).digest('base64url');
  return `${KEY_CHECK_LABEL} ${mac}\n`;
}

function sameCheck(stored: string, expected: string): boolean {
  const a = Buffer.from(stored.trim());
  const b = Buffer.from(expected.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the key authenticates that stored document's sealed header. */
async function opensWith(key: Buffer, name: string, storage: DocumentStorage): Promise<boolean> {
  const stored = await storage.open(name);
  if (stored === undefined) return true; // Removed meanwhile: nothing to judge by.
  const head = new StreamPrefix(stored.body);
  try {
    await openDocument(key, name, head, stored.bytes);
    return true;
  } catch (error) {
    if (error instanceof DocumentIntegrityError) return false;
    throw error;
  } finally {
    head.discard();
  }
}

/**
 * Stops the server when the documents key is not the one the stored documents were sealed with:
 * a replaced key would leave every stored document unreadable and seal new ones under the wrong
 * key. The first start (or the first after this check was added) records the check value; stores
 * that already hold documents without one are checked on a document instead.
 */
async function checkDocumentsKey(
  key: Buffer,
  source: string,
  storage: DocumentStorage,
): Promise<void> {
  const wrongKey = () =>
    new SettingsError(
      `${source} is not the key the documents in ${storage.description} were encrypted with: restore the original key from your backup (nothing was changed)`,
    );
  const expected = keyCheckValue(key);
  const stored = await storage.readKeyCheck();
  if (stored !== undefined) {
    if (sameCheck(stored, expected)) return;
    throw wrongKey();
  }
  const sample = await storage.anyDocument();
  if (sample !== undefined && !(await opensWith(key, sample, storage))) throw wrongKey();
  await storage.writeKeyCheck(expected);
  // Two instances with different keys starting together on an empty store: one of them loses.
  const written = await storage.readKeyCheck();
  if (written === undefined || !sameCheck(written, expected)) throw wrongKey();
}

/**
 * The two secrets, from the settings or from the data folder, the documents key checked against
 * the store. With S3 storage several instances must share them, and a key generated on one
 * machine's disk would not be seen by the others, so both are then required as settings
 * (docs/decisions/006). A documents key is generated only while the store holds no documents.
 */
export async function loadKeys(
  config: DocumentsSettings,
  storage: DocumentStorage,
  log: (line: string) => void,
): Promise<DocumentKeys> {
  const documentsKey =
    config.documentsKey ??
    (await loadOrCreate(SPECS.documentsKey, config.dataDir, log, async (path) => {
      const restore = 'restore documents.key from your backup (or set DOCUMENTS_KEY)';
      if ((await storage.anyDocument()) !== undefined) {
        return `The key file ${path} is missing, but documents are stored in ${storage.description}: ${restore}; a new key could not read them`;
      }
      if ((await storage.readKeyCheck()) !== undefined) {
        return `The key file ${path} is missing, but ${storage.description} was set up with a key (its .key-check): ${restore}, or remove .key-check if that store is meant to start afresh`;
      }
      return undefined;
    }));
  const source =
    config.documentsKey === undefined
      ? `The key in ${join(config.dataDir, SPECS.documentsKey.file)}`
      : 'DOCUMENTS_KEY';
  await checkDocumentsKey(documentsKey, source, storage);
  const linkSigningKey =
    config.linkSigningKey ?? (await loadOrCreate(SPECS.linkSigningKey, config.dataDir, log));
  return { documentsKey, linkSigningKey };
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type DocumentsSettings, SettingsError } from '../../app/settings.server';
import { decodeKeys, KEY_HINT, MAX_KEYS } from '../../app/settings-values.server';
import { DocumentIntegrityError, openDocument } from './crypto';
import { DocumentKeyring } from './keyring';
import type { DocumentStorage } from './storage';
import { StreamPrefix } from './stream-prefix';

export interface DocumentKeys {
  /** AES-256 master keys, newest first; each document's own key is derived from one (crypto.ts). */
  readonly documentsKeys: DocumentKeyring;
  /** HMAC-SHA256 keys for the download links, newest first (links.ts). */
  readonly linkSigningKeys: readonly Buffer[];
}

const KEY_BYTES = 32;

export interface KeySpec {
  readonly env: 'DOCUMENTS_KEY' | 'LINK_SIGNING_KEY';
  readonly file: string;
  readonly purpose: string;
}

export const KEY_SPECS = {
  documentsKeys: {
    env: 'DOCUMENTS_KEY',
    file: 'documents.key',
    purpose: 'without it the stored documents cannot be decrypted',
  },
  linkSigningKeys: {
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

/**
 * The keys in a key file, one a line and newest first (`npm run keys -- rotate` puts a new one on
 * top); undefined when there is no file. Anything unusable stops the server.
 */
export async function readKeyFile(
  path: string,
  log: (line: string) => void,
): Promise<Buffer[] | undefined> {
  let text;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw fileError(path, error);
  }
  const keys = decodeKeys(text.split('\n').filter((line) => line.trim() !== ''));
  if (keys === undefined) {
    throw new SettingsError(
      `The key file ${path} must hold 32 random bytes in base64 (${KEY_HINT}), or up to ${MAX_KEYS} such keys one a line, newest first`,
    );
  }
  const mode = (await stat(path)).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    log(
      `documents: warning: ${path} is readable by other users (mode ${mode.toString(8)}); chmod 600 it.`,
    );
  }
  return keys;
}

/** Writes `keys` (newest first) over the key file at `path`, whole or not at all, mode 0600. */
export async function writeKeyFile(path: string, keys: readonly Buffer[]): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.new`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(keys.map((key) => `${key.toString('base64')}\n`).join(''));
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
}

async function createKeyFile(
  spec: KeySpec,
  path: string,
  log: (line: string) => void,
): Promise<Buffer[]> {
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
  return [fresh];
}

async function loadOrCreate(
  spec: KeySpec,
  dataDir: string,
  log: (line: string) => void,
  /** Resolves to why a new key must not be made, if it must not. */
  refuseNew: (path: string) => Promise<string | undefined> = async () => undefined,
): Promise<Buffer[]> {
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

/**
 * The check values kept beside the documents (.key-check), one a line: one for each documents key
 * that stored documents may be sealed with, the newest first (decision 085). A store from before
 * rotation holds one line, which reads the same.
 */
function checkLines(text: string | undefined): string[] {
  return (text ?? '').split('\n').filter((line) => line.trim() !== '');
}

const asCheckText = (lines: readonly string[]) => lines.map((line) => `${line.trim()}\n`).join('');

/** True when one of the keys authenticates that stored document's sealed header. */
async function opensWith(
  keyring: DocumentKeyring,
  name: string,
  storage: DocumentStorage,
): Promise<boolean> {
  const stored = await storage.open(name);
  if (stored === undefined) return true; // Removed meanwhile: nothing to judge by.
  const head = new StreamPrefix(stored.body);
  try {
    await openDocument(keyring, name, head, stored.bytes);
    return true;
  } catch (error) {
    if (error instanceof DocumentIntegrityError) return false;
    throw error;
  } finally {
    head.discard();
  }
}

/**
 * Stops the server when the documents keys lack one the stored documents were sealed with: a
 * replaced key would leave stored documents unreadable and seal new ones under the wrong key. A
 * new newest key (a rotation) is added to the check values before anything is sealed with it, so
 * that it cannot be left out later while documents need it. The first start (or the first after
 * this check was added) records the check value; stores that already hold documents without one
 * are checked on a document instead.
 */
async function checkDocumentsKeys(
  keyring: DocumentKeyring,
  source: string,
  storage: DocumentStorage,
): Promise<void> {
  const wrongKey = () =>
    new SettingsError(
      keyring.keys.length === 1
        ? `${source} is not the key the documents in ${storage.description} were encrypted with: restore the original key from your backup (nothing was changed)`
        : `${source} lacks a key the documents in ${storage.description} were encrypted with: keep the older keys after the newest until \`npm run keys -- reencrypt\` has finished, or restore them from your backup (nothing was changed)`,
    );
  const known = keyring.keys.map(keyCheckValue);
  const newest = known[0] as string;
  const stored = checkLines(await storage.readKeyCheck());
  if (stored.length > 0) {
    if (!stored.every((line) => known.some((value) => sameCheck(line, value)))) throw wrongKey();
    if (stored.some((line) => sameCheck(line, newest))) return;
    await storage.writeKeyCheck(asCheckText([newest, ...stored]));
  } else {
    const sample = await storage.anyDocument();
    if (sample !== undefined && !(await opensWith(keyring, sample, storage))) throw wrongKey();
    await storage.writeKeyCheck(asCheckText(known));
  }
  // Two instances with different keys starting together on one store: one of them loses.
  const written = checkLines(await storage.readKeyCheck());
  if (!written.some((line) => sameCheck(line, newest))) throw wrongKey();
}

/**
 * After the re-encryption pass has found every stored document sealed with the newest key: the
 * check values name that key alone, so the older ones may leave the list (keys.ts refuses a list
 * without a key the check values name).
 */
export async function keepOnlyNewestKeyCheck(
  keyring: DocumentKeyring,
  storage: DocumentStorage,
): Promise<void> {
  await storage.writeKeyCheck(keyCheckValue(keyring.newest));
}

/**
 * The secrets, from the settings or from the data folder, the documents keys checked against the
 * store. With S3 storage several instances must share them, and a key generated on one machine's
 * disk would not be seen by the others, so both are then required as settings
 * (docs/decisions/006). A documents key is generated only while the store holds no documents.
 */
export async function loadKeys(
  config: DocumentsSettings,
  storage: DocumentStorage,
  log: (line: string) => void,
): Promise<DocumentKeys> {
  const documentsKeys = new DocumentKeyring(
    config.documentsKeys ??
      (await loadOrCreate(KEY_SPECS.documentsKeys, config.dataDir, log, async (path) => {
        const restore = 'restore documents.key from your backup (or set DOCUMENTS_KEY)';
        if ((await storage.anyDocument()) !== undefined) {
          return `The key file ${path} is missing, but documents are stored in ${storage.description}: ${restore}; a new key could not read them`;
        }
        if ((await storage.readKeyCheck()) !== undefined) {
          return `The key file ${path} is missing, but ${storage.description} was set up with a key (its .key-check): ${restore}, or remove .key-check if that store is meant to start afresh`;
        }
        return undefined;
      })),
  );
  const source =
    config.documentsKeys === undefined
      ? `The key in ${join(config.dataDir, KEY_SPECS.documentsKeys.file)}`
      : 'DOCUMENTS_KEY';
  await checkDocumentsKeys(documentsKeys, source, storage);
  const linkSigningKeys =
    config.linkSigningKeys ?? (await loadOrCreate(KEY_SPECS.linkSigningKeys, config.dataDir, log));
  return { documentsKeys, linkSigningKeys };
}

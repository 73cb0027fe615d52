import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DocumentsSettingsError, type DocumentsConfig } from './config';

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

/** Decodes a 32-byte key written in base64 (or base64url); anything else is refused, never padded. */
function decodeKey(value: string, source: string): Buffer {
  const trimmed = value.trim();
  const key = /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : undefined;
  if (key?.length !== KEY_BYTES) {
    throw new DocumentsSettingsError(
      `${source} must be 32 random bytes in base64 (for example the output of: openssl rand -base64 32)`,
    );
  }
  return key;
}

async function loadOrCreate(
  spec: KeySpec,
  dataDir: string,
  log: (line: string) => void,
): Promise<Buffer> {
  const path = join(dataDir, spec.file);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
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
    log(`documents: generated ${spec.env} in ${path} (mode 0600); back it up, ${spec.purpose}.`);
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const mode = (await stat(path)).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    log(
      `documents: warning: ${path} is readable by other users (mode ${mode.toString(8)}); chmod 600 it.`,
    );
  }
  return decodeKey(await readFile(path, 'utf8'), `The key file ${path}`);
}

async function loadKey(
  spec: KeySpec,
  value: string | undefined,
  config: DocumentsConfig,
  log: (line: string) => void,
): Promise<Buffer> {
  if (value !== undefined) return decodeKey(value, spec.env);
  if (config.storage === 's3') {
    throw new DocumentsSettingsError(
      `${spec.env} is required when STORAGE=s3, so that every instance uses the same key (openssl rand -base64 32)`,
    );
  }
  return loadOrCreate(spec, config.dataDir, log);
}

/**
 * The two secrets, from the settings or from the data folder.
 * With S3 storage several instances must share them, and a key generated on one machine's disk would
 * not be seen by the others, so both are then required as settings (docs/decisions/006).
 */
export async function loadKeys(
  config: DocumentsConfig,
  log: (line: string) => void,
): Promise<DocumentKeys> {
  return {
    documentsKey: await loadKey(SPECS.documentsKey, config.documentsKey, config, log),
    linkSigningKey: await loadKey(SPECS.linkSigningKey, config.linkSigningKey, config, log),
  };
}

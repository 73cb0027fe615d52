import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { databaseCopySchema } from './database-copy';
import { SEALED_SUFFIX, sealedWriter, type Unsealer } from './sealed';

/**
 * The backup's own description, written last (sealed like every file of a backup): a folder
 * without it is an unfinished backup.
 */
export const MANIFEST_FILE = `manifest.json${SEALED_SUFFIX}`;
export const FORMAT = 'quickrefund-backup';
/** 2: every file sealed to BACKUP_RECIPIENT (decision 097); 1 was plaintext, no longer read. */
export const FORMAT_VERSION = 2;

/** The folders of a backup: the database's tables, the documents (local storage), the key files. */
export const BACKUP_FOLDERS = { database: 'database', documents: 'documents', keys: 'keys' };

const SAFE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9._-]+$/;

const fileSchema = z.object({
  /** Inside the backup folder, `/`-separated, never `..`. */
  path: z
    .string()
    .regex(SAFE_PATH)
    .refine((path) => !path.split('/').includes('..')),
  bytes: z.number(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Where a generated key is in the backup, or the setting that held it (never copied then). */
const keySourceSchema = z.union([
  z.object({ file: z.string().regex(SAFE_PATH) }),
  z.object({ setting: z.string() }),
  z.object({ none: z.literal(true) }),
]);

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  /** package.json's version and the Node.js that made it. */
  app: z.object({ version: z.string(), node: z.string() }),
  database: databaseCopySchema,
  documents: z.union([
    z.object({ storage: z.literal('local'), count: z.number() }),
    z.object({ storage: z.literal('s3'), bucket: z.string(), prefix: z.string() }),
  ]),
  keys: z.object({ documents: keySourceSchema, linkSigning: keySourceSchema }),
  files: z.array(fileSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type BackupFile = z.infer<typeof fileSchema>;

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Every file under `folder` (its manifest aside), with its size and SHA-256, each synced to disk. */
export async function describeFiles(folder: string): Promise<BackupFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files: BackupFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    const path = relative(folder, full).split(sep).join('/');
    if (path === MANIFEST_FILE) continue;
    const handle = await open(full, 'r');
    try {
      await handle.sync();
      files.push({ path, bytes: (await handle.stat()).size, sha256: await sha256(full) });
    } finally {
      await handle.close();
    }
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

export async function writeManifest(
  folder: string,
  manifest: Manifest,
  recipient: string,
): Promise<void> {
  const writer = await sealedWriter(join(folder, MANIFEST_FILE), recipient);
  await writer.write(`${JSON.stringify(manifest, null, 2)}\n`);
  await writer.close();
}

/**
 * The backup's manifest, read and checked, and every file it lists checked against its size and
 * SHA-256: a backup that was altered, cut short or is missing a file is refused whole, before a
 * restore touches anything.
 */
export async function readVerifiedManifest(folder: string, unsealer: Unsealer): Promise<Manifest> {
  if (!existsSync(join(folder, MANIFEST_FILE))) {
    throw new Error(
      `${folder} has no ${MANIFEST_FILE}: it is not a backup, or the backup did not finish`,
    );
  }
  const text = await unsealer.readText(join(folder, MANIFEST_FILE));
  let parsed;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || !parsed.success) {
    throw new Error(`${join(folder, MANIFEST_FILE)} is not a manifest this version can read`);
  }
  for (const file of parsed.data.files) {
    const full = join(folder, ...file.path.split('/'));
    const actual = await sha256(full).catch(() => undefined);
    if (actual !== file.sha256) {
      throw new Error(
        `${file.path} in the backup ${actual === undefined ? 'is missing' : 'does not match its checksum'}: the backup is damaged`,
      );
    }
  }
  return parsed.data;
}

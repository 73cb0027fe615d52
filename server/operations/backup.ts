import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import packageJson from '../../package.json';
import { AGE_RECIPIENT, type Settings } from '../../app/settings.server';
import { type Database, openUnmigrated, pgliteDir } from '../db';
import { KEY_SPECS, type KeySpec } from '../documents/keys';
import { isObjectName } from '../documents/storage';
import { askServer, type ControlAnswer } from '../staff/control';
import { copyDatabase, type DatabaseCopy, databaseCopySchema } from './database-copy';
import { SEALED_SUFFIX, sealFile } from './sealed';
import {
  BACKUP_FOLDERS,
  describeFiles,
  FORMAT,
  FORMAT_VERSION,
  type Manifest,
  writeManifest,
} from './manifest';

/** The control socket's command that copies the database (the running server does it). */
export const BACKUP_COMMAND = 'backup';

/**
 * The running server's side of `npm run backup`: the database copied into the folder the command
 * names, sealed to the recipient it gives (PGlite admits one process, so while the server runs, it
 * is the one that reads it).
 */
export async function answerBackup(
  database: Database,
  args: readonly string[],
): Promise<ControlAnswer> {
  const [folder, recipient] = args;
  if (folder === undefined || !folder.startsWith('/')) {
    return { code: 1, out: [], err: ['backup: the folder must be an absolute path'] };
  }
  if (recipient === undefined || !AGE_RECIPIENT.test(recipient)) {
    return { code: 1, out: [], err: ['backup: an age1… recipient must be given'] };
  }
  const copy = await copyDatabase(database.db, database.engine, folder, recipient);
  return { code: 0, out: [], err: [], data: copy };
}

/** Without BACKUP_RECIPIENT a backup is refused: it would be plaintext (decision 097). */
export const NO_RECIPIENT =
  'backup: BACKUP_RECIPIENT is not set: set it to the age1… public key backups are encrypted to (nothing was written)';

async function emptyFolder(dir: string): Promise<void> {
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new Error(`backup: ${dir} is not empty; give a new folder (nothing was written)`);
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

/** The database copied by the running server on this DATA_DIR, else by this process. */
async function backUpDatabase(
  settings: Settings,
  folder: string,
  recipient: string,
): Promise<DatabaseCopy> {
  const { dataDir } = settings.documents;
  const answer = await askServer(dataDir, [folder, recipient], BACKUP_COMMAND);
  if (answer !== undefined) {
    if (answer.code !== 0) throw new Error(answer.err.join(' ') || 'backup: the server failed');
    return databaseCopySchema.parse(answer.data);
  }
  const { databaseUrl } = settings.office;
  if (databaseUrl === undefined && !existsSync(join(pgliteDir(dataDir), 'PG_VERSION'))) {
    throw new Error(`backup: there is no database in ${pgliteDir(dataDir)} to back up`);
  }
  const database = await openUnmigrated({ databaseUrl, dataDir });
  try {
    return await copyDatabase(database.db, database.engine, folder, recipient);
  } finally {
    await database.close();
  }
}

/**
 * The documents of local storage, copied after the database: every document its copy names was
 * stored before it was read (an upload publishes its file before its record), so none is missing.
 * A file is never changed once stored (the re-encryption pass replaces it whole), so each copy is
 * one whole version of it.
 */
async function backUpDocuments(
  dataDir: string,
  folder: string,
  recipient: string,
): Promise<number> {
  const source = join(dataDir, 'documents');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (!existsSync(source)) return 0;
  let count = 0;
  for (const name of await readdir(source)) {
    if (!isObjectName(name) && name !== '.key-check') continue;
    try {
      await sealFile(join(source, name), join(folder, `${name}${SEALED_SUFFIX}`), recipient);
    } catch (error) {
      // Disposed of by the retention job since the database was read: gone from the copy too.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (name !== '.key-check') count += 1;
  }
  return count;
}

/** The key files the server generated in DATA_DIR; keys given as settings are never copied. */
async function backUpKeys(
  settings: Settings,
  folder: string,
  recipient: string,
): Promise<Manifest['keys']> {
  const { dataDir, documentsKeys, linkSigningKeys } = settings.documents;
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const one = async (
    spec: KeySpec,
    given: readonly Buffer[] | undefined,
  ): Promise<Manifest['keys']['documents']> => {
    if (given !== undefined) return { setting: spec.env };
    if (!existsSync(join(dataDir, spec.file))) return { none: true };
    const sealed = `${spec.file}${SEALED_SUFFIX}`;
    await sealFile(join(dataDir, spec.file), join(folder, sealed), recipient);
    return { file: `${BACKUP_FOLDERS.keys}/${sealed}` };
  };
  return {
    documents: await one(KEY_SPECS.documentsKeys, documentsKeys),
    linkSigning: await one(KEY_SPECS.linkSigningKeys, linkSigningKeys),
  };
}

/**
 * `npm run backup -- DIR` (decisions 084 and 097): into a new or empty folder, the database (a
 * consistent copy, whichever engine), with local storage the documents and the generated key
 * files, and a manifest with what, when, the versions and every file's SHA-256, written last;
 * every file sealed to BACKUP_RECIPIENT, none written in the clear.
 */
export async function runBackup(settings: Settings, target: string): Promise<Manifest> {
  const { recipient } = settings.backups;
  if (recipient === undefined) throw new Error(NO_RECIPIENT);
  const dir = resolve(target);
  await emptyFolder(dir);
  const database = await backUpDatabase(settings, join(dir, BACKUP_FOLDERS.database), recipient);
  const { dataDir, s3 } = settings.documents;
  const documents: Manifest['documents'] =
    s3 === undefined
      ? {
          storage: 'local',
          count: await backUpDocuments(dataDir, join(dir, BACKUP_FOLDERS.documents), recipient),
        }
      : { storage: 's3', bucket: s3.bucket, prefix: s3.prefix };
  const keys = await backUpKeys(settings, join(dir, BACKUP_FOLDERS.keys), recipient);
  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    app: { version: packageJson.version, node: process.version },
    database,
    documents,
    keys,
    files: await describeFiles(dir),
  };
  await writeManifest(dir, manifest, recipient);
  return manifest;
}

import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Settings } from '../../app/settings.server';
import { type Database, openUnmigrated, redactUrl } from '../db';
import { migrate, migrationName } from '../db/migrate';
import { MIGRATIONS } from '../db/sql-files';
import { KEY_SPECS } from '../documents/keys';
import { isObjectName } from '../documents/storage';
import { askServer } from '../staff/control';
import { existingTables, loadDatabase } from './database-copy';
import { BACKUP_FOLDERS, type Manifest, readVerifiedManifest } from './manifest';
import { readIdentities, SEALED_SUFFIX, Unsealer } from './sealed';

const KEY_CHECK = '.key-check';

/** Without the identity nothing of a backup can be read (decision 097). */
export const NO_IDENTITY =
  'restore: BACKUP_IDENTITY_FILE is not set: set it to the file holding the age identity (AGE-SECRET-KEY-1…) the backup was encrypted to';

/** Why DATA_DIR cannot take the backup's files: a key file or documents already there. */
async function filesInTheWay(settings: Settings, manifest: Manifest): Promise<string[]> {
  const { dataDir } = settings.documents;
  const found: string[] = [];
  for (const spec of Object.values(KEY_SPECS)) {
    if (existsSync(join(dataDir, spec.file))) found.push(spec.file);
  }
  const documents = join(dataDir, 'documents');
  if (manifest.documents.storage === 'local' && existsSync(documents)) {
    const names = await readdir(documents);
    if (names.some((name) => isObjectName(name) || name === KEY_CHECK)) found.push('documents/');
  }
  return found;
}

/** Refuses, before anything is written, a target that is not empty or does not match the backup. */
async function checkTarget(settings: Settings, manifest: Manifest, database: Database) {
  const { dataDir, storage } = settings.documents;
  if (manifest.documents.storage !== storage) {
    throw new Error(
      `restore: the backup was made with STORAGE=${manifest.documents.storage}, these settings say STORAGE=${storage}`,
    );
  }
  const inTheWay = await filesInTheWay(settings, manifest);
  if (inTheWay.length > 0) {
    throw new Error(
      `restore: DATA_DIR (${dataDir}) is not empty: it holds ${inTheWay.join(', ')}; restore only into an empty DATA_DIR (nothing was changed)`,
    );
  }
  const tables = await existingTables(database.db);
  if (tables.length > 0) {
    const { databaseUrl, databaseOwnerUrl } = settings.office;
    const where =
      databaseUrl === undefined
        ? `the PGlite database in ${dataDir}`
        : `the database at ${redactUrl(databaseOwnerUrl ?? databaseUrl)}`;
    throw new Error(
      `restore: ${where} is not empty (it has ${tables.length} tables, such as ${tables[0]}); restore only into an empty database (nothing was changed)`,
    );
  }
  const known = new Set(MIGRATIONS.map((m) => migrationName(m.version)));
  const unknown = manifest.database.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `restore: the backup's database has schema versions this build does not know (${unknown.join(', ')}): restore with the build that made it, or a newer one`,
    );
  }
}

/** Each sealed file `NAME.age` of `from` opened into `to/NAME`. */
async function unsealInto(
  unsealer: Unsealer,
  from: string,
  to: string,
  names: readonly string[],
): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const name of names) {
    await unsealer.copyOut(join(from, name), join(to, name.slice(0, -SEALED_SUFFIX.length)));
  }
}

/** The documents and key files of the backup into DATA_DIR, each mode 0600 as the server makes them. */
async function restoreFiles(
  settings: Settings,
  dir: string,
  manifest: Manifest,
  unsealer: Unsealer,
): Promise<void> {
  const { dataDir } = settings.documents;
  const listed = (folder: string) =>
    manifest.files
      .filter((file) => file.path.startsWith(`${folder}/`))
      .map((file) => file.path.slice(folder.length + 1))
      .filter((name) => name.endsWith(SEALED_SUFFIX));
  if (manifest.documents.storage === 'local') {
    // The check value last: a documents folder that has it and lacks documents is never left.
    const documents = listed(BACKUP_FOLDERS.documents);
    const check = `${KEY_CHECK}${SEALED_SUFFIX}`;
    const ordered = [
      ...documents.filter((n) => n !== check),
      ...documents.filter((n) => n === check),
    ];
    await unsealInto(
      unsealer,
      join(dir, BACKUP_FOLDERS.documents),
      join(dataDir, 'documents'),
      ordered,
    );
  }
  await unsealInto(unsealer, join(dir, BACKUP_FOLDERS.keys), dataDir, listed(BACKUP_FOLDERS.keys));
}

/**
 * `npm run restore -- DIR` (decisions 084 and 097): with the identity of BACKUP_IDENTITY_FILE, the
 * backup checked whole (manifest, every checksum),
 * then, into an empty DATA_DIR and an empty database only, the schema at the backup's versions,
 * its rows in one transaction, the remaining versions of this build, and the documents and keys.
 * With DATABASE_OWNER_URL it runs as the owner; the server grants its own role at its next start.
 */
export async function runRestore(settings: Settings, source: string): Promise<Manifest> {
  const { identityFile } = settings.backups;
  if (identityFile === undefined) throw new Error(NO_IDENTITY);
  const unsealer = new Unsealer(await readIdentities(identityFile));
  const dir = resolve(source);
  const manifest = await readVerifiedManifest(dir, unsealer);
  const { dataDir } = settings.documents;
  // Any answer on the socket, even to a command it does not know, is a server at work here.
  if ((await askServer(dataDir, [], 'ping')) !== undefined) {
    throw new Error(`restore: a server is running on DATA_DIR (${dataDir}); stop it first`);
  }
  const { databaseUrl, databaseOwnerUrl } = settings.office;
  const database = await openUnmigrated({ databaseUrl: databaseOwnerUrl ?? databaseUrl, dataDir });
  try {
    await checkTarget(settings, manifest, database);
    const applied = new Set(manifest.database.migrations);
    await migrate(
      database.db,
      MIGRATIONS.filter((m) => applied.has(migrationName(m.version))),
    );
    await loadDatabase(
      database.db,
      join(dir, BACKUP_FOLDERS.database),
      manifest.database,
      unsealer,
    );
    await migrate(database.db);
  } finally {
    await database.close();
  }
  await restoreFiles(settings, dir, manifest, unsealer);
  return manifest;
}

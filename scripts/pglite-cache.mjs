// The PGlite databases the tests start from instead of creating one (initdb and every migration
// cost seconds of CPU on a 2-core host). The Vitest set-up makes them once
// (tests/api/helpers/pglite-template.ts) and keeps them under node_modules/.cache, in a folder
// named by what they are made from; the end-to-end and Lighthouse servers start on a copy.
//
// Usage: node scripts/pglite-cache.mjs seed DATA_DIR
// puts the migrated database into DATA_DIR when one is kept for the current database code, so
// that the server starts without creating it; otherwise leaves DATA_DIR to the server.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CACHE = path.join(ROOT, 'node_modules', '.cache', 'quickrefund-tests');

/**
 * The folder for the current database code (server/db, its .ts and .sql files) and versions of
 * PGlite and Kysely (its migration table): a change to any of them names a new one. It holds `database` (empty, initdb
 * done) and `migrated` (a DATA_DIR at the latest schema), once made.
 */
export async function pgliteCacheFolder() {
  const hash = createHash('sha256');
  for (const pkg of ['@electric-sql/pglite', 'kysely']) {
    const manifest = JSON.parse(
      await readFile(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8'),
    );
    hash.update(`${pkg}@${String(manifest.version)}\n`);
  }
  // Its TypeScript and its .sql files (server/db/migrations, server/db/functions).
  const folder = path.join(ROOT, 'server', 'db');
  const files = (await readdir(folder, { recursive: true }))
    .filter((n) => n.endsWith('.ts') || n.endsWith('.sql'))
    .sort();
  for (const name of files) {
    hash.update(`\n${name}\n`);
    hash.update(await readFile(path.join(folder, name)));
  }
  return path.join(CACHE, `pglite-${hash.digest('hex').slice(0, 16)}`);
}

/** Copies the kept migrated database into `dataDir` (made if missing); false when none is kept. */
export async function seedDataDir(dataDir) {
  const migrated = path.join(await pgliteCacheFolder(), 'migrated');
  if (!existsSync(migrated)) return false;
  await mkdir(dataDir, { recursive: true });
  // The system's cp: a third of the CPU of Node's fs.cp for the database's thousand files.
  await promisify(execFile)('cp', ['-R', `${migrated}/.`, dataDir]);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, dataDir] = process.argv.slice(2);
  if (command !== 'seed' || dataDir === undefined) {
    console.error('Usage: node scripts/pglite-cache.mjs seed DATA_DIR');
    process.exit(2);
  }
  await seedDataDir(path.resolve(dataDir));
}

import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { pgliteDir } from '../../../server/db';
import { newDatabaseOn } from './postgres';

const run = promisify(execFile);

/**
 * Copies a database folder (about 1,000 files, 40 MB) with the system's `cp`: a third of the CPU
 * of Node's fs.cp, which the unit project does a few hundred times a run.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await run('cp', ['-R', from, to]);
}

/**
 * Puts into `dataDir` a copy of the empty PGlite database made once for the run
 * (pglite-template.ts): what the server's first start creates there, without its initdb.
 */
export async function copyEmptyDatabase(dataDir: string): Promise<void> {
  await copyFolder(inject('pgliteTemplate'), pgliteDir(dataDir));
}

/**
 * Puts into `dataDir` a copy of the PGlite database at the latest schema (pglite-template.ts):
 * what a server leaves behind after its first start, so the next start has no migration to run.
 */
export async function copyMigratedDatabase(dataDir: string): Promise<void> {
  await copyFolder(inject('pgliteMigrated'), pgliteDir(dataDir));
}

/** The two engines every data-layer and API test runs on. */
export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/** Where a test's data lives: a temporary DATA_DIR, and a DATABASE_URL for PostgreSQL. */
export interface Place {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Settings as environment variables, for createApp and the command line. */
  readonly env: Record<string, string>;
  remove(): Promise<void>;
}

export interface PlaceOptions {
  /** A PGlite place starts empty too (initdb done, no migration): for tests of the migrations. */
  readonly empty?: boolean;
}

/**
 * Returns a function that gives a fresh place (folder and, for PostgreSQL, a fresh database on
 * the server the run shares, postgres-server.ts). A PGlite place starts at the latest schema (a
 * copy) unless `empty`; a PostgreSQL one empty, migrated by the first `openDatabase`.
 */
export function usePlaces(
  engine: Engine,
  { empty = false }: PlaceOptions = {},
): () => Promise<Place> {
  return async () => {
    const root = await mkdtemp(join(tmpdir(), 'office-test-'));
    const dataDir = join(root, 'data');
    const databaseUrl =
      engine === 'postgres' ? await newDatabaseOn(inject('postgresAdminUrl')) : undefined;
    if (databaseUrl === undefined) {
      await (empty ? copyEmptyDatabase(dataDir) : copyMigratedDatabase(dataDir));
    }
    return {
      dataDir,
      databaseUrl,
      env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      remove: () => rm(root, { recursive: true, force: true }),
    };
  };
}

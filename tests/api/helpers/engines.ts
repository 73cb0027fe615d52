import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { pgliteDir } from '../../../server/db';
import { startPostgres, type TestPostgres } from './postgres';

/**
 * Puts into `dataDir` a copy of the empty PGlite database made once for the run
 * (pglite-template.ts): what the server's first start creates there, without its initdb.
 */
export async function copyEmptyDatabase(dataDir: string): Promise<void> {
  await cp(inject('pgliteTemplate'), pgliteDir(dataDir), { recursive: true });
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

/**
 * Call inside a `describe` per engine: returns a function that gives a fresh place (folder and,
 * for PostgreSQL, a fresh database on one server started for the file).
 */
export function usePlaces(engine: Engine): () => Promise<Place> {
  let server: TestPostgres | undefined;
  if (engine === 'postgres') {
    beforeAll(async () => {
      server = await startPostgres();
    }, 60_000);
    afterAll(async () => server?.stop());
  }
  return async () => {
    const root = await mkdtemp(join(tmpdir(), 'office-test-'));
    const dataDir = join(root, 'data');
    const databaseUrl = server ? await server.newDatabaseUrl() : undefined;
    if (!server) await copyEmptyDatabase(dataDir);
    return {
      dataDir,
      databaseUrl,
      env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      remove: () => rm(root, { recursive: true, force: true }),
    };
  };
}

import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteFolder, openDatabase, pgliteDir } from '../../../server/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty PGlite database folder (initdb done, no migration), copied for each test. */
    pgliteTemplate: string;
    /** The same database with every migration applied: what a started server leaves behind. */
    pgliteMigrated: string;
  }
}

/**
 * Vitest's global set-up for the unit and built projects: creates one empty PGlite database the
 * way the server does on a first start (`createPgliteFolder`), and one copy of it brought to the
 * latest schema by the server's own `openDatabase`. Each test's fresh place copies a folder
 * instead of running initdb and every migration again (seconds of CPU each on a 2-core host).
 * Tests of a first start or of the migrations copy the empty one.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'pglite-template-'));
  const template = join(root, 'database');
  await mkdir(template, { mode: 0o700 });
  await createPgliteFolder(template);
  const migratedDataDir = join(root, 'migrated');
  await cp(template, pgliteDir(migratedDataDir), { recursive: true });
  const database = await openDatabase({ dataDir: migratedDataDir, databaseUrl: undefined });
  await database.close();
  project.provide('pgliteTemplate', template);
  project.provide('pgliteMigrated', pgliteDir(migratedDataDir));
  return () => rm(root, { recursive: true, force: true });
}

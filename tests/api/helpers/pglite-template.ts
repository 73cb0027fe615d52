import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CACHE, pgliteCacheFolder } from '../../../scripts/pglite-cache.mjs';
import { createPgliteFolder, openDatabase, pgliteDir } from '../../../server/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty PGlite database folder (initdb done, no migration), copied for each test. */
    pgliteTemplate: string;
    /** The same database with every migration applied: what a started server leaves behind. */
    pgliteMigrated: string;
  }
}

/** An empty database, and a copy of it brought to the latest schema by the server's own code. */
async function makeTemplates(into: string): Promise<void> {
  const template = join(into, 'database');
  await mkdir(template, { mode: 0o700 });
  await createPgliteFolder(template);
  const migratedDataDir = join(into, 'migrated');
  await cp(template, pgliteDir(migratedDataDir), { recursive: true });
  const database = await openDatabase({ dataDir: migratedDataDir, databaseUrl: undefined });
  await database.close();
}

/**
 * Vitest's global set-up for the unit and built projects: one empty PGlite database made the way
 * the server does on a first start (`createPgliteFolder`), and one copy of it brought to the
 * latest schema by the server's own `openDatabase`. Each test's fresh place copies a folder
 * instead of running initdb and every migration again (seconds of CPU each on a 2-core host).
 * Tests of a first start or of the migrations copy the empty one.
 *
 * The two are kept under node_modules/.cache, named by what they are made from
 * (scripts/pglite-cache.mjs), so the second project of a run, the next run and the end-to-end and
 * Lighthouse servers start from them; older ones are removed.
 */
export default async function setup(project: TestProject) {
  const folder = await pgliteCacheFolder();
  const name = basename(folder);
  if (!existsSync(folder)) {
    await mkdir(CACHE, { recursive: true });
    const building = await mkdtemp(join(CACHE, 'building-'));
    try {
      await makeTemplates(building);
      // Made aside and renamed into place: a run stopped half-way leaves no half-made template.
      await rename(building, folder).catch((error: unknown) => {
        if (!existsSync(folder)) throw error; // else the other project of the run made it first
      });
    } finally {
      await rm(building, { recursive: true, force: true });
    }
    for (const old of await readdir(CACHE)) {
      if (old !== name && old.startsWith('pglite-')) {
        await rm(join(CACHE, old), { recursive: true, force: true });
      }
    }
  }
  project.provide('pgliteTemplate', join(folder, 'database'));
  project.provide('pgliteMigrated', pgliteDir(join(folder, 'migrated')));
}

import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteFolder } from '../../../server/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty PGlite database folder (initdb done, no migration), copied for each test. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global set-up for the unit project: creates one empty PGlite database the way the
 * server does on a first start (`createPgliteFolder`), so that each test's fresh place copies a
 * folder instead of running initdb again (seconds each on a 2-core host). Every test still runs
 * the migrations itself.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(join(tmpdir(), 'pglite-template-'));
  const template = join(root, 'database');
  await mkdir(template, { mode: 0o700 });
  await createPgliteFolder(template);
  project.provide('pgliteTemplate', template);
  return () => rm(root, { recursive: true, force: true });
}

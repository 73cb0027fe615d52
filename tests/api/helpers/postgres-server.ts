import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser URL of the PostgreSQL server the run's test files share. */
    postgresAdminUrl: string;
  }
}

/**
 * Vitest's global set-up for the unit and built projects: one PostgreSQL server for the whole run,
 * on which each PostgreSQL place is a database of its own (engines.ts). A server per test file
 * cost an initdb and a start each, about 2 s of CPU 30 times a run on a 2-core host.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresAdminUrl', server.adminUrl);
  return () => server.stop();
}

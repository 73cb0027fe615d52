import type { ServerBuild } from 'react-router';
import type { PagesSource } from '../../../server/app';

/**
 * The pages from the sources: React Router's build as its Vite plugin makes it for the `api` test
 * project (vitest.config.ts), in the test's own module graph, so that the routes and the server
 * share every module and a test of an edited route tests the edit. Rendered once at start and
 * served as the built server serves them; no client files (no build is read).
 */
export async function sourcePages(): Promise<PagesSource> {
  const build: ServerBuild = await import('virtual:react-router/server-build');
  return { build };
}

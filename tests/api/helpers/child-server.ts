// The whole app in a process of its own, for tests that measure the server's memory or stop it:
// bundled by child-process.ts and started with fork(). The app from the sources, through Vite as
// `npm run dev` loads it (the routes and the server one module graph); or, with
// TEST_BUILT_SERVER (a setting of this harness only: the built suite's), the built server's
// (build/server/index.js). It reports its port, then answers "rss" with its resident set size
// after a full collection, and "held" with what its JavaScript holds then (the heap in use, and
// buffers outside it).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { AppOptions, RunningApp } from '../../../server/app';
import { timeTransfersByProgress } from '../../../server/documents/server-timeouts';

type Start = (options: Omit<AppOptions, 'pages' | 'readerEntry'>) => Promise<RunningApp>;

/**
 * Whether an unhandled rejection is React Router's type generation losing a race. Its Vite plugin
 * deletes and rewrites .react-router/types whenever a dev server starts (for an editor's types; the
 * app never reads them), without waiting on it: two children starting at once (two-instances)
 * delete the files the other is writing, and the loser's write rejected with nobody to catch it,
 * which ended that child before it started. The winner writes the whole set (npm run typecheck
 * writes them again anyway).
 */
function typegenRace(reason: unknown): boolean {
  const path = (reason as NodeJS.ErrnoException | undefined)?.path;
  return typeof path === 'string' && path.includes(`${sep}.react-router${sep}types${sep}`);
}

/** The app's factory: the built server's, or the sources' through Vite. */
async function factory(): Promise<Start> {
  const built = process.env.TEST_BUILT_SERVER;
  if (built !== undefined) {
    const server = (await import(
      pathToFileURL(built).href
    )) as typeof import('../../../server/index');
    return server.createBuiltApp;
  }
  const { createServer: createVite } = await import('vite');
  process.on('unhandledRejection', (reason) => {
    if (!typegenRace(reason)) throw reason;
  });
  const vite = await createVite({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
    // Nothing is served to a browser: no scan of the pages' scripts, and no write into Vite's
    // shared dependency cache (node_modules/.vite/deps), which two children starting together on a
    // fresh clone would each rename into place under the other.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  const app = (await vite.ssrLoadModule('/server/app.ts')) as typeof import('../../../server/app');
  return (options) => app.createApp({ ...options, pages: { build } });
}

const server = createServer();
timeTransfersByProgress(server);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  factory()
    .then((start) => start({ env: { PUBLIC_URL: origin, ...process.env }, log: () => {} }))
    .then(
      ({ app }) => {
        server.on('request', app);
        process.send?.({ port });
      },
      (error: unknown) => {
        // Exits once the reason is sent: exiting at once could lose it.
        const reason = error instanceof Error ? (error.stack ?? String(error)) : String(error);
        if (process.send === undefined) process.exit(1);
        process.send({ error: reason }, () => process.exit(1));
      },
    );
});
// Collected first (the child runs with --expose-gc), so that garbage not yet collected, which
// varies from run to run, does not count as memory held.
const collect = (globalThis as { gc?: () => void }).gc;
process.on('message', (message) => {
  if (message !== 'rss' && message !== 'held') return;
  collect?.();
  const usage = process.memoryUsage();
  process.send?.(
    message === 'rss' ? { rss: usage.rss } : { held: usage.heapUsed + usage.external },
  );
});

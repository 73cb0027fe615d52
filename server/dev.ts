import { createServer } from 'node:http';
import type { ViteDevServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { readSettings } from '../app/settings.server';
import { createApp } from './app';
import { createLogger } from './observe/logger';

/**
 * `npm run dev` (scripts/dev.mjs): the whole app, as server/index.ts serves it, with Vite in front
 * for the pages' modules and hot reload. Route modules are asked of Vite on every request, so an
 * edit shows on the next one; an edit to server code needs a restart. `readerEntry` is the W-2
 * reader's process, bundled by scripts/dev.mjs.
 */
export async function startDev(vite: ViteDevServer, readerEntry: string): Promise<void> {
  const settings = readSettings(process.env);
  const logger = await createLogger(settings.operations);
  const running = await createApp({
    settings,
    logger,
    readerEntry,
    pages: {
      devBuild: () =>
        vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      devMiddleware: vite.middlewares,
    },
  });
  const { port, host } = settings.server;
  createServer(running.listener).listen(port, host, () => {
    // Said before the line a person (and tests/built/dev-server.test.ts) waits for.
    if (running.reading !== undefined) logger.info(`W-2 reader: ${readerEntry}`);
    logger.info(`Development server on http://localhost:${port}`);
  });
}

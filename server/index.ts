/**
 * The web server: `npm run serve` runs this module as Vite builds it with React Router's build
 * (build/server/index.js, vite.config.ts), so every module the server and the routes share is one
 * module (docs/decisions/168).
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { readSettings, SettingsError } from '../app/settings.server';
import { type AppOptions, createApp, type RunningApp } from './app';
import { timeTransfersByProgress } from './documents/server-timeouts';
import { DatabaseError } from './db';
import { createLogger } from './observe/logger';
import { startMetricsServer } from './observe/metrics-server';

/** How long in-flight requests get to finish after the drain before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The client build's files, beside this built module's folder (build/client). */
const CLIENT_DIR = fileURLToPath(new URL('../client/', import.meta.url));
/** The W-2 reader's process, bundled on its own (scripts/build-server.mjs, decision 105). */
const READER_ENTRY = fileURLToPath(new URL('../reader.js', import.meta.url));

/** React Router's build, bundled with this server (tests/built read its routes). */
export { build };

/** The app with the routes and files it is built with: what `npm run serve` runs, and tests/built. */
export function createBuiltApp(
  options: Omit<AppOptions, 'pages' | 'readerEntry'>,
): Promise<RunningApp> {
  return createApp({
    ...options,
    pages: { build, clientDir: CLIENT_DIR },
    readerEntry: READER_ENTRY,
  });
}

async function main() {
  const settings = readSettings(process.env);
  const { port, host } = settings.server;
  const { operations } = settings;
  const logger = await createLogger(operations);
  const running = await createBuiltApp({ settings, logger });

  // The Express app, observed (server/observe/requests.ts).
  const server = createServer(running.listener);
  server.listen(port, host, () => {
    logger.info(`Listening on http://localhost:${port}`);
  });
  timeTransfersByProgress(server);
  server.on('error', (error) => {
    // A start-up failure is one plain line on standard error, as the settings' are (below).
    console.error(`Could not listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  // Apart from the site, on loopback unless METRICS_HOST says otherwise (decision 081).
  const metrics = operations.metrics && (await startMetricsServer(operations.metrics, logger));

  let phase: 'serving' | 'draining' | 'closing' = 'serving';
  let drain: NodeJS.Timeout | undefined;
  const closeNow = () => {
    if (phase === 'closing') return;
    phase = 'closing';
    clearTimeout(drain);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void Promise.all([running.close(), metrics?.close()]).finally(() => {
        logger.info('Stopped');
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  const stop = (signal: string) => {
    // A second signal during the drain ends it (a person pressing Ctrl-C again).
    if (phase !== 'serving') return closeNow();
    phase = 'draining';
    // /readyz answers 503 from now on, so that a proxy that asks takes this instance out.
    running.stopping();
    // SIGTERM is an orchestrator's: requests go on being served while its proxy notices
    // (SHUTDOWN_DRAIN_SECONDS). SIGINT is a person's Ctrl-C: no wait.
    const drainMs = signal === 'SIGTERM' ? operations.shutdownDrainMs : 0;
    logger.info(
      drainMs > 0
        ? `${signal}: not ready; serving ${drainMs / 1000} s more, then finishing open requests and stopping`
        : `${signal}: finishing open requests, then stopping`,
    );
    if (drainMs > 0) drain = setTimeout(closeNow, drainMs);
    else closeNow();
  };
  // The log's last lines, however the process ends (server/observe/logger.ts batches them).
  process.on('exit', () => logger.flush());
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

// Run as a program (`node build/server/index.js`), not when tests/built import it. Before the
// server runs, failures are one plain line on standard error: the log settings may be the very
// thing that is wrong.
if (import.meta.main) {
  main().catch((error: unknown) => {
    if (error instanceof SettingsError) console.error(`Settings: ${error.message}`);
    else if (error instanceof DatabaseError) console.error(`Database: ${error.message}`);
    else console.error(error);
    process.exit(1);
  });
}

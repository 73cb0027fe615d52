import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSettings, SettingsError } from '../app/settings.server';
import { createApp } from './app';
import { timeTransfersByProgress } from './documents/server-timeouts';
import { DatabaseError } from './db';
import { createLogger } from './observe/logger';
import { startMetricsServer } from './observe/metrics-server';

/** How long in-flight requests get to finish after the drain before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const settings = readSettings(process.env);
  const { port, host } = settings.server;
  const { operations } = settings;
  const logger = await createLogger(operations);
  // This file is bundled into build/, next to the React Router build it serves.
  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  const running = await createApp({ settings, pages: { buildDir }, logger });

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

// Before the server runs, failures are one plain line on standard error: the log settings may be
// the very thing that is wrong.
main().catch((error: unknown) => {
  if (error instanceof SettingsError) console.error(`Settings: ${error.message}`);
  else if (error instanceof DatabaseError) console.error(`Database: ${error.message}`);
  else console.error(error);
  process.exit(1);
});

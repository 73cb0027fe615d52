import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSettings, SettingsError } from '../app/settings.server';
import { createApp } from './app';
import { timeTransfersByProgress } from './documents/server-timeouts';
import { DatabaseError } from './db';

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const settings = readSettings(process.env);
  const { port, host } = settings.server;
  // This file is bundled into build/, next to the React Router build it serves.
  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  const { listener, close } = await createApp({ settings, pages: { buildDir } });

  // The server's own listener: fast handlers first, then Express (server/fast-path.ts).
  const server = createServer(listener);
  server.listen(port, host, () => {
    console.log(`Listening on http://localhost:${port}`);
  });
  timeTransfersByProgress(server);
  server.on('error', (error) => {
    console.error(`Could not listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests, then stopping`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError) console.error(`Settings: ${error.message}`);
  else if (error instanceof DatabaseError) console.error(`Database: ${error.message}`);
  else console.error(error);
  process.exit(1);
});

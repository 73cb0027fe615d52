import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SettingsError } from '../app/settings.server';
import { createApp } from './app';

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  // This file is bundled into build/, next to the React Router build it serves.
  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  const { app, close } = await createApp({ pages: { buildDir } });

  const server = app.listen(port, host, () => {
    console.log(`Listening on http://localhost:${port}`);
  });
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
  console.error(error instanceof SettingsError ? `Settings: ${error.message}` : error);
  process.exit(1);
});

import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { RunningApp } from '../../server/app';
import { copyMigratedDatabase } from '../api/helpers/engines';
import { quietLogger } from '../api/helpers/logs';
import { builtServer } from './built-server';

/** The running app's address and the app, set once the file's set-up has started it. */
export interface BuiltApp {
  base: string;
  running?: RunningApp;
}

/**
 * Starts the app from the production build for one test file, on a loopback port with its own
 * data folder (a copy of the run's empty database), the way server/index.ts serves it; stops it
 * and removes the folder afterwards. `env` adds settings; `log` receives the server's lines.
 */
export function useBuiltApp(
  name: string,
  env: Record<string, string> = {},
  log: (line: string) => void = () => {},
): BuiltApp {
  const app: BuiltApp = { base: '' };
  let dataDir: string;
  let running: RunningApp;
  let server: Server;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `qr-${name}-`));
    await copyMigratedDatabase(dataDir);
    running = await (
      await builtServer()
    ).createBuiltApp({
      env: { DATA_DIR: dataDir, ...env },
      logger: await quietLogger(),
      log,
    });
    app.running = running;
    server = http.createServer(running.listener).listen(0, '127.0.0.1');
    await once(server, 'listening');
    app.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return app;
}

import type { AddressInfo } from 'node:net';
import { createApp, type RunningApp } from '../../../server/app';
import { afterAll, beforeAll } from 'vitest';
import { type Engine, type Place, usePlaces } from './engines';
import { sourcePages } from './pages';

export interface OfficeServer {
  readonly url: string;
  readonly logs: string[];
  readonly app: RunningApp;
  close(): Promise<void>;
}

/**
 * scrypt's lowest cost the settings take (N = 2^10) for the staff passwords these servers hash:
 * about 200 hashes a run at the default 2^15 were a minute of CPU. The cost itself is tested in
 * staff-accounts.test.ts; the end-to-end server keeps the default.
 */
export const TEST_PASSWORD_COST = '10';

/**
 * The whole app as server/app.ts builds it, pages from the sources (helpers/pages.ts), on a
 * loopback port, in a test's place, with TEST_PASSWORD_COST unless `env` sets another.
 */
export async function startOffice(
  place: Place,
  env: Record<string, string> = {},
): Promise<OfficeServer> {
  const logs: string[] = [];
  const app = await createApp({
    pages: await sourcePages(),
    env: { STAFF_PASSWORD_COST: TEST_PASSWORD_COST, ...place.env, ...env },
    log: (line) => logs.push(line),
  });
  const server = app.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    app,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

/**
 * The office on a fresh place of `engine` for the tests of the describe it is called in: started
 * before them, stopped (and the place removed) after them. Returns the running one. A describe
 * that also makes places of its own passes its `usePlaces` function instead of the engine.
 */
export function useOffice(
  engine: Engine | (() => Promise<Place>),
  env: Record<string, string> = {},
): () => OfficeServer {
  const newPlace = typeof engine === 'function' ? engine : usePlaces(engine);
  let place: Place | undefined;
  let server: OfficeServer | undefined;
  beforeAll(async () => {
    place = await newPlace();
    server = await startOffice(place, env);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await place?.remove();
  });
  return () => {
    if (!server) throw new Error('the office has not started');
    return server;
  };
}

/**
 * Two servers on one place, as several instances run on one PostgreSQL database. Both are closed
 * and the place removed afterwards, whatever `run` did.
 */
export async function withTwoOffices(
  place: Place,
  env: Record<string, string>,
  run: (first: OfficeServer, second: OfficeServer) => Promise<void>,
): Promise<void> {
  let first: OfficeServer | undefined;
  let second: OfficeServer | undefined;
  try {
    first = await startOffice(place, env);
    second = await startOffice(place, env);
    await run(first, second);
  } finally {
    await first?.close();
    await second?.close();
    await place.remove();
  }
}

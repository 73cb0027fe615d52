import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../../server/app';
import { type MetricsServer, startMetricsServer } from '../../../server/observe/metrics-server';
import { timeTransfersByProgress } from '../../../server/documents/server-timeouts';
import type { Place } from './engines';
import { sourcePages } from './pages';
import { type CapturedLogs, captureLogs } from './logs';
import { type OfficeServer, TEST_PASSWORD_COST } from './office-server';

/**
 * The whole app (no pages) served as server/index.ts serves it: its own listener, which logs and
 * times each request, and the metrics listener beside it on a free loopback port. Its log lines
 * are kept (`captured`). Shaped as an OfficeServer, so the staff helpers drive it too.
 */
export interface ObservedServer extends OfficeServer {
  readonly port: number;
  readonly captured: CapturedLogs;
  /** `http://127.0.0.1:PORT/metrics`. */
  readonly metricsUrl: string;
}

export async function startObserved(
  env: Record<string, string>,
  { level = 'info' }: { level?: 'info' | 'warn' } = {},
): Promise<ObservedServer> {
  const captured = await captureLogs(level);
  const app = await createApp({
    pages: await sourcePages(),
    env: { STAFF_PASSWORD_COST: TEST_PASSWORD_COST, ...env },
    logger: captured.logger,
  });
  const server = http.createServer(app.listener);
  timeTransfersByProgress(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const metrics = (await startMetricsServer(
    { port: 0, host: '127.0.0.1' },
    captured.logger,
  )) as MetricsServer;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    logs: [],
    app,
    captured,
    metricsUrl: `http://127.0.0.1:${metrics.port}/metrics`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await metrics.close();
      await app.close();
    },
  };
}

/** The metrics as Prometheus reads them. */
export async function scrape(server: ObservedServer): Promise<string> {
  const response = await fetch(server.metricsUrl);
  if (!response.ok) throw new Error(`metrics answered ${response.status}`);
  return response.text();
}

/**
 * The value of one series in a scrape (`name{labels}` as written, labels in the order the metric
 * declares them), 0 when it is not there.
 */
export function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/**
 * An observed server on a fresh place for the tests of the describe it is called in: started
 * before them with `env` (the place's settings by default), stopped and the place removed after.
 */
export function useObserved(
  newPlace: () => Promise<Place>,
  env: (place: Place) => Record<string, string> | Promise<Record<string, string>> = (place) =>
    place.env,
): { readonly server: ObservedServer; readonly place: Place } {
  let place: Place | undefined;
  let server: ObservedServer | undefined;
  beforeAll(async () => {
    place = await newPlace();
    server = await startObserved(await env(place));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await place?.remove();
  });
  return {
    get server() {
      if (server === undefined) throw new Error('the server has not started');
      return server;
    },
    get place() {
      if (place === undefined) throw new Error('the place is not made yet');
      return place;
    },
  };
}

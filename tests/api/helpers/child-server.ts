// The whole app (its pages, the case page and the staff screens from the production build, or
// from the build in TEST_PAGES_BUILD_DIR, a setting of this harness only) in a process of its own, for tests that measure the server's memory
// or stop it: bundled by child-process.ts and started with fork(). It reports its port, then
// answers "rss" with its resident set size after a full collection, and "held" with what its
// JavaScript holds then (the heap in use, and buffers outside it).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, DEFAULT_BUILD_DIR } from '../../../server/app';
import { timeTransfersByProgress } from '../../../server/documents/server-timeouts';

const server = createServer();
timeTransfersByProgress(server);
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const pages = { buildDir: process.env.TEST_PAGES_BUILD_DIR ?? DEFAULT_BUILD_DIR };
  createApp({ pages, env: { PUBLIC_URL: origin, ...process.env }, log: () => {} }).then(
    ({ app }) => {
      server.on('request', app);
      process.send?.({ port });
    },
    (error: unknown) => {
      process.send?.({ error: String(error) });
      process.exit(1);
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

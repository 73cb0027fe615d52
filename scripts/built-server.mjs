// Starts the production build (build/server/index.js) in a child process on a free loopback port with a
// temporary data folder (a copy of the tests' kept database, scripts/pglite-cache.mjs, when there
// is one), for the Lighthouse test, the page benchmark and the end-to-end tests' second server.
// Needs `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDataDir } from './pglite-cache.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'build', 'server', 'index.js');

/** A port nobody listens on now, on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once the server answers; `stop()` ends it with SIGTERM and removes its data. `env`
 * gives more settings, from the server's origin (a PUBLIC_URL, a DATABASE_URL).
 */
export async function startBuiltServer({ env = () => ({}) } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'built-server-'));
  // The database the tests keep, when there is one: the server then starts without creating it.
  await seedDataDir(dataDir);
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env(origin),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ready = await fetch(`${origin}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`The server did not answer at ${origin} in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

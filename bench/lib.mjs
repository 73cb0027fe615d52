// What every benchmark here records beside its figures (the machine, where results go), and how
// it runs the servers it measures: each in a child process of its own.
import { fork } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { nodeProblem } from '../scripts/check-node.mjs';

// A figure is the project's only on the Node.js it runs on (package.json `engines`): `npm run
// bench:…` runs that one; `node bench/….mjs` by hand runs whatever `node` is first on PATH
// (Debian's 20 here), so a bench started on another one says so in one line and stops.
const wrongNode = nodeProblem(process.versions.node);
if (wrongNode) {
  console.error(`${wrongNode} Run the benches through npm (npm run bench:…).`);
  process.exit(1);
}

export const RESULTS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'results', // gitignored
);

/** The machine a figure was measured on. */
export function machine() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryMiB: Math.round(os.totalmem() / 1048576),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** Writes `record` as bench/results/NAME-<time>.json and NAME-latest.json. */
export async function saveResult(name, record) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(record, null, 2)}\n`;
  const stamp = new Date().toISOString().replaceAll(':', '-').replaceAll('.', '-');
  await writeFile(path.join(RESULTS_DIR, `${name}-${stamp}.json`), json);
  await writeFile(path.join(RESULTS_DIR, `${name}-latest.json`), json);
}

/**
 * Forks `script --serve KIND` (a bench file serving one kind of server) with NODE_ENV=production;
 * resolves with the child and its URL once it reports its port. Its standard output, where the
 * app writes its access lines, goes to /dev/null, as the production server's does in
 * bench/pages.mjs (scripts/built-server.mjs); standard error stays on the terminal.
 */
export function startServer(script, kind, env = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(script, ['--serve', kind], {
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', ({ port }) => resolve({ child, url: `http://127.0.0.1:${port}` }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

/** Disconnects a server started by startServer and waits for it to exit. */
export function stopServer({ child }) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.disconnect();
  });
}

/**
 * In the server's process: answers the bench's "cpu" with the CPU time used so far (µs, user and
 * system), which the bench reads around each load to report CPU per request, a figure other jobs
 * on a shared machine disturb far less than requests per second.
 */
export function answerCpuRequests() {
  process.on('message', (message) => {
    if (message !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send({ cpu: user + system });
  });
}

/**
 * In the server's process: when the bench lets go of it, closes `server` and the app (`close`),
 * removes its data folder and exits.
 */
export function stopOnDisconnect(server, close, dataDir) {
  process.on('disconnect', async () => {
    server.closeAllConnections();
    server.close();
    await close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** In the bench: a server's CPU time so far (µs), as answerCpuRequests gives it. */
export function serverCpuMicros({ child }) {
  return new Promise((resolve) => {
    const onMessage = (message) => {
      if (message?.cpu === undefined) return;
      child.off('message', onMessage);
      resolve(message.cpu);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/** autocannon's load of JSON posts of `body` to `url`; `options` adds to them (connections, duration…). */
export function loadJsonPosts(autocannon, url, body, options) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    ...options,
  });
}

/**
 * The command line of a load bench: `--serve KIND` (its measured child), `--duration` and
 * `--warmup` in seconds, `--rounds`; `warmup` is the bench's default, `extra` its own options.
 */
export function loadBenchArgs(warmup, extra = {}) {
  return parseArgs({
    options: {
      serve: { type: 'string' },
      ...extra,
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: warmup },
      rounds: { type: 'string', default: '1' },
    },
  }).values;
}

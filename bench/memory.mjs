// The production server's memory, side by side with a bare node:http server started the same way:
// resident memory (VmRSS) and its peak (VmHWM) after a first start on an empty DATA_DIR (the
// embedded database is created then), after serving every page, the refund API and the staff
// sign-in page 200 times each, and after a second start on the same DATA_DIR.
// Usage: npm run build && node bench/memory.mjs [--requests 200]
// Budget (issue 35): the server's RSS at start, first and second, no higher than it was before the
// one-web-stack move, about 230 MiB (226 MiB on 2026-11-26). Exit code 1 when it is higher.
// Results go to bench/results/ (gitignored).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../scripts/built-server.mjs';
import { machine, saveResult } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'build', 'server', 'index.js');
const BARE = `require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');`;

const BUDGET_START_MIB = 230;

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '200' } } });
const requests = Number(args.requests);

/** VmRSS and VmHWM of a process, in MiB. */
async function memory(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

/**
 * Seconds an idle server is left after it first answers before its RSS is read again: what start-up
 * left behind that V8 collects on its own, without a collection forced (reported, not budgeted).
 */
const SETTLE_S = 10;

async function settled(pid) {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
  return memory(pid);
}

/** Starts `node ...argv` with PORT set and waits until it answers `probe`. */
async function start(argv, env, probe) {
  const port = await freePort();
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const began = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${argv.join(' ')} exited with ${child.exitCode}`);
    const ready = await fetch(origin + probe).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - began > 60_000) throw new Error(`${origin} did not answer in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    pid: child.pid,
    startMs: Date.now() - began,
    async stop() {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}

async function load(origin, paths) {
  for (let i = 0; i < requests; i++) {
    for (const target of paths) {
      const response = await fetch(origin + target.path, target.init);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${target.path}: ${response.status}`);
    }
  }
}

async function main() {
  if (!existsSync(SERVER)) {
    console.error(`No build at ${SERVER}: run npm run build first.`);
    process.exit(1);
  }
  const bare = await start(['-e', BARE], {}, '/');
  await load(bare.origin, [{ path: '/' }]);
  const bareMemory = await memory(bare.pid);
  await bare.stop();

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-memory-'));
  try {
    const first = await start([SERVER], { DATA_DIR: dataDir }, '/robots.txt');
    const afterStart = await memory(first.pid);
    const firstSettled = await settled(first.pid);
    const sitemap = await (await fetch(`${first.origin}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => ({
      path: new URL(m[1]).pathname,
      init: { headers: { 'accept-encoding': 'br' } },
    }));
    const api = {
      path: '/api/RefundCalculator',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ income: 52000, filingStatus: 'single', withheld: 6200 }),
      },
    };
    await load(first.origin, [...pages, api, { path: '/staff/sign-in' }]);
    const afterLoad = await memory(first.pid);
    await first.stop();
    const second = await start([SERVER], { DATA_DIR: dataDir }, '/robots.txt');
    const secondStart = await memory(second.pid);
    const secondSettled = await settled(second.pid);
    await second.stop();

    const rows = [
      ['bare node:http, after load', bareMemory, bare.startMs],
      ['server, first start (empty DATA_DIR)', afterStart, first.startMs],
      [`  the same, ${SETTLE_S} s later, idle`, firstSettled, null],
      [`server, after ${requests} rounds of every page, the API, sign-in`, afterLoad, null],
      ['server, second start (same DATA_DIR)', secondStart, second.startMs],
      [`  the same, ${SETTLE_S} s later, idle`, secondSettled, null],
    ];
    console.log('| process | RSS MiB | peak RSS MiB | start ms |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [name, m, ms] of rows)
      console.log(`| ${name} | ${m.rssMiB} | ${m.peakMiB} | ${ms ?? ''} |`);
    const misses = [afterStart, secondStart]
      .filter((m) => m.rssMiB > BUDGET_START_MIB)
      .map((m) => `RSS at start ${m.rssMiB} MiB > ${BUDGET_START_MIB}`);
    for (const miss of misses) console.log(`budget missed: ${miss}`);
    process.exitCode = misses.length > 0 ? 1 : 0;
    await saveResult('memory', {
      date: new Date().toISOString(),
      command: `node bench/memory.mjs --requests ${requests}`,
      machine: machine(),
      bare: bareMemory,
      firstStart: { ...afterStart, startMs: first.startMs },
      firstSettled,
      afterLoad,
      secondStart: { ...secondStart, startMs: second.startMs },
      secondSettled,
      budgetStartMiB: BUDGET_START_MIB,
      loadAverage: os.loadavg(),
      misses,
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

// Throughput and memory of POST /api/upload against a bare node:http stream-to-disk server, in one
// run. Usage: node bench/upload.mjs [--mib 200] [--rounds 3]
//
// - app:  the real app, createApp({ pages: false }) as server/app.ts builds it, local storage,
//         UPLOAD_MAX_BYTES raised to fit: busboy, type sniffing, AES-256-GCM, fsync, rename;
// - bare: node:http piping the request, as it comes, to a file on the same disk (no parsing, no
//         encryption, no fsync): the ceiling for "receive bytes and write them", and the baseline
//         the target is measured against;
// - bare+fsync: the same with the file fsynced before the answer, as the app does; shown for
//         reference only, to separate the cost of durability from the cost of the work.
// Both receive the same bytes: one multipart body holding a generated file (a PDF header, then
// random bytes), streamed from disk, never held in memory. Each server runs in its own child
// process; this process samples the child's VmRSS from /proc every 50 ms and reads its CPU time
// (all threads: JavaScript, GC helpers, file writes) around each upload. Before the timed rounds,
// each server takes one untimed upload of the full size, so no round measures a cold server (the
// first large upload runs at about half speed in every server, bare included); its memory still
// counts: RSS growth is each peak minus the RSS before that warm-up upload. The bench bundles the
// server with esbuild, so it needs no build step. Results go to bench/results/ (gitignored).
// After the last round each server is left idle for --settle seconds (default 20) while its RSS is
// sampled every second: the budget (issue 35) is the app's RSS back within 10% of its start (the
// RSS after the warm-up's small upload) at the end of that wait, with no forced collection: the
// app runs as in production, V8 collecting when it chooses (decision 126).
// Exit code 1 when the app misses a target. BENCH_PROF=1 writes a CPU profile of the app server to
// bench/results/profiles/.
import { fork } from 'node:child_process';
import { bundleForNode } from '../scripts/bundle-node.mjs';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
// The Node.js check every bench makes (lib.mjs).
import './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
// Inside the project so the bundle's bare imports resolve from ./node_modules.
const BUNDLE = path.join(RESULTS_DIR, '.build', 'upload-app.mjs');
// rssBack: the RSS after the round, settled, at most this times the RSS at start.
const TARGET = { ratio: 0.5, rssBack: 1.1 };
const BOUNDARY = '----bench-upload-boundary-19f2';
const MiB = 1024 * 1024;

const { values: args } = parseArgs({
  options: {
    serve: { type: 'string' },
    dir: { type: 'string' },
    mib: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
    settle: { type: 'string', default: '20' },
  },
});

if (args.serve !== undefined) {
  await serve(args.serve, args.dir);
} else {
  await main();
}

/** Child process: start one server, report its port, run until the parent disconnects. */
async function serve(kind, dir) {
  let server;
  if (kind === 'app') {
    const { createApp } = await import(pathToFileURL(BUNDLE).href);
    const { listener } = await createApp({
      pages: false,
      // Access lines and metrics on, as in production (JSON lines: the env given here has no
      // NODE_ENV, which would make them pino-pretty's text).
      env: {
        DATA_DIR: dir,
        UPLOAD_MAX_BYTES: String(1024 * MiB),
        UPLOAD_RATE_LIMIT: '1000',
        LOG_FORMAT: 'json',
      },
      log: () => {},
    });
    server = http.createServer(listener);
  } else {
    let n = 0;
    server = http.createServer((req, res) => {
      const file = createWriteStream(path.join(dir, `upload-${n++}`), {
        flush: kind === 'bare+fsync',
      });
      req.pipe(file);
      file.on('close', () => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ bytes: file.bytesWritten }));
      });
    });
  }
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
}

async function vmRssKiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
}

/** User + system CPU seconds of a process, all its threads. */
async function cpuSeconds(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of proc(5), in clock ticks (USER_HZ, 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startServer(kind, dir) {
  // Standard output (the app's access lines) to /dev/null, as bench/lib.mjs's startServer does.
  const child = fork(fileURLToPath(import.meta.url), ['--serve', kind, '--dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    execArgv:
      process.env.BENCH_PROF && kind === 'app'
        ? ['--cpu-prof', `--cpu-prof-dir=${path.join(RESULTS_DIR, 'profiles')}`]
        : [],
  });
  const [{ port }] = await once(child, 'message');
  return { child, port };
}

/** One line of the report for one upload. */
function describe(run) {
  return (
    `${run.mibPerSecond.toFixed(1).padStart(7)} MiB/s  ${run.seconds.toFixed(2)} s  ` +
    `server CPU ${run.serverCpuSeconds.toFixed(2)} s  RSS ${run.rssBeforeMiB.toFixed(1)} -> ` +
    `${run.rssPeakMiB.toFixed(1)} MiB (+${run.rssGrowthMiB.toFixed(1)} since start)`
  );
}

/** Streams the multipart body from disk; resolves with status, answer and seconds taken. */
function post(port, parts) {
  const length = parts.reduce((sum, part) => sum + part.bytes, 0);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/upload',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          'Content-Length': length,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks).toString(),
            seconds: Number(process.hrtime.bigint() - started) / 1e9,
            length,
          }),
        );
      },
    );
    req.on('error', reject);
    (async () => {
      for (const part of parts) {
        const source = part.path
          ? createReadStream(part.path, { highWaterMark: 256 * 1024 })
          : [part.data];
        for await (const chunk of source) {
          if (!req.write(chunk)) await once(req, 'drain');
        }
      }
      req.end();
    })().catch(reject);
  });
}

/** Uploads once while sampling the server's RSS; growth is counted from `server.rssBaseKiB`. */
async function measure(kind, server, parts) {
  const before = await vmRssKiB(server.child.pid);
  const cpuBefore = await cpuSeconds(server.child.pid);
  let peak = before;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await vmRssKiB(server.child.pid).catch(() => 0));
  }, 50);
  const result = await post(server.port, parts);
  clearInterval(sampler);
  peak = Math.max(peak, await vmRssKiB(server.child.pid));
  const serverCpuSeconds = (await cpuSeconds(server.child.pid)) - cpuBefore;
  if (result.status !== 200) throw new Error(`${kind}: HTTP ${result.status} ${result.body}`);
  return {
    mibPerSecond: result.length / MiB / result.seconds,
    seconds: result.seconds,
    serverCpuSeconds,
    rssBeforeMiB: before / 1024,
    rssPeakMiB: peak / 1024,
    rssGrowthMiB: (peak - server.rssBaseKiB) / 1024,
  };
}

async function main() {
  const sizeMiB = Number(args.mib);
  const rounds = Number(args.rounds);
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-upload-'));
  await mkdir(path.dirname(BUNDLE), { recursive: true });
  await bundleForNode({
    entryPoints: [path.join(ROOT, 'server/app.ts')],
    outfile: BUNDLE,
  });

  // The file: a PDF header so the type check passes, then random (incompressible) bytes.
  const filePath = path.join(work, 'document.pdf');
  const out = createWriteStream(filePath);
  out.write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  for (let written = 0; written < sizeMiB * MiB - 16; written += MiB) {
    if (!out.write(randomBytes(Math.min(MiB, sizeMiB * MiB - 16 - written))))
      await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
  const fileBytes = (await stat(filePath)).size;
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\ntax_documents\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="document.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const parts = [
    { data: head, bytes: head.length },
    { path: filePath, bytes: fileBytes },
    { data: tail, bytes: tail.length },
  ];
  const warmup = [
    { data: head, bytes: head.length },
    { data: Buffer.from('%PDF-1.7\nwarm-up\n'), bytes: 17 },
    { data: tail, bytes: tail.length },
  ];

  // Keeps the disk from filling up over the rounds.
  async function emptyFolder(kind) {
    await rm(path.join(work, kind), { recursive: true, force: true });
    await mkdir(path.join(work, kind, 'documents', '.incoming'), { recursive: true });
  }

  const servers = {};
  const kinds = ['bare', 'bare+fsync', 'app'];
  for (const kind of kinds) {
    const dir = path.join(work, kind);
    await mkdir(dir);
    servers[kind] = await startServer(kind, dir);
    // Loads whatever is loaded lazily (file-type, crypto), so growth measures the streaming alone.
    await post(servers[kind].port, warmup);
    servers[kind].rssBaseKiB = await vmRssKiB(servers[kind].child.pid);
  }

  const warmUps = {};
  for (const kind of kinds) {
    warmUps[kind] = await measure(kind, servers[kind], parts);
    console.log(`warm-up ${kind.padEnd(10)} ${describe(warmUps[kind])}`);
    await emptyFolder(kind);
  }

  const runs = Object.fromEntries(kinds.map((kind) => [kind, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const kind of kinds) {
      const run = await measure(kind, servers[kind], parts);
      runs[kind].push(run);
      console.log(`round ${round} ${kind.padEnd(10)} ${describe(run)}`);
      await emptyFolder(kind);
    }
  }
  // The round is over: every server idle, its RSS sampled each second.
  const settleSeconds = Number(args.settle);
  const settled = Object.fromEntries(kinds.map((kind) => [kind, []]));
  for (let second = 0; second <= settleSeconds; second += 1) {
    for (const kind of kinds) settled[kind].push(await vmRssKiB(servers[kind].child.pid));
    if (second < settleSeconds) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const after = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      {
        startMiB: servers[kind].rssBaseKiB / 1024,
        rightAfterMiB: settled[kind][0] / 1024,
        settledMiB: settled[kind].at(-1) / 1024,
        ratioToStart: settled[kind].at(-1) / servers[kind].rssBaseKiB,
        everySecondMiB: settled[kind].map((kib) => Math.round(kib / 102.4) / 10),
      },
    ]),
  );
  for (const server of Object.values(servers)) server.child.disconnect();

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const bare = median(runs.bare.map((run) => run.mibPerSecond));
  const app = median(runs.app.map((run) => run.mibPerSecond));
  const bareFsync = median(runs['bare+fsync'].map((run) => run.mibPerSecond));
  const growth = Math.max(warmUps.app.rssGrowthMiB, ...runs.app.map((run) => run.rssGrowthMiB));
  const cpu = Object.fromEntries(
    kinds.map((kind) => [kind, median(runs[kind].map((run) => run.serverCpuSeconds))]),
  );
  const ratio = app / bare;
  // The untimed first large upload, shown so that a server slow to warm up does not hide.
  const coldRatio = warmUps.app.mibPerSecond / warmUps.bare.mibPerSecond;
  const cpuModel = os.cpus()[0]?.model ?? 'unknown';
  const summary = {
    date: new Date().toISOString(),
    machine: { nproc: os.availableParallelism(), node: process.version, cpu: cpuModel },
    fileMiB: fileBytes / MiB,
    rounds,
    loadAverage: os.loadavg(),
    medianMiBPerSecond: { bare, 'bare+fsync': bareFsync, app },
    medianServerCpuSecondsPerUpload: cpu,
    ratio,
    coldRatio,
    appPeakRssGrowthMiB: growth,
    settleSeconds,
    rssAfterRound: after,
    target: TARGET,
    warmUps,
    runs,
  };
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    path.join(RESULTS_DIR, 'upload-latest.json'),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  await rm(work, { recursive: true, force: true });

  console.log(
    `\nmedian of ${rounds}: bare ${bare.toFixed(1)} MiB/s, bare+fsync ${bareFsync.toFixed(1)} MiB/s, app ${app.toFixed(1)} MiB/s, ratio ${ratio.toFixed(2)} ` +
      `(target >= ${TARGET.ratio}); app peak RSS growth ${growth.toFixed(1)} MiB (reported)`,
  );
  for (const kind of kinds) {
    const a = after[kind];
    console.log(
      `RSS ${kind.padEnd(10)} start ${a.startMiB.toFixed(1)} MiB, right after the round ` +
        `${a.rightAfterMiB.toFixed(1)}, ${settleSeconds} s later ${a.settledMiB.toFixed(1)} ` +
        `(${a.ratioToStart.toFixed(2)} of start${kind === 'app' ? `, target <= ${TARGET.rssBack}` : ''})`,
    );
  }
  console.log(
    `first large upload (cold, untimed): bare ${warmUps.bare.mibPerSecond.toFixed(1)} MiB/s, ` +
      `app ${warmUps.app.mibPerSecond.toFixed(1)} MiB/s, ratio ${coldRatio.toFixed(2)}`,
  );
  console.log(
    `server CPU per upload (median): ${kinds.map((kind) => `${kind} ${cpu[kind].toFixed(2)} s`).join(', ')}`,
  );
  console.log(
    `machine: nproc ${summary.machine.nproc}, node ${process.version}, ${cpuModel}; ` +
      `load average at the end ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
  );
  if (ratio < TARGET.ratio || after.app.ratioToStart > TARGET.rssBack) process.exitCode = 1;
}

// Throughput of POST /api/RefundCalculator against a bare Express route answering the same JSON
// after the same body parsing (the budget's baseline, issue 35), and against a bare node:http
// server (reported), in one run. Usage: node bench/refund-calculator.mjs [--duration 10] [--rounds 1]
//
// Three servers, measured alternately with autocannon (32 connections):
// - express: a bare Express 5 app, `app.post(path, express.json(), …)` answering the precomputed
//   estimate (the budget: the app at least 0.8 of it);
// - bare: node:http reading and parsing the body, answering the precomputed estimate;
// - app:  the real app, createApp({ pages: false }), exactly as server/app.ts builds it.
// The bench bundles the server with esbuild (dependencies stay in node_modules), so it needs no
// build step. Each server runs in its own child process; autocannon drives them from this one, so
// the load generator never shares an event loop with the server it measures.
// Results go to bench/results/ (gitignored). Exit code 1 when the app misses the target.
import { mkdir, mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  answerCpuRequests,
  loadBenchArgs,
  loadJsonPosts,
  machine,
  RESULTS_DIR,
  saveResult,
  serverCpuMicros,
  startServer,
  stopOnDisconnect,
  stopServer,
} from './lib.mjs';
import { bundleForNode } from '../scripts/bundle-node.mjs';

const SCRIPT = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SCRIPT), '..');
const BUNDLE = path.join(RESULTS_DIR, '.build', 'app.mjs');
const ENDPOINT = '/api/RefundCalculator';
const CONNECTIONS = 32;
const TARGET = { ratioOfExpress: 0.8, p99Ms: 20 };

// A family with every field given: the engine does its full work (tax, CTC, ACTC, EIC).
const BODY = JSON.stringify({
  income: 48_500,
  deductions: 0,
  filingStatus: 'head_of_household',
  withheld: 2_100,
  children: 2,
  taxYear: 2025,
});

const args = loadBenchArgs('3');

if (args.serve !== undefined) {
  await serve(args.serve);
} else {
  await main();
}

/** Child process: start one server, report its port, run until the parent disconnects. */
async function serve(kind) {
  let server;
  if (kind === 'app') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-refund-'));
    const { createApp } = await import(pathToFileURL(BUNDLE).href);
    const { listener, close } = await createApp({
      pages: false,
      // Access lines and metrics on, as in production (JSON lines on standard output, which
      // startServer sends to /dev/null).
      env: { DATA_DIR: dataDir, LOG_FORMAT: 'json' },
      log: () => {},
    });
    // The server's own listener, as server/index.ts builds it.
    server = http.createServer(listener).listen(0, '127.0.0.1');
    stopOnDisconnect(server, close, dataDir);
  } else if (kind === 'express') {
    // The budget's baseline: Express's own body parser, then the precomputed estimate.
    const { default: express } = await import('express');
    const answer = Buffer.from(process.env.BENCH_ANSWER ?? '{}');
    const app = express();
    app.post(ENDPOINT, express.json({ limit: '16kb' }), (_req, res) => {
      res.set('content-type', 'application/json; charset=utf-8');
      res.set('cache-control', 'no-store');
      res.send(answer);
    });
    server = http.createServer(app).listen(0, '127.0.0.1');
    process.on('disconnect', () => process.exit(0));
  } else {
    // The floor: read the body, parse it, answer the precomputed estimate for this body.
    const answer = Buffer.from(process.env.BENCH_ANSWER ?? '{}');
    server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': answer.length,
          'cache-control': 'no-store',
        });
        res.end(answer);
      });
    });
    server.listen(0, '127.0.0.1');
    process.on('disconnect', () => process.exit(0));
  }
  answerCpuRequests();
  server.once('listening', () => process.send({ port: server.address().port }));
}

async function load(autocannon, server, seconds) {
  const cpuBefore = await serverCpuMicros(server);
  const result = await loadJsonPosts(autocannon, server.url + ENDPOINT, BODY, {
    connections: CONNECTIONS,
    duration: seconds,
  });
  const cpuAfter = await serverCpuMicros(server);
  return {
    serverCpuMicrosPerRequest: Math.round((cpuAfter - cpuBefore) / result.requests.total),
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

async function measure(autocannon, kind, env, rounds, duration, warmup) {
  const server = await startServer(SCRIPT, kind, env);
  try {
    await load(autocannon, server, warmup);
    const runs = [];
    for (let round = 0; round < rounds; round++)
      runs.push(await load(autocannon, server, duration));
    return runs;
  } finally {
    await stopServer(server);
  }
}

/** Sum the counts, average the rates, keep the worst p99 across rounds. */
function combine(runs) {
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  return {
    serverCpuMicrosPerRequest: Math.round(sum('serverCpuMicrosPerRequest') / runs.length),
    requestsPerSecond: Math.round(sum('requestsPerSecond') / runs.length),
    latencyP50Ms: Math.max(...runs.map((run) => run.latencyP50Ms)),
    latencyP99Ms: Math.max(...runs.map((run) => run.latencyP99Ms)),
    requests: sum('requests'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
  };
}

async function main() {
  const duration = Number(args.duration);
  const warmup = Number(args.warmup);
  const rounds = Number(args.rounds);
  const { default: autocannon } = await import('autocannon');

  await mkdir(path.dirname(BUNDLE), { recursive: true });
  await bundleForNode({
    entryPoints: [path.join(ROOT, 'server', 'app.ts')],
    outfile: BUNDLE,
    target: 'node20',
  });

  // The answer our server gives for BODY is what the bare server sends back verbatim.
  const ours = await startServer(SCRIPT, 'app');
  const answerResponse = await fetch(ours.url + ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
  });
  const answer = await answerResponse.text();
  await stopServer(ours);
  if (answerResponse.status !== 200)
    throw new Error(`Our server answered ${answerResponse.status}`);

  console.log(`POST ${ENDPOINT}, ${CONNECTIONS} connections, ${rounds} × ${duration} s each`);
  const kinds = ['bare', 'express', 'app'];
  const runs = Object.fromEntries(kinds.map((kind) => [kind, []]));
  // Alternate, so a noisy moment on the machine is less likely to land on one side only.
  for (let round = 0; round < rounds; round++) {
    for (const kind of kinds) {
      const env = kind === 'app' ? {} : { BENCH_ANSWER: answer };
      runs[kind].push(...(await measure(autocannon, kind, env, 1, duration, warmup)));
    }
  }
  const bare = combine(runs.bare);
  const ratio = (a, b) => Math.round((a / b) * 100) / 100;
  const against = (result) => ({
    ratioOfExpress: ratio(result.requestsPerSecond, expressRoute.requestsPerSecond),
    ratioOfBare: ratio(result.requestsPerSecond, bare.requestsPerSecond),
    // How many of this server's requests the baseline's CPU serves: CPU time is less disturbed
    // by other work on a shared host than requests a second.
    cpuRatioOfExpress: ratio(
      expressRoute.serverCpuMicrosPerRequest,
      result.serverCpuMicrosPerRequest,
    ),
    cpuRatioOfBare: ratio(bare.serverCpuMicrosPerRequest, result.serverCpuMicrosPerRequest),
  });
  const expressRoute = combine(runs.express);
  const appResult = combine(runs.app);
  const failures = appResult.errors + appResult.timeouts + appResult.non2xx;
  const app = { ...appResult, ...against(appResult) };
  const pass =
    app.ratioOfExpress >= TARGET.ratioOfExpress &&
    app.latencyP99Ms < TARGET.p99Ms &&
    failures === 0;
  const express = { ...expressRoute, ...against(expressRoute) };

  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    connections: CONNECTIONS,
    durationSeconds: duration,
    rounds,
    body: JSON.parse(BODY),
    bare,
    express,
    app,
    loadAverage: os.loadavg(),
    target: TARGET,
    pass,
    runs,
  };

  console.table({ 'bare node:http': bare, 'bare Express route': express, 'app (createApp)': app });
  console.log(
    `budget: at least ${TARGET.ratioOfExpress} of the bare Express route's requests a second, ` +
      `p99 < ${TARGET.p99Ms} ms, no errors or non-2xx. app: ${app.ratioOfExpress} of Express, ` +
      `${app.ratioOfBare} of node:http: ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  await saveResult('refund-calculator', report);
  process.exitCode = pass ? 0 : 1;
}

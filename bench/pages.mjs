// Throughput of the prerendered pages / and /calculator against a bare node:http static server
// answering the same precompressed bytes from memory, in one run, for a brotli
// client (a browser: `Accept-Encoding: br, gzip`) and a gzip-only client.
// Usage: npm run build && node bench/pages.mjs [--duration 20] [--warmup 3]
//
// Our server is the production build (build/start.js, NODE_ENV=production) in a child process.
// Since decision 013 every response of a page is the same bytes per encoding, compressed once at
// start, so the bare server (also a child process) is handed exactly the response our server
// sends for each page and encoding (body and headers, fetched from it first) and writes it from
// memory with one writeHead and one end: the ceiling for "send this fixed response". autocannon drives both from this process; the server's
// resident memory is read from /proc/PID/status every 100 ms.
// Results go to bench/results/ (gitignored). Exit code 1 when a target is missed.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { machine, saveResult } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'build', 'start.js');
const PAGES = ['/', '/calculator'];
const CONNECTIONS = 64;
const ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** The two kinds of client, by what they take. */
const CLIENTS = {
  br: { accept: ACCEPT, 'accept-encoding': 'br, gzip' },
  gzip: { accept: ACCEPT, 'accept-encoding': 'gzip' },
};
const TARGET = { ratio: 0.9, rssGrowth: 1.1 };

const { values: args } = parseArgs({
  options: {
    serve: { type: 'string' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
  },
});

if (args.serve === 'bare') {
  await serveBare();
} else {
  await main();
}

/**
 * Child process: the ceiling. Answers each page with the bytes our server sent for the encoding
 * the request takes (brotli first, as ours), from memory.
 */
async function serveBare() {
  const pages = new Map(
    Object.entries(JSON.parse(process.env.BENCH_PAGES ?? '{}')).map(([key, page]) => [
      key,
      { body: Buffer.from(page.body, 'base64'), headers: page.headers },
    ]),
  );
  const server = http.createServer((req, res) => {
    const encoding = (req.headers['accept-encoding'] ?? '').includes('br') ? 'br' : 'gzip';
    const page = pages.get(`${encoding} ${req.url}`);
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, page.headers);
    res.end(page.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  process.send({ port: server.address().port });
  process.on('disconnect', () => process.exit(0));
}

async function startOurs() {
  const server = await startBuiltServer();
  return { name: 'ours', url: server.origin, pid: server.pid, stop: server.stop };
}

function startBare(pages) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', 'bare'], {
      env: { ...process.env, NODE_ENV: 'production', BENCH_PAGES: JSON.stringify(pages) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The bare server exited with ${code}`)));
    child.once('message', ({ port }) =>
      resolve({
        name: 'bare',
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        stop() {
          child.removeAllListeners('exit');
          const gone = once(child, 'exit');
          child.disconnect();
          return gone;
        },
      }),
    );
  });
}

/** The bytes as sent, with the encoding and the status. */
async function getRaw(url, headers) {
  const response = await new Promise((resolve, reject) => {
    http.get(url, { headers }, resolve).once('error', reject);
  });
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  // Node adds these itself, on both servers.
  const sent = Object.fromEntries(
    Object.entries(response.headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
    ),
  );
  return {
    status: response.statusCode,
    encoding: response.headers['content-encoding'] ?? 'identity',
    headers: sent,
    body: Buffer.concat(chunks),
  };
}

async function rssKiB(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
}

/** Samples the process's RSS every 100 ms while `work` runs. */
async function withRss(pid, work) {
  const samples = [];
  const timer = setInterval(() => {
    rssKiB(pid).then(
      (kib) => samples.push(kib),
      () => {},
    );
  }, 100);
  try {
    const before = await rssKiB(pid);
    const result = await work();
    return { result, before, samples };
  } finally {
    clearInterval(timer);
  }
}

async function load(autocannon, url, headers, seconds) {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    bytesPerRequest: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

async function measure(autocannon, server, page, headers, duration, warmup) {
  await load(autocannon, server.url + page, headers, warmup);
  const { result, before, samples } = await withRss(server.pid, () =>
    load(autocannon, server.url + page, headers, duration),
  );
  // Stable: the last quarter of the run peaks no higher than the first quarter, give or take 10%.
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const firstPeak = Math.max(...samples.slice(0, quarter));
  const lastPeak = Math.max(...samples.slice(-quarter));
  return {
    ...result,
    rssBeforeMiB: round(before / 1024),
    rssPeakMiB: round(Math.max(before, ...samples) / 1024),
    rssFirstQuarterPeakMiB: round(firstPeak / 1024),
    rssLastQuarterPeakMiB: round(lastPeak / 1024),
    rssStable: lastPeak <= firstPeak * TARGET.rssGrowth,
  };
}

function round(n) {
  return Math.round(n * 10) / 10;
}

async function main() {
  if (!existsSync(SERVER)) {
    console.error(`No build at ${SERVER}: run npm run build first.`);
    process.exit(1);
  }
  const duration = Number(args.duration);
  const warmup = Number(args.warmup);
  const { default: autocannon } = await import('autocannon');

  const ours = await startOurs();
  let bare;
  const results = [];
  try {
    // The bare server answers exactly the bytes our server sends, per page and encoding.
    const bytes = {};
    for (const page of PAGES) {
      for (const [encoding, headers] of Object.entries(CLIENTS)) {
        const answer = await getRaw(ours.url + page, headers);
        if (answer.status !== 200)
          throw new Error(`Our server answered ${page} with ${answer.status}`);
        if (answer.encoding !== encoding) {
          throw new Error(`Our server sent ${page} as ${answer.encoding} to a ${encoding} client`);
        }
        bytes[`${encoding} ${page}`] = {
          body: answer.body.toString('base64'),
          headers: answer.headers,
        };
      }
    }
    bare = await startBare(bytes);
    console.log(
      `GET ${PAGES.join(', ')}: ${CONNECTIONS} connections, ${duration} s each after ${warmup} s ` +
        `warm-up, brotli and gzip clients; both servers send the same bytes`,
    );
    for (const page of PAGES) {
      for (const [encoding, headers] of Object.entries(CLIENTS)) {
        const bareResult = await measure(autocannon, bare, page, headers, duration, warmup);
        const ourResult = await measure(autocannon, ours, page, headers, duration, warmup);
        const ratio =
          Math.round((ourResult.requestsPerSecond / bareResult.requestsPerSecond) * 100) / 100;
        results.push({ page, encoding, bare: bareResult, ours: ourResult, ratio });
      }
    }
  } finally {
    await ours.stop();
    await bare?.stop();
  }

  const lines = [
    '| page | client | server | req/s | p50 ms | p99 ms | bytes/response | errors + timeouts + non-2xx | RSS before → peak MiB | RSS stable | ratio |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |',
  ];
  for (const { page, encoding, bare: b, ours: o, ratio } of results) {
    for (const [name, r] of [
      ['bare node:http', b],
      ['ours', o],
    ]) {
      lines.push(
        `| ${page} | ${encoding} | ${name} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ` +
          `${r.bytesPerRequest} | ${r.errors + r.timeouts + r.non2xx} | ` +
          `${r.rssBeforeMiB} → ${r.rssPeakMiB} | ${r.rssStable ? 'yes' : 'no'} | ` +
          `${name === 'ours' ? ratio.toFixed(2) : ''} |`,
      );
    }
  }
  console.log(lines.join('\n'));

  const misses = [];
  for (const { page, encoding, ours: o, ratio } of results) {
    const what = `${page} (${encoding})`;
    if (ratio < TARGET.ratio) misses.push(`${what}: ratio ${ratio} < ${TARGET.ratio}`);
    const failures = o.errors + o.timeouts + o.non2xx;
    if (failures > 0) misses.push(`${what}: ${failures} errors, timeouts or non-2xx`);
    if (!o.rssStable) {
      misses.push(
        `${what}: RSS grew from ${o.rssFirstQuarterPeakMiB} to ${o.rssLastQuarterPeakMiB} MiB`,
      );
    }
  }
  for (const miss of misses) console.log(`target missed: ${miss}`);

  const record = {
    date: new Date().toISOString(),
    command: `node bench/pages.mjs --duration ${duration} --warmup ${warmup}`,
    machine: machine(),
    connections: CONNECTIONS,
    clients: CLIENTS,
    results,
    misses,
  };
  await saveResult('pages', record);
  process.exitCode = misses.length > 0 ? 1 : 0;
}

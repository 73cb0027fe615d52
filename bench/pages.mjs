// Throughput of the prerendered pages / and /calculator against a bare node:http server answering
// the same bytes from memory, in one run (issue 5).
// Usage: npm run build && node bench/pages.mjs [--duration 20] [--warmup 3]
//
// Our server is the production build (build/start.js, NODE_ENV=production) in a child process.
// The bare server, also a child process, holds each page's HTML as our server sends it, compressed
// once at start with the encoding our server picks for `Accept-Encoding: br, gzip` (gzip since
// decision 008; brotli would be used at quality 11), at gzip level 9: it only writes bytes, a
// ceiling. Our server adds a fresh CSP nonce to every response, so it cannot send one fixed body. autocannon drives both from this process, with the headers a
// browser sends; the server's resident memory is read from /proc/PID/status every 100 ms.
// Results go to bench/results/ (gitignored). Exit code 1 when a target is missed.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuiltServer } from '../scripts/built-server.mjs';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const SERVER = path.join(ROOT, 'build', 'start.js');
const PAGES = ['/', '/calculator'];
const CONNECTIONS = 64;
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
};
const TARGET = { ratio: 0.5, rssGrowth: 1.1 };

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

/** Child process: the ceiling. Answers each page with its bytes, compressed once, from memory. */
async function serveBare() {
  const encoding = process.env.BENCH_ENCODING ?? 'br';
  const compress = (html) =>
    encoding === 'br'
      ? brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(Buffer.from(html), { level: 9 });
  const pages = new Map(
    Object.entries(JSON.parse(process.env.BENCH_PAGES ?? '{}')).map(([page, html]) => [
      page,
      compress(html),
    ]),
  );
  const server = http.createServer((req, res) => {
    const body = pages.get(req.url ?? '');
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': encoding,
      'content-length': body.length,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    });
    res.end(body);
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

function startBare(pages, encoding) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', 'bare'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        BENCH_PAGES: JSON.stringify(pages),
        BENCH_ENCODING: encoding,
      },
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

/** What a browser gets: the encoding and the decoded page. */
async function get(url) {
  const response = await new Promise((resolve, reject) => {
    http.get(url, { headers: BROWSER_HEADERS }, resolve).once('error', reject);
  });
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  const raw = Buffer.concat(chunks);
  const encoding = response.headers['content-encoding'] ?? 'identity';
  const body =
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return { status: response.statusCode, encoding, body: body.toString('utf8') };
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

async function load(autocannon, url, seconds) {
  const result = await autocannon({
    url,
    headers: BROWSER_HEADERS,
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

async function measure(autocannon, server, page, duration, warmup) {
  await load(autocannon, server.url + page, warmup);
  const { result, before, samples } = await withRss(server.pid, () =>
    load(autocannon, server.url + page, duration),
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

function machine() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
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
    // The bare server answers what our server answers, minus the per-response nonce.
    const html = {};
    let encoding = 'identity';
    for (const page of PAGES) {
      const answer = await get(ours.url + page);
      if (answer.status !== 200)
        throw new Error(`Our server answered ${page} with ${answer.status}`);
      html[page] = answer.body;
      encoding = answer.encoding;
    }
    if (encoding !== 'br' && encoding !== 'gzip') throw new Error(`Our server sent ${encoding}`);
    bare = await startBare(html, encoding);
    const encodings = await Promise.all(
      [ours, bare].map(async (server) => (await get(server.url + PAGES[0])).encoding),
    );
    if (encodings[0] !== encodings[1]) {
      throw new Error(`Encodings differ: ours ${encodings[0]}, bare ${encodings[1]}`);
    }

    console.log(
      `GET ${PAGES.join(', ')}: ${CONNECTIONS} connections, ${duration} s each after ${warmup} s ` +
        `warm-up, Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']} (both answer ${encodings[0]})`,
    );
    for (const page of PAGES) {
      const bareResult = await measure(autocannon, bare, page, duration, warmup);
      const ourResult = await measure(autocannon, ours, page, duration, warmup);
      const ratio =
        Math.round((ourResult.requestsPerSecond / bareResult.requestsPerSecond) * 100) / 100;
      results.push({ page, bare: bareResult, ours: ourResult, ratio });
    }
  } finally {
    await ours.stop();
    await bare?.stop();
  }

  const lines = [
    '| page | server | req/s | p50 ms | p99 ms | bytes/response | errors + timeouts + non-2xx | RSS before → peak MiB | RSS stable | ratio |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |',
  ];
  for (const { page, bare: b, ours: o, ratio } of results) {
    for (const [name, r] of [
      ['bare node:http', b],
      ['ours', o],
    ]) {
      lines.push(
        `| ${page} | ${name} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ` +
          `${r.bytesPerRequest} | ${r.errors + r.timeouts + r.non2xx} | ` +
          `${r.rssBeforeMiB} → ${r.rssPeakMiB} | ${r.rssStable ? 'yes' : 'no'} | ` +
          `${name === 'ours' ? ratio.toFixed(2) : ''} |`,
      );
    }
  }
  console.log(lines.join('\n'));

  const misses = [];
  for (const { page, ours: o, ratio } of results) {
    if (ratio < TARGET.ratio) misses.push(`${page}: ratio ${ratio} < ${TARGET.ratio}`);
    const failures = o.errors + o.timeouts + o.non2xx;
    if (failures > 0) misses.push(`${page}: ${failures} errors, timeouts or non-2xx`);
    if (!o.rssStable) {
      misses.push(
        `${page}: RSS grew from ${o.rssFirstQuarterPeakMiB} to ${o.rssLastQuarterPeakMiB} MiB`,
      );
    }
  }
  for (const miss of misses) console.log(`target missed: ${miss}`);

  await mkdir(RESULTS_DIR, { recursive: true });
  const record = {
    date: new Date().toISOString(),
    command: `node bench/pages.mjs --duration ${duration} --warmup ${warmup}`,
    machine: machine(),
    connections: CONNECTIONS,
    headers: BROWSER_HEADERS,
    results,
    misses,
  };
  const json = `${JSON.stringify(record, null, 2)}\n`;
  const stamp = record.date.replaceAll(':', '-').replaceAll('.', '-');
  await writeFile(path.join(RESULTS_DIR, `pages-${stamp}.json`), json);
  await writeFile(path.join(RESULTS_DIR, 'pages-latest.json'), json);
  process.exitCode = misses.length > 0 ? 1 : 0;
}

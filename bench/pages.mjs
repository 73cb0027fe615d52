// Throughput of the public pages / and /calculator from the production build against two
// baselines answering the same bytes, in one run, for a brotli client (a browser:
// `Accept-Encoding: br, gzip`) and a gzip-only client.
// Usage: npm run build && node bench/pages.mjs [--duration 20] [--warmup 3] [--rounds 1]
//   [--rate 200]: each server at that many requests a second (all connections together) instead
//   of as fast as it can; the budget is then our p99 latency (issue 47: at most 50 ms at 200/s).
//
// - ours: the production build (build/server/index.js, NODE_ENV=production) in a child process;
// - bare Express (the budget's baseline): a bare Express 5 app serving the same rendered files with
//   the static middleware and options decision 123's pages had (express-static-gzip, brotli first,
//   no index, the same headers set from each file): the files are the page's HTML, brotli and gzip
//   bytes exactly as our server sends them (fetched from it first), written to a temporary folder
//   as decision 123's server wrote them (`/` → index.html, index.html.br, index.html.gz);
// - bare node:http (reported): the same response, body and headers, written from memory with one
//   writeHead and one end: the ceiling for "send this fixed response".
// Each baseline is a child process of this bench; autocannon drives all three from this process,
// one after the other for each cell (and again each round), so that they share the host's load.
// The server's resident memory is read from /proc/PID/status every 100 ms.
// Results go to bench/results/ (gitignored). Exit code 1 when a budget is missed.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { machine, saveResult } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'build', 'server', 'index.js');
const PAGES = ['/', '/calculator'];
const CONNECTIONS = 64;
const ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** The two kinds of client, by what they take. */
const CLIENTS = {
  br: { accept: ACCEPT, 'accept-encoding': 'br, gzip' },
  gzip: { accept: ACCEPT, 'accept-encoding': 'gzip' },
};
/** The budget (issue 35): brotli clients, against the bare Express app; at a fixed rate, p99. */
const TARGET = { ratioOfExpress: 0.8, budgetClient: 'br', rssGrowth: 1.1, p99Ms: 50 };
/** Headers the static middleware writes itself (from the file), on both Express servers. */
const FROM_FILE = ['content-length', 'content-type', 'content-encoding', 'etag', 'last-modified'];
/** Headers Node writes itself, on every server. */
const FROM_NODE = ['date', 'connection', 'keep-alive'];

const { values: args } = parseArgs({
  options: {
    serve: { type: 'string' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '1' },
    rate: { type: 'string' },
  },
});

if (args.serve === 'bare') {
  await serveBare();
} else if (args.serve === 'express') {
  await serveExpress();
} else {
  await main();
}

/** The pages as the bench hands them to a baseline: `${encoding} ${path}` → body and headers. */
function pagesFromEnv() {
  return new Map(
    Object.entries(JSON.parse(process.env.BENCH_PAGES ?? '{}')).map(([key, page]) => [
      key,
      { body: Buffer.from(page.body, 'base64'), headers: page.headers },
    ]),
  );
}

/** Child process: reports its port, exits when the bench lets go of it. */
async function listen(server) {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  process.send({ port: server.address().port });
  process.on('disconnect', () => process.exit(0));
}

/**
 * Child process, reported: answers each page with the bytes our server sent for the encoding the
 * request takes (brotli first, as ours), from memory.
 */
async function serveBare() {
  const pages = pagesFromEnv();
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
  await listen(server);
}

/** `/` → `/index.html`, `/calculator` → `/calculator.html`, as decision 123's server named the files. */
function fileOf(pagePath) {
  return pagePath === '/' ? '/index.html' : `${pagePath}.html`;
}

/**
 * Child process, the budget's baseline: a bare Express app serving the same files with
 * express-static-gzip and the options decision 123's server gave it; each file's other headers (the
 * policy, Cache-Control, Vary) are set from what our server sent, as that server set them.
 */
async function serveExpress() {
  const { default: express } = await import('express');
  const { default: expressStaticGzip } = await import('express-static-gzip');
  const dir = process.env.BENCH_DIR;
  const pages = pagesFromEnv();
  const headersByFile = new Map();
  for (const [key, page] of pages) {
    const pagePath = key.slice(key.indexOf(' ') + 1);
    const extra = Object.entries(page.headers).filter(([name]) => !FROM_FILE.includes(name));
    headersByFile.set(path.join(dir, fileOf(pagePath)), extra);
  }
  const files = new Map(PAGES.map((page) => [page, fileOf(page)]));
  const app = express();
  app.use((req, _res, next) => {
    const file = files.get(req.path);
    if (file !== undefined) req.url = file;
    next();
  });
  app.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        cacheControl: false,
        setHeaders: (res, file) => {
          for (const [name, value] of headersByFile.get(file.replace(/\.(br|gz)$/, '')) ?? []) {
            res.setHeader(name, value);
          }
        },
      },
    }),
  );
  await listen(http.createServer(app));
  process.on('disconnect', () => rm(dir, { recursive: true, force: true }));
}

async function startOurs() {
  const server = await startBuiltServer();
  return { name: 'ours', url: server.origin, pid: server.pid, stop: server.stop };
}

function startBaseline(kind, env) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', kind], {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The ${kind} server exited with ${code}`)));
    child.once('message', ({ port }) =>
      resolve({
        name: kind,
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
  const sent = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !FROM_NODE.includes(name)),
  );
  return {
    status: response.statusCode,
    encoding: response.headers['content-encoding'] ?? 'identity',
    headers: sent,
    body: Buffer.concat(chunks),
  };
}

/** User + system CPU seconds of a process, all its threads (proc(5), fields 14 and 15). */
async function cpuSeconds(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
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
  const rate = args.rate === undefined ? {} : { overallRate: Number(args.rate) };
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    ...rate,
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
  const cpuBefore = await cpuSeconds(server.pid);
  const { result, before, samples } = await withRss(server.pid, () =>
    load(autocannon, server.url + page, headers, duration),
  );
  const cpu = (await cpuSeconds(server.pid)) - cpuBefore;
  // Stable: the last quarter of the run peaks no higher than the first quarter, give or take 10%.
  const quarter = Math.max(1, Math.floor(samples.length / 4));
  const firstPeak = Math.max(...samples.slice(0, quarter));
  const lastPeak = Math.max(...samples.slice(-quarter));
  return {
    ...result,
    serverCpuMicrosPerRequest: Math.round((cpu * 1e6) / Math.max(result.requests, 1)),
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

function ratio(a, b) {
  return Math.round((a / b) * 100) / 100;
}

/** The middle value; of an even count, the mean of the two middle ones. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The fetched pages, each encoding's file written as decision 123's server wrote it. */
async function writeFiles(dir, identity, bytes) {
  for (const page of PAGES) {
    const file = path.join(dir, fileOf(page));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, identity[page]);
    await writeFile(`${file}.br`, Buffer.from(bytes[`br ${page}`].body, 'base64'));
    await writeFile(`${file}.gz`, Buffer.from(bytes[`gzip ${page}`].body, 'base64'));
  }
}

async function main() {
  if (!existsSync(SERVER)) {
    console.error(`No build at ${SERVER}: run npm run build first.`);
    process.exit(1);
  }
  const duration = Number(args.duration);
  const warmup = Number(args.warmup);
  const rounds = Number(args.rounds);
  const { default: autocannon } = await import('autocannon');

  const ours = await startOurs();
  const baselines = [];
  const runs = [];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pages-'));
  try {
    // Both baselines answer exactly the bytes our server sends, per page and encoding.
    const bytes = {};
    const identity = {};
    for (const page of PAGES) {
      const plain = await getRaw(ours.url + page, {
        accept: ACCEPT,
        'accept-encoding': 'identity',
      });
      if (plain.status !== 200) throw new Error(`Our server answered ${page} with ${plain.status}`);
      identity[page] = plain.body;
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
    await writeFiles(dir, identity, bytes);
    const env = { BENCH_PAGES: JSON.stringify(bytes), BENCH_DIR: dir };
    baselines.push(await startBaseline('bare', env), await startBaseline('express', env));
    // The Express baseline must send what ours sends, byte for byte.
    for (const page of PAGES) {
      for (const [encoding, headers] of Object.entries(CLIENTS)) {
        const answer = await getRaw(baselines[1].url + page, headers);
        if (!answer.body.equals(Buffer.from(bytes[`${encoding} ${page}`].body, 'base64'))) {
          throw new Error(`The bare Express app sent other bytes for ${page} (${encoding})`);
        }
      }
    }
    console.log(
      `GET ${PAGES.join(', ')}: ${CONNECTIONS} connections, ${duration} s each after ${warmup} s ` +
        `warm-up, brotli and gzip clients, ${rounds} round(s); the three servers send the same bytes`,
    );
    const servers = [...baselines, ours];
    for (let r = 0; r < rounds; r++) {
      for (const page of PAGES) {
        for (const [encoding, headers] of Object.entries(CLIENTS)) {
          const cell = { round: r + 1, page, encoding };
          for (const server of servers) {
            cell[server.name] = await measure(autocannon, server, page, headers, duration, warmup);
          }
          runs.push(cell);
          console.log(
            `round ${r + 1} ${page} ${encoding}: bare ${cell.bare.requestsPerSecond}, ` +
              `express ${cell.express.requestsPerSecond}, ours ${cell.ours.requestsPerSecond} req/s; ` +
              `CPU ${cell.bare.serverCpuMicrosPerRequest}, ${cell.express.serverCpuMicrosPerRequest}, ` +
              `${cell.ours.serverCpuMicrosPerRequest} µs/req`,
          );
        }
      }
    }
  } finally {
    await ours.stop();
    for (const baseline of baselines) await baseline.stop();
    await rm(dir, { recursive: true, force: true });
  }

  // Per cell: the median of the rounds' requests a second, and of each round's ratios.
  const results = [];
  for (const page of PAGES) {
    for (const encoding of Object.keys(CLIENTS)) {
      const cells = runs.filter((run) => run.page === page && run.encoding === encoding);
      const rps = (name) => median(cells.map((cell) => cell[name].requestsPerSecond));
      const last = cells.at(-1);
      results.push({
        page,
        encoding,
        requestsPerSecond: { bare: rps('bare'), express: rps('express'), ours: rps('ours') },
        ratioOfExpress: median(
          cells.map((c) => ratio(c.ours.requestsPerSecond, c.express.requestsPerSecond)),
        ),
        ratioOfBare: median(
          cells.map((c) => ratio(c.ours.requestsPerSecond, c.bare.requestsPerSecond)),
        ),
        expressOfBare: median(
          cells.map((c) => ratio(c.express.requestsPerSecond, c.bare.requestsPerSecond)),
        ),
        // The server CPU a request: less disturbed than requests a second by other work on a
        // shared host; the ratio is how many of our requests the baseline's CPU would serve.
        cpuMicrosPerRequest: {
          bare: median(cells.map((c) => c.bare.serverCpuMicrosPerRequest)),
          express: median(cells.map((c) => c.express.serverCpuMicrosPerRequest)),
          ours: median(cells.map((c) => c.ours.serverCpuMicrosPerRequest)),
        },
        cpuRatioOfExpress: median(
          cells.map((c) =>
            ratio(c.express.serverCpuMicrosPerRequest, c.ours.serverCpuMicrosPerRequest),
          ),
        ),
        oursP99Ms: Math.max(...cells.map((cell) => cell.ours.latencyP99Ms)),
        p99Ms: ['bare', 'express', 'ours'].map((name) =>
          Math.max(...cells.map((cell) => cell[name].latencyP99Ms)),
        ),
        oursFailures: cells.reduce(
          (sum, c) => sum + c.ours.errors + c.ours.timeouts + c.ours.non2xx,
          0,
        ),
        oursRss: `${last.ours.rssBeforeMiB} → ${last.ours.rssPeakMiB}`,
        oursRssStable: cells.every((cell) => cell.ours.rssStable),
        bytesPerResponse: last.ours.bytesPerRequest,
      });
    }
  }

  const lines = [
    '| page | client | bare node:http req/s | bare Express req/s | ours req/s | ours / Express | ours / node:http | Express / node:http | CPU µs/req node:http, Express, ours | CPU ours / Express | ours p99 ms | failures | ours RSS MiB | stable |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- | --- |',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.page} | ${r.encoding} | ${r.requestsPerSecond.bare} | ${r.requestsPerSecond.express} | ` +
        `${r.requestsPerSecond.ours} | ${r.ratioOfExpress.toFixed(2)} | ${r.ratioOfBare.toFixed(2)} | ` +
        `${r.expressOfBare.toFixed(2)} | ${Object.values(r.cpuMicrosPerRequest).join(', ')} | ` +
        `${r.cpuRatioOfExpress.toFixed(2)} | ${r.oursP99Ms} | ${r.oursFailures} | ${r.oursRss} | ` +
        `${r.oursRssStable ? 'yes' : 'no'} |`,
    );
  }
  console.log(lines.join('\n'));

  const misses = [];
  for (const r of results) {
    const what = `${r.page} (${r.encoding})`;
    if (args.rate !== undefined) {
      console.log(
        `${what}: p99 ms node:http, Express, ours at ${args.rate}/s: ${r.p99Ms.join(', ')}`,
      );
      if (r.oursP99Ms > TARGET.p99Ms)
        misses.push(`${what}: p99 ${r.oursP99Ms} ms > ${TARGET.p99Ms}`);
    } else if (r.encoding === TARGET.budgetClient && r.ratioOfExpress < TARGET.ratioOfExpress) {
      misses.push(`${what}: ${r.ratioOfExpress} of bare Express < ${TARGET.ratioOfExpress}`);
    }
    if (r.oursFailures > 0) misses.push(`${what}: ${r.oursFailures} errors, timeouts or non-2xx`);
    if (!r.oursRssStable) misses.push(`${what}: our server's RSS grew during a run`);
  }
  for (const miss of misses) console.log(`budget missed: ${miss}`);
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const record = {
    date: new Date().toISOString(),
    command: `node bench/pages.mjs --duration ${duration} --warmup ${warmup} --rounds ${rounds}`,
    machine: machine(),
    loadAverage: os.loadavg(),
    connections: CONNECTIONS,
    clients: CLIENTS,
    target: TARGET,
    results,
    runs,
    misses,
  };
  await saveResult('pages', record);
  process.exitCode = misses.length > 0 ? 1 : 0;
}

// Contact messages stored per second: the contact page's Send as its fetcher posts it (POST
// /contact.data, form-encoded, to the route's action: the one server path of a message, decision
// 136) through the app against a bare node:http handler that reads the same form and writes the
// same rows (the message and its new case) through the same driver and the same one SQL call
// (Kysely on PGlite or pg), in one run (target: the app at least 0.5 of bare). Both engines unless
// --engine says one. Needs the React Router build (`npm run build`): the action is a page's.
// Usage: node bench/contact.mjs [--engine pglite|postgres|both] [--duration 10] [--rounds 1]
// Each server runs in a child process; autocannon drives them from this one. Results go to
// bench/results/ (gitignored).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  answerCpuRequests,
  loadBenchArgs,
  serverCpuMicros,
  startServer,
  stopOnDisconnect,
  stopServer,
} from './lib.mjs';
import { buildOffice, officeModule, RESULTS_DIR, ROOT } from './office-build.mjs';

const ENDPOINT = '/contact.data';
const CONNECTIONS = 16;
const TARGET = 0.5;
const BODY = new URLSearchParams({
  name: 'Ana Lopez',
  email: 'ana@example.com',
  message: 'When will my refund arrive? I uploaded my W-2 last week.',
  website: '',
  intent: 'send',
}).toString();

const args = loadBenchArgs('2', { engine: { type: 'string', default: 'both' } });

/** A counter that names each request's client address. */
let sent = Math.floor(Math.random() * 2 ** 20);

if (args.serve !== undefined) await serve(args.serve);
else await main();

async function serve(kind) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-contact-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  let server;
  let close;
  if (kind === 'app') {
    // The built server (npm run build): the contact page's action answers the message.
    const built = pathToFileURL(path.join(ROOT, 'build', 'server', 'index.js')).href;
    const { createBuiltApp } = await import(built);
    const running = await createBuiltApp({
      env: {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        // Each request comes from its own address (X-Forwarded-For), as from many visitors.
        TRUST_PROXY: 'true',
        // Access lines and metrics on, as in production (JSON lines on standard output, which
        // startServer sends to /dev/null).
        LOG_FORMAT: 'json',
      },
      log: () => {},
    });
    // Served as production serves it (server/index.ts): the app's listener.
    server = http.createServer(running.listener);
    server.listen(0, '127.0.0.1');
    close = running.close;
  } else {
    // The floor: read and parse the form, do the same database work as the app (the message, its
    // new case with a fresh reference, the case's event, under the client's limit: the one call
    // contact_send_in_case, migration 4), answer 201 with the id and reference.
    const { openDatabase } = await officeModule('db');
    const { newReference } = await officeModule('reference');
    const { sql } = await import('kysely');
    const database = await openDatabase({ databaseUrl, dataDir });
    server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', async () => {
        const body = Object.fromEntries(
          new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        );
        const client = String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress);
        const result = await sql`
          select message_id, reference from contact_send_in_case(
            ${body.name}, ${body.email}, ${body.message}, ${client}, ${5}, ${600_000},
            ${null}, ${null}, ${null}, ${null}, ${newReference()}, ${null}, ${null})`.execute(
          database.db,
        );
        const row = { id: result.rows[0].message_id, reference: result.rows[0].reference };
        const answer = JSON.stringify(row);
        res.writeHead(201, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(answer),
          'cache-control': 'no-store',
        });
        res.end(answer);
      });
    });
    server.listen(0, '127.0.0.1');
    close = () => database.close();
  }
  stopOnDisconnect(server, close, dataDir);
  answerCpuRequests();
  server.once('listening', () => process.send({ port: server.address().port }));
}

/**
 * CPU time (µs) of a PostgreSQL server: its backends (the postmaster's children) and what the
 * postmaster has reaped from those that ended. Linux /proc only; null elsewhere.
 */
async function clusterCpu(postmaster) {
  if (postmaster === undefined) return null;
  const { readdir, readFile } = await import('node:fs/promises');
  const fields = async (pid) => {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    // After the command name in parentheses: state, ppid, ... utime (14), stime, cutime, cstime.
    return stat === null ? null : stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  };
  const own = await fields(postmaster);
  if (own === null) return null;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of await readdir('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    const f = await fields(entry);
    if (f !== null && Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
  }
  // Clock ticks to µs: USER_HZ is 100 on Linux.
  return ticks * 10_000;
}

async function load(autocannon, server, seconds) {
  const result = await autocannon({
    url: server.url + ENDPOINT,
    method: 'POST',
    body: BODY,
    connections: CONNECTIONS,
    duration: seconds,
    // Many visitors, one message each: the per-client limit (5 in 10 minutes) never refuses.
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              // From the site's own page, as the browser's fetcher sends it.
              origin: server.url,
              'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            },
          };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function measure(autocannon, kind, env, postmaster) {
  const server = await startServer(fileURLToPath(import.meta.url), kind, env);
  try {
    await load(autocannon, server, Number(args.warmup));
    const runs = [];
    const cpuBefore = [await serverCpuMicros(server), await clusterCpu(postmaster)];
    for (let round = 0; round < Number(args.rounds); round++) {
      runs.push(await load(autocannon, server, Number(args.duration)));
    }
    const cpuAfter = [await serverCpuMicros(server), await clusterCpu(postmaster)];
    const requests = runs.reduce((t, r) => t + r.requests, 0);
    const perRequest = (i) =>
      cpuBefore[i] === null ? null : Math.round((cpuAfter[i] - cpuBefore[i]) / requests);
    return {
      // CPU per message, µs: the server process (with PGlite, the database too), and PostgreSQL.
      serverCpuUs: perRequest(0),
      databaseCpuUs: perRequest(1),
      requestsPerSecond: Math.round(
        runs.reduce((t, r) => t + r.requestsPerSecond, 0) / runs.length,
      ),
      latencyP99Ms: Math.max(...runs.map((r) => r.latencyP99Ms)),
      errors: runs.reduce((t, r) => t + r.errors, 0),
      non2xx: runs.reduce((t, r) => t + r.non2xx, 0),
    };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  await buildOffice();
  const { default: autocannon } = await import('autocannon');
  const engines = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine];
  const results = {};
  let met = true;
  for (const engine of engines) {
    let pg;
    const env = {};
    if (engine === 'postgres') {
      const { startPostgres } = await officeModule('postgres');
      pg = await startPostgres();
    }
    try {
      const urlFor = async () => (pg ? { BENCH_DATABASE_URL: await pg.newDatabaseUrl() } : env);
      const bare = await measure(autocannon, 'bare', await urlFor(), pg?.pid);
      const app = await measure(autocannon, 'app', await urlFor(), pg?.pid);
      const ratio = app.requestsPerSecond / bare.requestsPerSecond;
      results[engine] = { bare, app, ratio: Number(ratio.toFixed(2)) };
      met &&= ratio >= TARGET && app.errors === 0 && app.non2xx === 0;
      console.log(
        `${engine}: app ${app.requestsPerSecond}/s vs bare ${bare.requestsPerSecond}/s = ${ratio.toFixed(2)} (target ≥ ${TARGET}); app p99 ${app.latencyP99Ms} ms, non-2xx ${app.non2xx}`,
      );
      const cpu = (r) =>
        `server ${r.serverCpuUs} µs` +
        (r.databaseCpuUs === null ? '' : ` + PostgreSQL ${r.databaseCpuUs} µs`);
      console.log(`  CPU per message: app ${cpu(app)}; bare ${cpu(bare)}`);
    } finally {
      await pg?.stop();
    }
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(
    RESULTS_DIR,
    `contact-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(
    file,
    JSON.stringify({ connections: CONNECTIONS, duration: Number(args.duration), results }, null, 2),
  );
  console.log(`Results: ${path.relative(process.cwd(), file)}`);
  process.exit(met ? 0 : 1);
}

// The home page's latency while junk bodies are posted to the signing forms (issue 52): four
// clients each post a multipart body of junk declared as 1 GiB to /case/signing/paper (with a case
// cookie, so the form reads it), again as soon as each is answered, while autocannon asks for `/`.
// Before the fix each body was read to its end (1 GiB in 9.7 s; the home page's p99 went from 28
// to 985 ms); now it is refused at the form's cap. Usage, after `npm run build`:
//   node bench/junk-bodies.mjs [--seconds 10] [--posters 4] [--bodies 1]
// --bodies: junk bodies each poster sends in turn (1: the four bodies; 0: again and again
// for the whole window, each refused body costing the case page's 413 render).
// Prints and saves (bench/results/junk-bodies-latest.json) the p50, p99 and max of `/` without and
// with the posters, and how many junk bodies were refused and how much of them was sent.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machine, saveResult } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GIB = 1024 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    posters: { type: 'string', default: '4' },
    port: { type: 'string', default: '3937' },
    // Junk bodies each poster sends, one after the other (0: as many as the window takes).
    bodies: { type: 'string', default: '1' },
  },
});
const seconds = Number(args.seconds);
const port = Number(args.port);
const url = `http://127.0.0.1:${port}`;

/** The built server on its own DATA_DIR, as `npm run serve` runs it. */
async function startBuilt(dataDir) {
  const child = spawn(process.execPath, [path.join(ROOT, 'build', 'server', 'index.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 600; tries += 1) {
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** A case cookie, from a contact message sent as the page's form sends it. */
async function caseCookie() {
  const response = await fetch(`${url}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
    body: new URLSearchParams({
      name: 'Bench Client',
      email: 'bench@example.com',
      message: 'Junk bodies bench',
      website: '',
      intent: 'send',
    }).toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => /^(__Host-)?qr_case=/.test(pair));
  if (cookie === undefined) throw new Error(`no case cookie (contact answered ${response.status})`);
  return cookie;
}

/** One junk body declared as 1 GiB, sent until the server answers or closes: bytes sent, status. */
function junkPost(cookie) {
  const head = [
    'POST /case/signing/paper HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Content-Type: multipart/form-data; boundary=----never-in-the-body',
    `Content-Length: ${GIB}`,
    `Cookie: ${cookie}`,
    `Origin: ${url}`,
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let received = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ sent, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0) });
    };
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (received.includes('\r\n\r\n')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    const pump = () => {
      while (!done && sent < GIB) {
        sent += CHUNK.length;
        if (!socket.write(CHUNK)) return void socket.once('drain', pump);
      }
    };
    socket.once('connect', () => {
      socket.write(head);
      pump();
    });
  });
}

async function homeLatency() {
  const result = await autocannon({ url: `${url}/`, connections: 4, duration: seconds });
  return { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-junk-'));
const server = await startBuilt(dataDir);
try {
  const cookie = await caseCookie();
  await autocannon({ url: `${url}/`, connections: 4, duration: 2 }); // warm-up
  const quiet = await homeLatency();
  let stop = false;
  const refused = { bodies: 0, bytes: 0, statuses: {} };
  const bodies = Number(args.bodies);
  const poster = async () => {
    for (let n = 0; !stop && (bodies === 0 || n < bodies); n += 1) {
      const { sent, status } = await junkPost(cookie);
      refused.bodies += 1;
      refused.bytes += sent;
      refused.statuses[status] = (refused.statuses[status] ?? 0) + 1;
    }
  };
  const posters = Array.from({ length: Number(args.posters) }, poster);
  const busy = await homeLatency();
  stop = true;
  await Promise.all(posters);
  const record = {
    at: new Date().toISOString(),
    machine: machine(),
    seconds,
    posters: Number(args.posters),
    bodiesPerPoster: bodies,
    home: { quiet, withJunk: busy },
    junk: { ...refused, mibPerBody: refused.bytes / refused.bodies / 1048576 },
  };
  console.log(JSON.stringify(record, null, 2));
  await saveResult('junk-bodies', record);
} finally {
  server.kill();
  await rm(dataDir, { recursive: true, force: true });
}

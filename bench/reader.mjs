// The W-2 reader's budgets (RETURN.md §3, issue 39), measured as the server reads: each document in
// a reading process of its own (server/reader/reading-process.ts), with nothing fetched.
// 1. A payroll provider's PDF W-2 (text layer) read in under 1 s, and a 12-megapixel phone photo
//    of one (askew 3°, noisy, JPEG) in under 20 s on 2 cores; the reading process's peak resident
//    memory (getrusage's maxrss, reported by the process itself) under 512 MiB. Every reading must
//    give the exact figures.
// 2. With the production build (npm run build first; skipped without it or with --no-load): the
//    p99 latency of GET / and POST /api/RefundCalculator under the same load, without and then
//    with photos being read back to back beside the server; the second at most 1.5x the first.
// 3. W-2s of every layout family (issue 46, ESTIMATE.md §3): documents from the generator
//    (server/reader/w2-generator.testing.ts) made with held-out seeds the tests never see, each as
//    a text PDF, a scan and a 12-MP phone photo; exact / could not read / wrong per family and per
//    medium, and the time per document. Targets: text PDFs 100% exact, scans and photos at least
//    90% exact, 0 wrong, in every family.
// Usage: npm run bench:reader [-- --rounds 3 --duration 10 --no-load --families 4 --seed 1001
//   --only-families --media scan,photo]
// (--media: the media read, all three by default; scans and photos alone make a larger held-out
// OCR set in the same time, e.g. --only-families --media scan,photo --families 10 --seed 2001.)
// Results go to bench/results/ (gitignored). Exit code 1 when a target is missed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { bundleForNode } from '../scripts/bundle-node.mjs';
import { machine, saveResult } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'build', 'server', 'index.js');
// Inside the project, so that the bundles' bare imports resolve from ./node_modules.
const BUNDLES = path.join(ROOT, 'node_modules', '.cache', 'bench-reader');
const TARGET = { pdfMs: 1_000, photoMs: 20_000, peakMiB: 512, p99Ratio: 1.5 };
const CONNECTIONS = 16;
const REFUND_BODY = JSON.stringify({
  income: 48_500,
  deductions: 0,
  filingStatus: 'head_of_household',
  withheld: 2_100,
  children: 2,
  taxYear: 2025,
});

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    'no-load': { type: 'boolean', default: false },
    families: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1001' },
    'only-families': { type: 'boolean', default: false },
    media: { type: 'string', default: 'pdf,scan,photo' },
  },
});
const FAMILY_TARGET = { pdfExact: 1, degradedExact: 0.9, wrong: 0 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const reader = path.join(BUNDLES, 'reader.js');
const runner = path.join(BUNDLES, 'reader-run.js');
await bundleForNode({ entryPoints: [path.join(ROOT, 'server/reader/child.ts')], outfile: reader });
await bundleForNode({ entryPoints: [path.join(ROOT, 'bench/reader-run.ts')], outfile: runner });
const cacheFolder = await mkdtemp(path.join(os.tmpdir(), 'bench-reader-cache-'));

/** Runs reader-run for `rounds`, calling `onLine` with each reading's record. */
function runReadings(rounds, onLine, only = 'both', extra = []) {
  const child = spawn(
    process.execPath,
    [runner, reader, cacheFolder, String(rounds), only, ...extra],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  createInterface({ input: child.stdout }).on('line', (line) => onLine(JSON.parse(line)));
  const done = new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`reader-run: ${code}`)),
    );
  });
  return { child, done };
}

const families = await measureFamilies(Number(args.families), args.seed);
if (args['only-families']) {
  await rm(cacheFolder, { recursive: true, force: true });
  const report = { date: new Date().toISOString(), machine: machine(), families };
  await saveResult('reader-families', report);
  console.log(JSON.stringify(families.summary, null, 2));
  process.exit(families.pass ? 0 : 1);
}

const readings = [];
console.log(`Reading a payroll PDF W-2 and a 12-MP photo, ${args.rounds} rounds…`);
await runReadings(Number(args.rounds), (record) => {
  readings.push(record);
  console.log(
    `  ${record.sample}: ${record.milliseconds} ms, peak ${record.peakMiB} MiB, ${record.kind}${record.exact ? ', exact' : ''}`,
  );
}).done;

const of = (sample) => readings.filter((record) => record.sample === sample);
const summary = (sample) => ({
  medianMs: median(of(sample).map((record) => record.milliseconds)),
  maxMs: Math.max(...of(sample).map((record) => record.milliseconds)),
  peakMiB: Math.max(...of(sample).map((record) => record.peakMiB ?? Infinity)),
  exact: of(sample).every((record) => record.exact),
});
const pdf = summary('pdf');
const photo = summary('photo');

let load;
if (!args['no-load'] && existsSync(SERVER)) {
  load = await measureLoad(Number(args.duration));
} else {
  console.log(
    existsSync(SERVER)
      ? 'Load part skipped (--no-load).'
      : 'No build: load part skipped (npm run build first).',
  );
}
await rm(cacheFolder, { recursive: true, force: true });

const pass =
  families.pass &&
  pdf.exact &&
  photo.exact &&
  pdf.medianMs < TARGET.pdfMs &&
  photo.medianMs < TARGET.photoMs &&
  Math.max(pdf.peakMiB, photo.peakMiB) < TARGET.peakMiB &&
  (load === undefined || load.every((row) => row.ratio <= TARGET.p99Ratio));
const report = {
  date: new Date().toISOString(),
  machine: machine(),
  target: TARGET,
  pdf,
  photo,
  load,
  families,
  pass,
  readings,
};
await saveResult('reader', report);
console.log(JSON.stringify({ pdf, photo, load, families: families.summary, pass }, null, 2));
process.exit(pass ? 0 : 1);

/** p99 of a page and the refund API without, then with, readings running beside the server. */
async function measureLoad(duration) {
  const { default: autocannon } = await import('autocannon');
  const server = await startBuiltServer();
  const targets = [
    { name: 'GET /', request: { url: `${server.origin}/` } },
    {
      name: 'POST /api/RefundCalculator',
      request: {
        url: `${server.origin}/api/RefundCalculator`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: REFUND_BODY,
      },
    },
  ];
  const p99 = async (request) => {
    const result = await autocannon({ ...request, connections: CONNECTIONS, duration });
    return { p99Ms: result.latency.p99, requests: result.requests.total, non2xx: result.non2xx };
  };
  const rows = [];
  try {
    for (const target of targets) {
      await p99({ ...target.request }); // warm up
      const quiet = await p99(target.request);
      // Photos read back to back through the whole measured window.
      let started;
      const first = new Promise((resolve) => (started = resolve));
      const busy = runReadings(1_000, () => started(), 'photo');
      // From the end of a first reading on, photos are being read through the measured window.
      await first;
      const reading = await p99(target.request);
      busy.child.kill('SIGTERM');
      await busy.done.catch(() => {});
      const ratio = Math.round((reading.p99Ms / Math.max(1, quiet.p99Ms)) * 100) / 100;
      rows.push({ name: target.name, quiet, reading, ratio });
      console.log(
        `  ${target.name}: p99 ${quiet.p99Ms} ms quiet, ${reading.p99Ms} ms reading (${ratio}x)`,
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

/** Every family's documents in each medium: exact, could not read, wrong; time per document. */
async function measureFamilies(perCell, firstSeed) {
  const records = [];
  if (perCell <= 0) return { pass: true, summary: [], records };
  console.log(`Reading ${perCell} W-2s a family and medium (held-out seeds from ${firstSeed})…`);
  await runReadings(
    perCell,
    (record) => {
      records.push(record);
      console.log(
        `  ${record.family} ${record.medium} #${record.seed}: ${record.outcome}` +
          `${record.reason ? ` (${record.reason})` : ''}${record.wrong.length ? ` [${record.wrong.join(', ')}]` : ''}` +
          `, ${record.milliseconds} ms`,
      );
    },
    'families',
    [firstSeed, args.media],
  ).done;
  const cell = (filter) => {
    const rows = records.filter(filter);
    const count = (outcome) => rows.filter((row) => row.outcome === outcome).length;
    return {
      documents: rows.length,
      exact: count('exact'),
      couldNotRead: count('could not read'),
      wrong: count('wrong'),
      employerNameDiffers: rows.filter((row) => row.employerDiffers).length,
      medianMs: median(rows.map((row) => row.milliseconds)),
      maxMs: Math.max(...rows.map((row) => row.milliseconds)),
    };
  };
  const names = [...new Set(records.map((record) => record.family))];
  const media = ['pdf', 'scan', 'photo'].filter((medium) => args.media.split(',').includes(medium));
  const summary = names.flatMap((family) =>
    media.map((medium) => ({
      family,
      medium,
      ...cell((row) => row.family === family && row.medium === medium),
    })),
  );
  const perMedium = media.map((medium) => ({ medium, ...cell((row) => row.medium === medium) }));
  const pass = summary.every(
    (row) =>
      row.wrong <= FAMILY_TARGET.wrong &&
      row.exact / Math.max(1, row.documents) >=
        (row.medium === 'pdf' ? FAMILY_TARGET.pdfExact : FAMILY_TARGET.degradedExact),
  );
  console.table(summary);
  console.table(perMedium);
  return { target: FAMILY_TARGET, pass, summary, perMedium, records };
}

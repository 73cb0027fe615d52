// Shared by bench/messages.mjs and bench/cases.mjs: a staff screen's server time with 1,000 and
// with 100,000 rows stored (target: less than 2x apart, so the screen pages by index, not by
// scanning). Both engines unless --engine says one; --requests per page (default 200); --counts
// the two sizes (default 1000,100000; a tiny pair such as 100,300 checks the bench itself runs).
// The app runs in this process (PGlite admits one process per folder); a signed-in session is
// written to the database directly, and each page is timed sequentially over loopback.
// Results go to bench/results/NAME-<time>.json (gitignored).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { saveResult } from './lib.mjs';
import { buildOffice, officeModule } from './office-build.mjs';

const TARGET = 2;

/**
 * Median and 95th percentile of `requests` sequential GETs, after 10 untimed ones; each answer must
 * be the screen itself (200, with its heading).
 */
async function timed(url, cookie, requests, heading) {
  const times = [];
  for (let i = 0; i < requests + 10; i++) {
    const start = process.hrtime.bigint();
    // Not followed: a session that stopped working would time the sign-in page's redirect.
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    if (!html.includes(heading)) throw new Error(`${url}: not the screen (no ${heading})`);
    if (i >= 10) times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(times.length / 2)],
    p95Ms: times[Math.floor(times.length * 0.95)],
  };
}

/** A staff session written to the database: the cookie that signs a request in, and its account. */
async function signedIn(db) {
  const { newToken, tokenHash } = await officeModule('tokens');
  const account = await db
    .insertInto('staff_accounts')
    .values({ email: 'bench@example.com', is_admin: true, enrolled_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: tokenHash(token),
      account_id: account.id,
      csrf_token: newToken(),
      last_seen_at: new Date(),
    })
    .execute();
  return { cookie: `staff_session=${token}`, accountId: account.id };
}

async function measure({ name, screen, heading, seed, pages }, count, pg, requests) {
  const { createApp } = await officeModule('app');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  const databaseUrl = pg ? await pg.newDatabaseUrl() : undefined;
  const running = await createApp({
    pages: false,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    log: () => {},
  });
  const server = running.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { db } = running.office.database;
    // Signed in first: a seed may give cases to the account (the "Me" filter).
    const { cookie, accountId } = await signedIn(db);
    await seed(db, count, { accountId });
    const base = `http://127.0.0.1:${server.address().port}${screen}`;
    const results = {};
    for (const [page, query] of Object.entries(await pages(db, count))) {
      results[page] = await timed(base + query, cookie, requests, heading);
    }
    return results;
  } finally {
    server.closeAllConnections();
    server.close();
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs the benchmark of one staff screen: `screen` its path, `heading` its h1 as the HTML has it,
 * `seed(db, count, { accountId })` stores the rows (the signed-in account's id, for a seed that
 * gives it some),
 * `pages(db, count)` names each page to time by its query string. Exits 1 when a target is missed.
 */
export async function benchStaffScreen(bench) {
  const { values: args } = parseArgs({
    options: {
      engine: { type: 'string', default: 'both' },
      requests: { type: 'string', default: '200' },
      counts: { type: 'string', default: '1000,100000' },
    },
  });
  const sizes = args.counts.split(',').map(Number);
  if (sizes.length !== 2 || sizes.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error('--counts takes two whole numbers, such as 1000,100000');
  }
  await buildOffice();
  const engines = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine];
  const results = {};
  let met = true;
  for (const engine of engines) {
    let pg;
    if (engine === 'postgres') pg = await (await officeModule('postgres')).startPostgres();
    try {
      results[engine] = {};
      // Untimed: the first app of a process runs cold (JIT, the driver's first queries), which
      // would slow whichever count came first and flatter the ratio.
      await measure(bench, sizes[0], pg, 50);
      for (const count of sizes) {
        results[engine][count] = await measure(bench, count, pg, Number(args.requests));
      }
      const [small, large] = sizes.map((c) => results[engine][c]);
      for (const page of Object.keys(small)) {
        const ratio = large[page].medianMs / small[page].medianMs;
        met &&= ratio < TARGET;
        console.log(
          `${engine} ${page}: ${small[page].medianMs.toFixed(2)} ms with ${sizes[0]}, ${large[page].medianMs.toFixed(2)} ms with ${sizes[1]} = ${ratio.toFixed(2)}x (target < ${TARGET}x)`,
        );
      }
    } finally {
      await pg?.stop();
    }
  }
  await saveResult(bench.name, {
    date: new Date().toISOString(),
    command: `node bench/${bench.name}.mjs --engine ${args.engine} --requests ${args.requests} --counts ${args.counts}`,
    results,
  });
  process.exit(met ? 0 : 1);
}

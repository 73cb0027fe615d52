// The Messages screen's server time with 1,000 and with 100,000 messages stored (issue 9; target:
// less than 2x apart, so the screen pages by index, not by scanning). Both engines unless
// --engine says one. Usage: node bench/messages.mjs [--engine pglite|postgres|both] [--requests 200]
// The app runs in this process (PGlite admits one process per folder); a signed-in session is
// written to the database directly, and GET /staff/messages (first page and a page deep in the
// list) is timed sequentially over loopback. Results go to bench/results/ (gitignored).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildOffice, officeModule, RESULTS_DIR } from './office-build.mjs';

const COUNTS = [1_000, 100_000];
const TARGET = 2;

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    requests: { type: 'string', default: '200' },
  },
});

async function timed(url, cookie, requests) {
  const times = [];
  for (let i = 0; i < requests + 10; i++) {
    const start = process.hrtime.bigint();
    const response = await fetch(url, { headers: { cookie } });
    await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    if (i >= 10) times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(times.length / 2)],
    p95Ms: times[Math.floor(times.length * 0.95)],
  };
}

async function measure(engine, count, pg) {
  const { createApp } = await officeModule('app');
  const { newToken, tokenHash } = await officeModule('tokens');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-messages-'));
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
    await sql`insert into contact_messages (name, email, message, client_address, created_at)
      select 'Visitor ' || i, 'visitor' || i || '@example.com',
             'Message number ' || i || ' about a refund and a W-2.', '10.0.0.1',
             now() - (${count} - i) * interval '1 second'
      from generate_series(1, ${count}) as i`.execute(db);
    await sql`analyze contact_messages`.execute(db);
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
    const base = `http://127.0.0.1:${server.address().port}/staff/messages`;
    const cookie = `staff_session=${token}`;
    const requests = Number(args.requests);
    return {
      firstPage: await timed(base, cookie, requests),
      // A page from the middle of the list: keyset paging reads the same number of rows.
      deepPage: await timed(`${base}?before=${Math.floor(count / 2)}`, cookie, requests),
    };
  } finally {
    server.closeAllConnections();
    server.close();
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  }
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
    for (const count of COUNTS) results[engine][count] = await measure(engine, count, pg);
    const [small, large] = COUNTS.map((c) => results[engine][c]);
    for (const page of ['firstPage', 'deepPage']) {
      const ratio = large[page].medianMs / small[page].medianMs;
      met &&= ratio < TARGET;
      console.log(
        `${engine} ${page}: ${small[page].medianMs.toFixed(2)} ms with ${COUNTS[0]}, ${large[page].medianMs.toFixed(2)} ms with ${COUNTS[1]} = ${ratio.toFixed(2)}x (target < ${TARGET}x)`,
      );
    }
  } finally {
    await pg?.stop();
  }
}
await mkdir(RESULTS_DIR, { recursive: true });
const file = path.join(
  RESULTS_DIR,
  `messages-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
await writeFile(file, JSON.stringify(results, null, 2));
console.log(`Results: ${path.relative(process.cwd(), file)}`);
process.exit(met ? 0 : 1);

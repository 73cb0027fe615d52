// The staff Cases screen's server time with 1,000 and with 100,000 cases stored (issue 10; target:
// less than 2x apart, so the screen pages by index, not by scanning). Both engines unless
// --engine says one. Usage: node bench/cases.mjs [--engine pglite|postgres|both] [--requests 200]
// The app runs in this process (PGlite admits one process per folder); every case gets one
// document and every other case a message, a third of them are "filed"; a signed-in session is
// written to the database directly, and GET /staff/cases (the first page, a page from the middle
// of the list, the "filed" filter, a search by e-mail) is timed sequentially over loopback.
// Results go to bench/results/ (gitignored).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildOffice, officeModule, RESULTS_DIR } from './office-build.mjs';

const COUNTS = [1_000, 100_000];
const TARGET = 2;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

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

/** Case i's reference, `QR-` and 12 Crockford characters of i: unique, and valid for the check. */
const referenceSql = (i) => {
  const chars = [];
  for (let k = 11; k >= 0; k -= 1) {
    chars.push(sql`substr(${CROCKFORD}, ((${i} >> ${5 * k}) & 31) + 1, 1)`);
    if (k % 4 === 0 && k > 0) chars.push(sql`'-'`);
  }
  return sql`'QR-' || ${sql.join(chars, sql` || `)}`;
};

async function measure(engine, count, pg) {
  const { createApp } = await officeModule('app');
  const { newToken, tokenHash } = await officeModule('tokens');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-cases-'));
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
    const i = sql.ref('i');
    await sql`insert into cases (reference, status, created_at, last_activity_at)
      select ${referenceSql(i)}, case when i % 3 = 0 then 'filed' else 'received' end,
             now() - (${count} - i) * interval '1 minute', now() - (${count} - i) * interval '1 minute'
      from generate_series(1, ${count}) as i`.execute(db);
    await sql`insert into documents (id, case_id, original_name, content_type, size_bytes)
      select 'doc' || c.id, c.id, 'w2.pdf', 'application/pdf', 120000 from cases c`.execute(db);
    await sql`insert into contact_messages (name, email, message, client_address, case_id)
      select 'Visitor', 'visitor' || row_number() over () || '@example.com',
             'A message about a refund and a W-2.', '10.0.0.1', c.id
      from cases c where c.status <> 'filed'`.execute(db);
    await sql`analyze`.execute(db);
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
    const base = `http://127.0.0.1:${server.address().port}/staff/cases`;
    const cookie = `staff_session=${token}`;
    const requests = Number(args.requests);
    // The page boundary halfway down the list, as the "Older cases" link would carry it.
    const middle =
      await sql`select (extract(epoch from created_at) * 1000000)::bigint::text as micros, id
      from cases order by created_at desc, id desc offset ${Math.floor(count / 2)} limit 1`.execute(
        db,
      );
    const cursor = `${middle.rows[0].micros}_${middle.rows[0].id}`;
    return {
      firstPage: await timed(base, cookie, requests),
      deepPage: await timed(`${base}?before=${cursor}`, cookie, requests),
      filtered: await timed(`${base}?status=filed`, cookie, requests),
      byEmail: await timed(`${base}?q=visitor7%40example.com`, cookie, requests),
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
    for (const page of ['firstPage', 'deepPage', 'filtered', 'byEmail']) {
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
const file = path.join(RESULTS_DIR, `cases-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(file, JSON.stringify(results, null, 2));
console.log(`Results: ${path.relative(process.cwd(), file)}`);
process.exit(met ? 0 : 1);

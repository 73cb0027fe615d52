/**
 * /healthz and /readyz (decision 082) against the real parts: PGlite and a PostgreSQL server of
 * the test's own (stopped mid-test), a local folder and s3rver (stopped mid-test), and a server
 * told it is stopping. The process's own SIGTERM is in tests/built/operations-process.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Place, usePlaces } from './helpers/engines';
import { LEVEL } from './helpers/logs';
import { type ObservedServer, startObserved, useObserved } from './helpers/observed-server';
import { startPostgres, type TestPostgres } from './helpers/postgres';
import { s3Settings, startS3, type TestS3 } from './helpers/s3';
import { until } from './helpers/smtp';

async function ask(server: ObservedServer, path: string, method = 'GET') {
  const response = await fetch(`${server.url}${path}`, { method });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

/** Waits for /readyz to give `status` (a probe's result serves the next second too). */
async function readiness(server: ObservedServer, status: number) {
  await until(async () => (await ask(server, '/readyz')).status === status, 15_000);
  return ask(server, '/readyz');
}

const newPlace = usePlaces('pglite');
const run = promisify(execFile);

describe('on PGlite and a local folder', () => {
  const observed = useObserved(newPlace);
  let place: Place;
  let server: ObservedServer;
  beforeAll(() => {
    ({ place, server } = observed);
  });

  it('answers /healthz and /readyz with 200, never cached, saying nothing of versions or paths', async () => {
    const live = await ask(server, '/healthz');
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await ask(server, '/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    for (const { headers } of [live, ready]) {
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(headers.get('x-powered-by')).toBeNull();
      expect(headers.get('server')).toBeNull();
      expect(headers.get('retry-after')).toBeNull();
    }
    expect((await ask(server, '/readyz', 'HEAD')).status).toBe(200);
    const posted = await ask(server, '/readyz', 'POST');
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });

  it('is never rate limited: a hundred probes at once all answer', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async () => (await fetch(`${server.url}/readyz`)).status),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('answers 503 naming the document store when its folder is gone, and 200 once it is back', async () => {
    const incoming = join(place.dataDir, 'documents', '.incoming');
    await rm(incoming, { recursive: true });
    const down = await readiness(server, 503);
    expect(down.body).toEqual({ status: 'not ready', failing: ['document store'] });
    expect(JSON.stringify(down.body)).not.toContain(place.dataDir);
    await mkdir(incoming, { mode: 0o700 });
    expect((await readiness(server, 200)).body).toEqual({ status: 'ready' });
    // A change is one log line each way, the reason in the first; no line per probe.
    const said = server.captured
      .records()
      .filter((record) => String(record.msg).startsWith('Readiness'));
    expect(said.map((record) => [record.level, record.msg])).toEqual([
      [
        LEVEL.warn,
        expect.stringMatching(/^Readiness: not ready, failing: document store \(ENOENT/),
      ],
      [LEVEL.info, 'Readiness: ready'],
    ]);
    expect((await ask(server, '/healthz')).status).toBe(200);
  });

  it('answers 503 naming the database when the database does not answer', async () => {
    await server.app.office.database.close();
    const down = await readiness(server, 503);
    expect(down.body).toEqual({ status: 'not ready', failing: ['database'] });
  });

  it('answers 503 at once while the server is stopping, and /healthz still 200', async () => {
    server.app.stopping();
    expect(await ask(server, '/readyz')).toMatchObject({
      status: 503,
      body: { status: 'stopping' },
    });
    expect((await ask(server, '/healthz')).status).toBe(200);
  });
});

describe('on a PostgreSQL server that stops', () => {
  let postgres: TestPostgres;
  let place: Place;
  let server: ObservedServer;
  beforeAll(async () => {
    postgres = await startPostgres();
    place = await newPlace();
    server = await startObserved({ ...place.env, DATABASE_URL: await postgres.newDatabaseUrl() });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await postgres.stop();
    await place.remove();
  });

  it('is ready while the database answers, and 503 naming it once it is stopped', async () => {
    expect((await ask(server, '/readyz')).body).toEqual({ status: 'ready' });
    // A transaction holding its connection between two queries when the server stops: it fails,
    // and the process goes on (pg throws an error its client emits with nobody listening, which
    // would end the process: Vitest reports it as an uncaught exception).
    let resume = () => {};
    const paused = new Promise<void>((resolve) => (resume = resolve));
    const transaction = server.app.office.database.db
      .transaction()
      .execute(async (tx) => {
        await sql`select 1`.execute(tx);
        await paused;
        await sql`select 1`.execute(tx);
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await postgres.stop();
    resume();
    expect(await transaction).toBe('failed');
    const down = await readiness(server, 503);
    expect(down.body).toEqual({ status: 'not ready', failing: ['database'] });
    expect(JSON.stringify(down.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|postgres:/);
    expect((await ask(server, '/healthz')).status).toBe(200);
  });
});

describe('with a free-space floor above what the disk has (issue 52)', () => {
  let place: Place;
  let server: ObservedServer;
  beforeAll(async () => {
    place = await newPlace();
    server = await startObserved({
      ...place.env,
      FREE_SPACE_FLOOR_BYTES: '999999999999999',
    });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await place.remove();
  });

  it("answers 503 naming PGlite's database and the document store, and /healthz 200", async () => {
    const down = await readiness(server, 503);
    expect(down.body).toEqual({ status: 'not ready', failing: ['database', 'document store'] });
    expect((await ask(server, '/healthz')).status).toBe(200);
  });
});

/**
 * A real small disk under the documents folder: a tmpfs of 1 MiB mounted there, filled to the last
 * byte, then remounted read-only. The server runs as root here (CI too), for whom a folder's
 * permission bits block nothing: only a file system that refuses the write does.
 */
const canMount = process.getuid?.() === 0;
describe.runIf(canMount)('on a local folder whose disk fills up or turns read-only', () => {
  let place: Place;
  let server: ObservedServer;
  let documents: string;
  beforeAll(async () => {
    place = await newPlace();
    documents = join(place.dataDir, 'documents');
    await mkdir(documents, { recursive: true });
    await run('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0700', 'tmpfs', documents]);
    // Below the default free-space floor (64 MiB) from the start: these tests are of the probe's
    // write, with a floor of 256 KiB; the floor's own test is the next one.
    server = await startObserved({ ...place.env, FREE_SPACE_FLOOR_BYTES: String(256 * 1024) });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await run('umount', [documents]).catch(() => undefined);
    await place.remove();
  });

  it('answers 503 naming the document store while the disk is full, and 200 once there is room', async () => {
    expect((await ask(server, '/readyz')).body).toEqual({ status: 'ready' });
    const filler = join(documents, 'filler');
    await writeFile(filler, Buffer.alloc(2 * 1024 * 1024)).catch((error: unknown) => {
      // ENOSPC is the point: the disk is full now.
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    });
    const down = await readiness(server, 503);
    expect(down.body).toEqual({ status: 'not ready', failing: ['document store'] });
    await rm(filler);
    expect((await readiness(server, 200)).body).toEqual({ status: 'ready' });
    // The probe leaves nothing behind.
    expect(await readdir(join(documents, '.incoming'))).toEqual([]);
  });

  it('answers 503 naming the document store while its disk has less free than the floor, though a write still fits (issue 52)', async () => {
    expect((await ask(server, '/readyz')).body).toEqual({ status: 'ready' });
    // 1 MiB less 900 KiB: room for the probe's few bytes, not for the floor's 256 KiB.
    const filler = join(documents, 'filler');
    await writeFile(filler, Buffer.alloc(900 * 1024));
    try {
      const down = await readiness(server, 503);
      expect(down.body).toEqual({ status: 'not ready', failing: ['document store'] });
    } finally {
      await rm(filler);
    }
    expect((await readiness(server, 200)).body).toEqual({ status: 'ready' });
  });

  it('answers 503 naming the document store while the disk is read-only, and 200 once writable', async () => {
    await run('mount', ['-o', 'remount,ro', documents]);
    try {
      const down = await readiness(server, 503);
      expect(down.body).toEqual({ status: 'not ready', failing: ['document store'] });
      expect(
        server.captured
          .records()
          .some((record) => /document store \(EROFS/.test(String(record.msg))),
      ).toBe(true);
    } finally {
      await run('mount', ['-o', 'remount,rw', documents]);
    }
    expect((await readiness(server, 200)).body).toEqual({ status: 'ready' });
  });
});

describe('on an S3 store that stops', () => {
  let s3: TestS3;
  let s3Stopped = false;
  let place: Place;
  let server: ObservedServer;
  beforeAll(async () => {
    s3 = await startS3();
    place = await newPlace();
    server = await startObserved(s3Settings(s3, place.env));
  }, 60_000);
  afterAll(async () => {
    await server.close();
    if (!s3Stopped) await s3.close();
    await place.remove();
  });

  it('is ready while the bucket answers, and 503 naming the store once s3rver is stopped', async () => {
    expect((await ask(server, '/readyz')).body).toEqual({ status: 'ready' });
    // The write probe removed its object: the bucket holds nothing but the key check value.
    expect(await s3.objectKeys()).toEqual(['documents/.key-check']);
    s3Stopped = true;
    await s3.close();
    const down = await readiness(server, 503);
    expect(down.body).toEqual({ status: 'not ready', failing: ['document store'] });
    expect(JSON.stringify(down.body)).not.toContain(s3.endpoint);
  });
});

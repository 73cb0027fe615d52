import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  disposeExpired,
  type PassResult,
  RETENTION_LOCK,
  startRetention,
} from '../../server/cases/retention';
import type { Db } from '../../server/db';
import { newDocumentId } from '../../server/documents/ids';
import type { DocumentStorage } from '../../server/documents/storage';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice, withTwoOffices } from './helpers/office-server';
import * as sample from './helpers/documents-samples';
import { startS3, type TestS3 } from './helpers/s3';
import { seedCase } from './helpers/seed-case';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A document file in the store, as an upload leaves it (its bytes do not matter here). */
async function storeFile(storage: DocumentStorage): Promise<string> {
  const id = newDocumentId();
  const pending = await storage.create(id);
  await pipeline(Readable.from([randomBytes(2048)]), pending.stream);
  await pending.commit();
  return id;
}

async function stored(storage: DocumentStorage): Promise<string[]> {
  const names: string[] = [];
  for await (const object of storage.list()) names.push(object.name);
  return names.sort();
}

async function count(db: Db, table: 'cases' | 'documents' | 'contact_messages' | 'case_events') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function disposals(db: Db) {
  return db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'subject'])
    .where('action', '=', 'records disposed')
    .execute();
}

/** A pass with a retention of `seconds`, as the daily job runs it. */
function pass(server: OfficeServer, seconds: number, log: string[] = []): Promise<PassResult> {
  return disposeExpired({
    db: server.app.office.database.db,
    storage: storageOf(server),
    olderThan: new Date(Date.now() - seconds * 1000),
    straysOlderThan: new Date(Date.now() - DAY_MS),
    log: (line) => log.push(line),
  });
}

function storageOf(server: OfficeServer): DocumentStorage {
  return server.app.documents.storage;
}

const STORAGES = ['local', 's3'] as const;

for (const engine of ENGINES) {
  for (const kind of STORAGES) {
    describe(`retention on ${engine} with ${kind} storage`, () => {
      const newPlace = usePlaces(engine);
      let place: Place;
      let server: OfficeServer;
      let s3: TestS3 | undefined;
      let env: Record<string, string> = {};

      beforeAll(async () => {
        place = await newPlace();
        if (kind === 's3') {
          s3 = await startS3();
          env = {
            ...s3.env,
            DOCUMENTS_KEY: randomBytes(32).toString('base64'),
            LINK_SIGNING_KEY: randomBytes(32).toString('base64'),
          };
        }
        server = await startOffice(place, env);
        await server.app.office.retention?.running;
      }, 60_000);
      afterAll(async () => {
        await server?.close();
        await s3?.close();
        await place?.remove();
      });

      it('disposes of the cases idle past the retention period: files, records, one audit entry', async () => {
        const { db } = server.app.office.database;
        const storage = storageOf(server);
        const oldFiles = [await storeFile(storage), await storeFile(storage)];
        const old = await seedCase(db, {
          documents: oldFiles,
          messages: 1,
          events: [{ kind: 'document' }, { kind: 'document' }, { kind: 'message' }],
        });
        await sleep(1500);
        const recentFile = await storeFile(storage);
        const recent = await seedCase(db, {
          documents: [recentFile],
          messages: 1,
          events: [{ kind: 'document' }, { kind: 'message' }],
        });
        const auditBefore = (await disposals(db)).length;

        const result = await pass(server, 1);

        expect(result).toMatchObject({
          ran: true,
          disposed: { cases: 1, documents: 2, messages: 1, strays: 0 },
          auditEntries: 1,
        });
        expect(await stored(storage)).toEqual([recentFile]);
        const left = await db.selectFrom('cases').select('reference').execute();
        expect(left.map((row) => row.reference)).toEqual([recent.reference]);
        expect(await count(db, 'documents')).toBe(1);
        expect(await count(db, 'contact_messages')).toBe(1);
        expect(await count(db, 'case_events')).toBe(2);
        const entries = await disposals(db);
        expect(entries.length).toBe(auditBefore + 1);
        // How many, never what: no reference, no name, no file.
        expect(entries.at(-1)).toEqual({
          actor: 'retention job',
          action: 'records disposed',
          subject: '1 cases, 2 documents, 1 messages',
        });
        expect(JSON.stringify(entries)).not.toContain(old.reference);

        // Nothing more to do: a second pass disposes of nothing and writes nothing.
        expect(await pass(server, 1)).toMatchObject({ ran: true, auditEntries: 0 });
        expect((await disposals(db)).length).toBe(auditBefore + 1);
        await db.deleteFrom('cases').execute();
        await storage.remove(recentFile);
      });

      it('is fine with a file already gone, and removes what no record names after a day', async () => {
        const { db } = server.app.office.database;
        const storage = storageOf(server);
        const gone = await storeFile(storage);
        await seedCase(db, { documents: [gone], events: [{ kind: 'document' }] });
        await storage.remove(gone);
        const stray = await storeFile(storage);
        await sleep(3000);
        const fresh = await storeFile(storage);
        const log: string[] = [];
        // A "day" of two seconds: the stray is older than that, the fresh file (an upload whose
        // record is being written now) is not. S3 dates an object to the second, so a file can
        // look up to a second older than it is: the margins on both sides are wider than that.
        const result = await disposeExpired({
          db,
          storage,
          olderThan: new Date(Date.now() - 2000),
          straysOlderThan: new Date(Date.now() - 2000),
          log: (line) => log.push(line),
        });
        expect(result).toMatchObject({
          ran: true,
          disposed: { cases: 1, documents: 1, strays: 1 },
        });
        expect(await stored(storage)).toEqual([fresh]);
        expect(log).toEqual(['Retention: removed 1 stored documents that no record named']);
        void stray;
        await storage.remove(fresh);
      });

      it('disposes of what real uploads left: the files, their records, their links', async () => {
        const { db } = server.app.office.database;
        const storage = storageOf(server);
        const upload = async (cookie?: string) => {
          const form = new FormData();
          form.append('upload_preset', 'tax_documents');
          form.append('file', new Blob([new Uint8Array(sample.pdf())]), 'w2.pdf');
          const response = await fetch(`${server.url}/api/upload`, {
            method: 'POST',
            body: form,
            headers: cookie ? { Cookie: cookie } : {},
          });
          expect(response.status).toBe(200);
          const json = (await response.json()) as { public_id: string; secure_url: string };
          return { ...json, cookie: response.headers.getSetCookie()[0]?.split(';')[0] };
        };
        const first = await upload();
        const second = await upload(first.cookie);
        expect(await stored(storage)).toEqual([first.public_id, second.public_id].sort());
        expect(await count(db, 'cases')).toBe(1);
        await sleep(1100);

        expect(await pass(server, 1)).toMatchObject({
          ran: true,
          disposed: { cases: 1, documents: 2, messages: 0, strays: 0 },
        });
        expect(await stored(storage)).toEqual([]);
        expect(await count(db, 'documents')).toBe(0);
        const link = new URL(first.secure_url);
        expect((await fetch(`${server.url}${link.pathname}${link.search}`)).status).toBe(404);
      });
    });
  }
}

describe('the retention job in the server', () => {
  const newPlace = usePlaces('pglite');

  it('runs at start with RETENTION_DAYS; a failed pass is one log line and the server goes on', async () => {
    const place = await newPlace();
    let server = await startOffice(place);
    const { db } = server.app.office.database;
    const idle = await seedCase(db, {
      lastActivityAt: new Date(Date.now() - 3 * DAY_MS),
      events: [{ kind: 'message' }],
      messages: 1,
    });
    const active = await seedCase(db, { events: [{ kind: 'message' }] });
    await server.close();

    server = await startOffice(place, { RETENTION_DAYS: '2' });
    try {
      await server.app.office.retention?.running;
      const left = await server.app.office.database.db
        .selectFrom('cases')
        .select('reference')
        .execute();
      expect(left.map((row) => row.reference)).toEqual([active.reference]);
      expect(left.map((row) => row.reference)).not.toContain(idle.reference);
      expect(server.logs).toContain('Retention: disposed of 1 cases, 0 documents, 1 messages');
    } finally {
      await server.close();
      await place.remove();
    }
  });

  it('logs a failed pass in one line, and the next pass tries again', async () => {
    const place = await newPlace();
    const server = await startOffice(place);
    try {
      let down = true;
      const storage = storageOf(server);
      const flaky: DocumentStorage = {
        ...storage,
        list: () =>
          down
            ? {
                [Symbol.asyncIterator]: () => ({
                  next: () => Promise.reject(new Error('store down\nat somewhere')),
                }),
              }
            : storage.list(),
      };
      const log: string[] = [];
      const job = startRetention({
        db: server.app.office.database.db,
        storage: flaky,
        retentionDays: 730,
        log: (line) => log.push(line),
        everyMs: 300,
      });
      await job.running;
      expect(log).toEqual(['Retention pass failed, tried again next pass: store down']);
      down = false;
      await sleep(400);
      await job.running;
      job.stop();
      expect(log).toHaveLength(1);
      // The server is still there.
      expect((await fetch(`${server.url}/api/track`)).status).toBe(405);
    } finally {
      await server.close();
      await place.remove();
    }
  });
});

describe('shutting down during a retention pass', () => {
  const newPlace = usePlaces('pglite');

  it('the storage closes only once the pass has removed its files', async () => {
    const s3 = await startS3();
    const place = await newPlace();
    const env = {
      ...s3.env,
      DOCUMENTS_KEY: randomBytes(32).toString('base64'),
      LINK_SIGNING_KEY: randomBytes(32).toString('base64'),
    };
    try {
      let server = await startOffice(place, env);
      const files = [];
      for (let n = 0; n < 20; n += 1) files.push(await storeFile(storageOf(server)));
      await seedCase(server.app.office.database.db, {
        lastActivityAt: new Date(Date.now() - 3 * DAY_MS),
        documents: files,
        events: [{ kind: 'document' }],
      });
      await server.close();

      server = await startOffice(place, { ...env, RETENTION_DAYS: '2' });
      // The pass that runs at start is still under way: the server is shut down now.
      expect(server.app.office.retention?.running).toBeInstanceOf(Promise);
      await server.close();
      expect(server.logs.filter((line) => line.startsWith('Retention'))).toEqual([
        'Retention: disposed of 1 cases, 20 documents, 0 messages',
      ]);

      server = await startOffice(place, env);
      try {
        expect(await stored(storageOf(server))).toEqual([]);
      } finally {
        await server.close();
      }
    } finally {
      await s3.close();
      await place.remove();
    }
  }, 60_000);
});

describe('two instances on one PostgreSQL database', () => {
  const newPlace = usePlaces('postgres');

  it('running a pass at once dispose of each case once and write one audit entry', async () => {
    const place = await newPlace();
    await withTwoOffices(place, {}, async (first, second) => {
      await Promise.all([
        first.app.office.retention?.running,
        second.app.office.retention?.running,
      ]);
      const { db } = first.app.office.database;
      const storage = storageOf(first);
      const files: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        const file = await storeFile(storage);
        files.push(file);
        await seedCase(db, { documents: [file], messages: 1, events: [{ kind: 'document' }] });
      }
      await sleep(1100);
      const results = await Promise.all([pass(first, 1), pass(second, 1), pass(first, 1)]);
      const disposed = results.map((r) => (r.ran ? r.disposed.cases : 0));
      expect(disposed.reduce((a, b) => a + b, 0)).toBe(20);
      expect(results.reduce((n, r) => n + (r.ran ? r.auditEntries : 0), 0)).toBe(1);
      expect(await disposals(db)).toEqual([
        {
          actor: 'retention job',
          action: 'records disposed',
          subject: '20 cases, 20 documents, 20 messages',
        },
      ]);
      expect(await count(db, 'cases')).toBe(0);
      for (const file of files) {
        await expect(stat(join(place.dataDir, 'documents', file))).rejects.toThrow('ENOENT');
      }
    });
  });

  it('a pass while another instance holds the lock does nothing', async () => {
    const place = await newPlace();
    const server = await startOffice(place);
    // Another instance in the middle of its pass: its session holds the lock.
    const other = new pg.Client({ connectionString: place.databaseUrl });
    await other.connect();
    try {
      await server.app.office.retention?.running;
      const { db } = server.app.office.database;
      await seedCase(db, { events: [{ kind: 'message' }], messages: 1 });
      await sleep(1100);
      await other.query('select pg_advisory_lock($1)', [RETENTION_LOCK]);
      expect(await pass(server, 1)).toEqual({ ran: false });
      expect(await count(db, 'cases')).toBe(1);
      await other.query('select pg_advisory_unlock($1)', [RETENTION_LOCK]);
      expect(await pass(server, 1)).toMatchObject({ ran: true, disposed: { cases: 1 } });
    } finally {
      await other.end();
      await server.close();
      await place.remove();
    }
  });
});

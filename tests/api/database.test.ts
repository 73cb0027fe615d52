import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DatabaseError, openDatabase } from '../../server/db';
import { appliedAt, migrate } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/sql-files';
import { ENGINES, usePlaces } from './helpers/engines';
import { recordedVersions, toLegacyLayout } from './helpers/legacy-migrations';

/** A version after the real ones: several statements, with semicolons where they split nothing. */
const PROBE = {
  version: 9000,
  name: 'probe',
  sql: `
CREATE TABLE probe (note text NOT NULL); -- a comment; with a semicolon
INSERT INTO probe (note) VALUES ('one; two');
CREATE FUNCTION probe_count() RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  RETURN (SELECT count(*) FROM probe);
END;
$$;
INSERT INTO probe (note) VALUES ('three');
`,
};

// Each test opens a fresh database: PGlite's initdb takes seconds, more on a busy machine.
const OPENS = { timeout: 60_000 };

describe('PGlite, one connection', OPENS, () => {
  const newPlace = usePlaces('pglite');

  it('runs a query from elsewhere after an open transaction ends, never inside it', async () => {
    const place = await newPlace();
    const { db, close } = await openDatabase(place);
    try {
      let outside: Promise<number> | undefined;
      await db
        .transaction()
        .execute(async (tx) => {
          await tx
            .insertInto('contact_messages')
            .values({ name: 'Ana', email: 'a@example.com', message: 'Hi', client_address: '::1' })
            .execute();
          // Another request's query, while this transaction is open and about to roll back.
          outside = db
            .selectFrom('contact_messages')
            .select('id')
            .execute()
            .then((rows) => rows.length);
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new Error('roll back');
        })
        .catch(() => {});
      expect(await outside).toBe(0);
    } finally {
      await close();
      await place.remove();
    }
  });
});

for (const engine of ENGINES) {
  describe(`database on ${engine}`, OPENS, () => {
    const newPlace = usePlaces(engine);

    it('migrates once, keeps data across reopening, and records the version', async () => {
      const place = await newPlace();
      try {
        const first = await openDatabase(place);
        expect(first.engine).toBe(engine === 'pglite' ? 'pglite' : 'postgres');
        await first.db
          .insertInto('contact_messages')
          .values({ name: 'Ana', email: 'ana@example.com', message: 'Hi', client_address: '::1' })
          .execute();
        await first.close();

        const again = await openDatabase(place);
        expect(await migrate(again.db)).toEqual([]);
        const rows = await again.db.selectFrom('contact_messages').select('name').execute();
        expect(rows).toEqual([{ name: 'Ana' }]);
        expect(await recordedVersions(again.db)).toEqual(MIGRATIONS.map((m) => m.version));
        await again.close();
      } finally {
        await place.remove();
      }
    });

    it('refuses to update or delete the audit log', async () => {
      const place = await newPlace();
      const { db, close } = await openDatabase(place);
      try {
        await db.insertInto('audit_log').values({ actor: 'test', action: 'sign-in' }).execute();
        await expect(db.updateTable('audit_log').set({ actor: 'x' }).execute()).rejects.toThrow(
          /append-only/,
        );
        await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
        expect(await db.selectFrom('audit_log').select('actor').execute()).toEqual([
          { actor: 'test' },
        ]);
      } finally {
        await close();
        await place.remove();
      }
    });

    it('refuses a schema newer than this server knows, naming the setting', async () => {
      const place = await newPlace();
      try {
        const { db, close } = await openDatabase(place);
        await sql`insert into kysely_migration (name, timestamp) values ('0999', ${new Date().toISOString()})`.execute(
          db,
        );
        await close();
        const error = await openDatabase(place).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DatabaseError);
        expect((error as Error).message).toMatch(
          engine === 'pglite'
            ? /^Could not migrate the PGlite database in DATA_DIR .*schema version 999/
            : /^Could not migrate DATABASE_URL .*schema version 999/,
        );
      } finally {
        await place.remove();
      }
    });

    it('adopts a database the runner before the Migrator made, then applies only newer versions', async () => {
      const place = await newPlace();
      try {
        const first = await openDatabase(place);
        await first.db
          .insertInto('contact_messages')
          .values({ name: 'Ana', email: 'ana@example.com', message: 'Hi', client_address: '::1' })
          .execute();
        const times = await toLegacyLayout(first.db);
        await first.close();

        // Re-running any recorded version fails ("relation … already exists"): none may run.
        const again = await openDatabase(place);
        try {
          expect(await recordedVersions(again.db)).toEqual(MIGRATIONS.map((m) => m.version));
          const old = await sql<{ found: boolean }>`
            select to_regclass('schema_migrations') is not null as found`.execute(again.db);
          expect(old.rows).toEqual([{ found: false }]);
          // Each version keeps the time it was applied (the retention job reads version 2's).
          expect(await appliedAt(again.db, 2)).toEqual(times.get(2));
          expect(await again.db.selectFrom('contact_messages').select('name').execute()).toEqual([
            { name: 'Ana' },
          ]);

          expect(await migrate(again.db, [...MIGRATIONS, PROBE])).toEqual([PROBE.version]);
          const probe = await sql<{
            count: string | number;
          }>`select probe_count() as count`.execute(again.db);
          expect(Number(probe.rows[0]?.count)).toBe(2);
          expect(await migrate(again.db, [...MIGRATIONS, PROBE])).toEqual([]);
        } finally {
          await again.close();
        }
      } finally {
        await place.remove();
      }
    });

    it('rolls a failing version back whole, with none of its statements kept or recorded', async () => {
      const place = await newPlace();
      const { db, close } = await openDatabase(place);
      try {
        const failing = {
          version: 9001,
          name: 'fails half-way',
          sql: `CREATE TABLE half (x int);\nINSERT INTO nowhere VALUES (1);`,
        };
        await expect(migrate(db, [...MIGRATIONS, failing])).rejects.toThrow(/nowhere/);
        const half = await sql<{ found: boolean }>`
          select to_regclass('half') is not null as found`.execute(db);
        expect(half.rows).toEqual([{ found: false }]);
        expect(await recordedVersions(db)).toEqual(MIGRATIONS.map((m) => m.version));
      } finally {
        await close();
        await place.remove();
      }
    });

    if (engine === 'postgres') {
      it('two instances starting at once on one server migrate, and adopt, once', async () => {
        const place = await newPlace();
        try {
          const both = await Promise.all([openDatabase(place), openDatabase(place)]);
          expect(await recordedVersions(both[0].db)).toEqual(MIGRATIONS.map((m) => m.version));
          await toLegacyLayout(both[0].db);
          await Promise.all(both.map((d) => d.close()));

          const again = await Promise.all([openDatabase(place), openDatabase(place)]);
          expect(await recordedVersions(again[1].db)).toEqual(MIGRATIONS.map((m) => m.version));
          await Promise.all(again.map((d) => d.close()));
        } finally {
          await place.remove();
        }
      });
    }
  });
}

it('a server that cannot be reached stops with one line naming DATABASE_URL', async () => {
  const error = await openDatabase({
    databaseUrl: 'postgres://app:secret@127.0.0.1:1/quickrefund',
    dataDir: '/nonexistent',
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DatabaseError);
  const message = (error as Error).message;
  expect(message).toMatch(
    /^Could not open DATABASE_URL \(postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/quickrefund\): /,
  );
  expect(message).not.toContain('secret');
  expect(message).not.toContain('\n');
});

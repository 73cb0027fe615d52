import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DatabaseError, openDatabase } from '../../server/db';
import { migrate, splitStatements } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/migrations';
import { ENGINES, usePlaces } from './helpers/engines';

it('splits SQL at semicolons outside quotes, comments and $$ bodies', () => {
  expect(
    splitStatements("select 1; -- a; comment\nselect ';';\ncreate function f() as $$ a; b; $$;"),
  ).toEqual(['select 1', "select ';'", 'create function f() as $$ a; b; $$']);
});

describe('PGlite, one connection', () => {
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
  describe(`database on ${engine}`, () => {
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
        const versions = await sql<{
          version: number;
        }>`select version from schema_migrations order by version`.execute(again.db);
        expect(versions.rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
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
        await sql`insert into schema_migrations (version, name) values (999, 'future')`.execute(db);
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

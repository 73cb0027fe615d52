import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { MIGRATION_TABLE, migrate } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/sql-files';
import { ENGINES, usePlaces } from './helpers/engines';
import { type LiveColumn, readDeclaredSchema, schemaDifferences } from './helpers/schema-types';

// server/db/schema.ts is written by hand; this compares it with the schema the migrations make,
// so that a migration without its schema.ts change (or the reverse) fails here.

/** The Migrator's own tables, which no query of the application reads. */
const MIGRATOR_TABLES = new Set([MIGRATION_TABLE, `${MIGRATION_TABLE}_lock`]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads the catalog only.
async function liveColumns(db: Kysely<any>): Promise<LiveColumn[]> {
  const { rows } = await sql<LiveColumn>`
    select table_name, column_name, data_type, is_nullable, column_default, is_identity,
      is_generated
    from information_schema.columns
    where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  return rows;
}

const declared = readDeclaredSchema();

it('reads schema.ts as Kysely does: select, nullability and what an insert may leave out', () => {
  const contact = declared.get('contact_messages');
  expect(contact?.get('id')).toEqual({
    select: new Set(['number']),
    nullable: false,
    insertOptional: true,
  });
  expect(contact?.get('name')).toEqual({
    select: new Set(['string']),
    nullable: false,
    insertOptional: false,
  });
  expect(contact?.get('read_at')).toEqual({
    select: new Set(['Date']),
    nullable: true,
    insertOptional: true,
  });
});

for (const engine of ENGINES) {
  describe(`schema.ts and the live schema on ${engine}`, { timeout: 60_000 }, () => {
    const newPlace = usePlaces(engine);

    it('match: every table and column, nullability, types, and defaults for what inserts omit', async () => {
      const place = await newPlace();
      const { db, close } = await openDatabase(place);
      try {
        expect(schemaDifferences(declared, await liveColumns(db), MIGRATOR_TABLES)).toEqual([]);

        // A migration that schema.ts has not caught up with is reported.
        const ahead = {
          version: Math.max(...MIGRATIONS.map((m) => m.version)) + 1,
          name: 'ahead of schema.ts',
          sql: `ALTER TABLE contact_messages ADD COLUMN topic text NOT NULL DEFAULT '';
ALTER TABLE contact_messages ALTER COLUMN handled_at SET NOT NULL;
CREATE TABLE notes (id integer PRIMARY KEY);`,
        };
        await migrate(db, [...MIGRATIONS, ahead]);
        expect(schemaDifferences(declared, await liveColumns(db), MIGRATOR_TABLES)).toEqual([
          'table notes: in the database, not in schema.ts',
          'contact_messages.topic: in the database, not in schema.ts',
          'contact_messages.handled_at: not null in the database, not in schema.ts',
          'contact_messages.handled_at: an insert may leave it out, but the database has no default for it',
        ]);
      } finally {
        await close();
        await place.remove();
      }
    });
  });
}

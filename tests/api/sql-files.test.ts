import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bundleForNode } from '../../scripts/bundle-node.mjs';
import { openDatabase } from '../../server/db';
import { migrate, migrationName } from '../../server/db/migrate';
import { FUNCTIONS, MIGRATIONS } from '../../server/db/sql-files';
import { type AnyDb, openBare } from './helpers/bare-database';
import { ENGINES, usePlaces } from './helpers/engines';
import { recordedVersions } from './helpers/legacy-migrations';

// The schema's SQL as files (decision 094): server/db/migrations/NNNN-name.sql applied once each,
// server/db/functions/NAME.sql, each function once, applied at every start after them.

const FOLDER = new URL('../../server/db/', import.meta.url);

/** The versions the code before the .sql files recorded (kysely_migration's names). */
const RELEASED_BEFORE_FILES = [
  '0001',
  '0002',
  '0003',
  '0004',
  '0005',
  '0006',
  '0007',
  '0008',
  '0009',
  '0010',
  '0011',
  '0012',
  '0014',
];

/** The schema's functions: name, arguments and full definition, from the catalog. */
async function functionDefinitions(db: AnyDb): Promise<{ name: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() order by p.proname, p.oid`.execute(db);
  return rows;
}

async function triggerDefinitions(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_triggerdef(t.oid) as definition from pg_trigger t
    where not t.tgisinternal order by t.tgname`.execute(db);
  return rows.map((row) => row.definition);
}

describe('the .sql files', () => {
  it('are one file per version, named by it, the versions released before them unchanged', async () => {
    const files = await readdir(new URL('migrations/', FOLDER));
    expect(files.toSorted()).toEqual(
      MIGRATIONS.map((m) => `${migrationName(m.version)}-${m.name}.sql`),
    );
    expect(MIGRATIONS.map((m) => migrationName(m.version)).slice(0, 13)).toEqual(
      RELEASED_BEFORE_FILES,
    );
  });

  it('declare each stored function once: in its own file, in no version', async () => {
    const files = await readdir(new URL('functions/', FOLDER));
    expect(files.toSorted()).toEqual(FUNCTIONS.map((f) => `${f.name}.sql`));
    for (const m of MIGRATIONS) {
      const created = [...m.sql.matchAll(/\bcreate\s+(?:or\s+replace\s+)?function\s+(\w+)/gi)];
      const names = created.map((match) => match[1]);
      expect(
        names.filter((name) => FUNCTIONS.some((f) => f.name === name)),
        `version ${m.version}`,
      ).toEqual([]);
    }
  });

  it('travel in a bundle, which reads no folder', async () => {
    const outfile = join(tmpdir(), `sql-files-${process.pid}.mjs`);
    try {
      await bundleForNode({ entryPoints: ['server/db/sql-files.ts'], outfile });
      const bundled = (await import(outfile)) as typeof import('../../server/db/sql-files');
      expect(bundled.MIGRATIONS).toEqual(MIGRATIONS);
      expect(bundled.FUNCTIONS).toEqual(FUNCTIONS);
    } finally {
      await rm(outfile, { force: true });
    }
  });
});

for (const engine of ENGINES) {
  describe(`the .sql files on ${engine}`, { timeout: 60_000 }, () => {
    const newPlace = usePlaces(engine, { empty: true });

    it('a new database records each file’s version and has each function once, as its file says', async () => {
      const place = await newPlace();
      try {
        const { db, close } = await openDatabase(place);
        try {
          expect((await recordedVersions(db)).map(migrationName)).toEqual(
            MIGRATIONS.map((m) => migrationName(m.version)),
          );
          const functions = await functionDefinitions(db);
          expect(functions.map((f) => f.name)).toEqual(FUNCTIONS.map((f) => f.name));
          for (const [i, f] of FUNCTIONS.entries()) {
            // The catalog keeps the body as written: the file's text between its $$ quotes.
            const body = f.sql.split('$$')[1] ?? '';
            expect(body.length).toBeGreaterThan(0);
            expect(functions[i]?.definition).toContain(body);
          }
        } finally {
          await close();
        }
      } finally {
        await place.remove();
      }
    });

    it('a second start applies nothing new and leaves functions and triggers as they were', async () => {
      const place = await newPlace();
      try {
        const first = await openDatabase(place);
        const functions = await functionDefinitions(first.db);
        const triggers = await triggerDefinitions(first.db);
        await first.close();
        const again = await openBare(place);
        try {
          expect(await migrate(again.db)).toEqual([]);
          expect(await functionDefinitions(again.db)).toEqual(functions);
          expect(await triggerDefinitions(again.db)).toEqual(triggers);
          expect(triggers).toHaveLength(5);
        } finally {
          await again.close();
        }
      } finally {
        await place.remove();
      }
    });

    it('a function changed in the database is put back to its file’s form at the next start', async () => {
      const place = await newPlace();
      try {
        const first = await openDatabase(place);
        await sql`create or replace function loading_copy() returns boolean
          language sql stable as $$ select true $$`.execute(first.db);
        await first.close();
        const again = await openDatabase(place);
        try {
          const { rows } = await sql<{ on: boolean }>`select loading_copy() as on`.execute(
            again.db,
          );
          expect(rows).toEqual([{ on: false }]);
        } finally {
          await again.close();
        }
      } finally {
        await place.remove();
      }
    });
  });
}

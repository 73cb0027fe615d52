import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { pgliteDir } from '../../../server/db';
import type { Place } from './engines';

// Any schema: a database at some older version, which the tests migrate step by step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

/** The place's database opened without migrating it, as a server of an older version would. */
export async function openBare(place: Place): Promise<{ db: AnyDb; close: () => Promise<void> }> {
  if (place.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: place.databaseUrl, max: 1 });
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db, close: () => db.destroy() };
  }
  const pglite = await PGlite.create(pgliteDir(place.dataDir));
  const db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  return { db, close: () => db.destroy() };
}

import { type Kysely, sql } from 'kysely';
import { MIGRATIONS } from '../../../server/db/sql-files';

// Any schema: these read and write the migrations' record only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The versions the Migrator's record (kysely_migration) holds, in order. */
export async function recordedVersions(db: AnyDb): Promise<number[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => Number(row.name));
}

/**
 * Turns a migrated database into what the runner before Kysely's Migrator left (decision 050):
 * the same schema, its versions recorded in `schema_migrations` as that runner created it, and no
 * Migrator tables. Each version gets its own past time; returns them.
 */
export async function toLegacyLayout(db: AnyDb): Promise<Map<number, Date>> {
  await sql`drop table kysely_migration`.execute(db);
  await sql`drop table kysely_migration_lock`.execute(db);
  await sql`create table schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`.execute(db);
  const times = new Map<number, Date>();
  for (const m of MIGRATIONS) {
    const at = new Date(Date.UTC(2026, 0, m.version, 12, 30, 15, 250));
    times.set(m.version, at);
    await sql`insert into schema_migrations (version, name, applied_at)
      values (${m.version}, ${m.name}, ${at})`.execute(db);
  }
  return times;
}

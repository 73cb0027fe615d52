import { type Kysely, sql } from 'kysely';
import {
  type Migration as KyselyMigration,
  type MigrationProvider,
  Migrator,
} from 'kysely/migration';
import { MIGRATIONS, type Migration } from './migrations';

// The migrations and their record take any schema: they run raw SQL only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Where Kysely's Migrator records the versions applied: its default table. */
export const MIGRATION_TABLE = 'kysely_migration';

/** A version's name in that record: zero-padded, so that Kysely's alphabetical order is theirs. */
export function migrationName(version: number): string {
  return String(version).padStart(4, '0');
}

const QUOTE = '$migration$';

/**
 * Runs one version's SQL text, several statements, as one statement: PL/pgSQL's EXECUTE runs a
 * string of several commands, each planned after the one before ran. So the text runs through
 * Kysely like any query, inside the migrator's transaction with its record, the same on both
 * engines: PGlite's query() takes one statement only, and its exec() on the instance would wait
 * for the very transaction the migrator holds (decision 050).
 */
async function runScript(db: AnyDb, text: string): Promise<void> {
  if (text.includes(QUOTE)) throw new Error(`a migration's SQL must not contain ${QUOTE}`);
  await sql`do ${sql.raw(QUOTE)} begin execute ${sql.lit(text)}; end ${sql.raw(QUOTE)}`.execute(db);
}

/** The versions of server/db/migrations.ts as Kysely migrations (up only: a version is never undone). */
export class SqlMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: readonly Migration[]) {}

  async getMigrations(): Promise<Record<string, KyselyMigration>> {
    return Object.fromEntries(
      this.migrations.map((m) => [migrationName(m.version), { up: (db) => runScript(db, m.sql) }]),
    );
  }
}

/**
 * Whether the table exists, read from the catalog with the statement's own snapshot (to_regclass
 * would answer from this session's cache, which another session's drop has not reached yet).
 */
async function hasTable(db: AnyDb, name: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (
      select 1 from information_schema.tables
      where table_schema = current_schema() and table_name = ${name}
    ) as found`.execute(db);
  return rows[0]?.found === true;
}

/** The lock number of the runner before the Migrator (decision 017), which its instances take. */
const LEGACY_LOCK = 4_242_017;

/**
 * A database migrated before the Migrator recorded its versions in `schema_migrations` (version,
 * name, applied_at). Moves that record into the Migrator's table, keeping each version's time, and
 * drops the old table, in one transaction under the old runner's lock: instances starting at once
 * adopt it once, and none applies a recorded version again.
 */
async function adoptLegacyRecord(db: AnyDb): Promise<void> {
  if (!(await hasTable(db, 'schema_migrations'))) return;
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${LEGACY_LOCK})`.execute(tx);
    if (!(await hasTable(tx, 'schema_migrations'))) return;
    // The table Kysely's Migrator creates (its name and columns); it finds it there and keeps it.
    await tx.schema
      .createTable(MIGRATION_TABLE)
      .ifNotExists()
      .addColumn('name', 'varchar(255)', (col) => col.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (col) => col.notNull())
      .execute();
    const { rows } = await sql<{ version: number; applied_at: Date }>`
      select version, applied_at from schema_migrations order by version`.execute(tx);
    for (const row of rows) {
      await tx
        .insertInto(MIGRATION_TABLE)
        .values({
          name: migrationName(row.version),
          timestamp: new Date(row.applied_at).toISOString(),
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
    await sql`drop table schema_migrations`.execute(tx);
  });
}

/** When `version` was applied, from the Migrator's record; undefined when it was not. */
export async function appliedAt(db: AnyDb, version: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom(MIGRATION_TABLE)
    .select('timestamp')
    .where('name', '=', migrationName(version))
    .executeTakeFirst();
  return row ? new Date(String(row.timestamp)) : undefined;
}

/** A database newer than the code stops the server rather than running on an unknown schema. */
async function refuseNewerSchema(db: AnyDb, migrations: readonly Migration[]): Promise<void> {
  if (!(await hasTable(db, MIGRATION_TABLE))) return;
  const known = new Set(migrations.map((m) => migrationName(m.version)));
  const rows = await db.selectFrom(MIGRATION_TABLE).select('name').execute();
  const unknown = rows.map((row) => String(row.name)).filter((name) => !known.has(name));
  if (unknown.length === 0) return;
  const newest = Math.max(...unknown.map(Number));
  const knownNewest = Math.max(0, ...migrations.map((m) => m.version));
  throw new Error(
    `the database has schema version ${newest}, newer than this server knows (${knownNewest})`,
  );
}

/**
 * Applies the versions not yet applied, with Kysely's Migrator: all of them in one transaction
 * with their record in `kysely_migration`, under the Migrator's lock (on PostgreSQL an advisory
 * lock, so instances starting at once on one server wait for each other; PGlite is one process).
 * Returns the versions it applied.
 */
export async function migrate(
  db: AnyDb,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  await adoptLegacyRecord(db);
  await refuseNewerSchema(db, migrations);
  const migrator = new Migrator({ db, provider: new SqlMigrationProvider(migrations) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
  return results
    .filter((result) => result.status === 'Success')
    .map((result) => Number(result.migrationName));
}

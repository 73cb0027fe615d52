import { type Kysely, sql } from 'kysely';
import {
  type Migration as KyselyMigration,
  type MigrationProvider,
  Migrator,
} from 'kysely/migration';
import { FUNCTIONS, MIGRATIONS, type Migration, type StoredFunction } from './sql-files';

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

/** The functions of the schema (current_schema()) by name, whatever their arguments. */
async function functionNames(db: AnyDb): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema()`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * Creates each function of server/db/functions that the database has none of by that name, so
 * that a version's triggers, generated columns and indexes find the functions they name (on a new
 * database, all of them before version 1). A function it has, maybe in an older form, is left as
 * it is until every version ran: a version may still drop that form (decision 094).
 */
async function createMissingFunctions(
  db: AnyDb,
  functions: readonly StoredFunction[],
): Promise<void> {
  const present = await functionNames(db);
  const missing = functions.filter((f) => !present.has(f.name));
  if (missing.length > 0) await runScript(db, missing.map((f) => f.sql).join('\n'));
}

/**
 * The versions of server/db/migrations as Kysely migrations (up only: a version is never undone),
 * each after the functions it may name (createMissingFunctions).
 */
export class SqlMigrationProvider implements MigrationProvider {
  constructor(
    private readonly migrations: readonly Migration[],
    private readonly functions: readonly StoredFunction[],
  ) {}

  async getMigrations(): Promise<Record<string, KyselyMigration>> {
    return Object.fromEntries(
      this.migrations.map((m) => [
        migrationName(m.version),
        {
          up: async (db) => {
            // A version that fails is rolled back to here, so that the transaction can go on to
            // the Migrator's unlock, and the Migrator reports the version's own error.
            await sql`savepoint migration`.execute(db);
            try {
              await createMissingFunctions(db, this.functions);
              await runScript(db, m.sql);
            } catch (error) {
              await sql`rollback to savepoint migration`.execute(db);
              throw error;
            }
          },
        },
      ]),
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
 * The number of the advisory lock Kysely's Migrator takes on PostgreSQL (its PostgresAdapter's
 * LOCK_ID, not exported): taken first here too, so that instances starting at once wait for each
 * other before anything, the Migrator's tables included.
 */
const MIGRATOR_LOCK = 3_853_314_791_062_309_107n;

/**
 * Brings the schema up to date in one transaction, under the Migrator's lock (on PostgreSQL an
 * advisory lock, so instances starting at once on one server wait for each other and replace no
 * function at the same time; PGlite is one process): the versions not yet applied, with Kysely's
 * Migrator and their record in `kysely_migration`, then every function of server/db/functions
 * (CREATE OR REPLACE: the same text again changes nothing). Returns the versions it applied.
 */
export async function migrate(
  db: AnyDb,
  migrations: readonly Migration[] = MIGRATIONS,
  functions: readonly StoredFunction[] = FUNCTIONS,
): Promise<number[]> {
  await adoptLegacyRecord(db);
  await refuseNewerSchema(db, migrations);
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATOR_LOCK)})`.execute(tx);
    const migrator = new Migrator({
      db: tx,
      provider: new SqlMigrationProvider(migrations, functions),
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
    if (functions.length > 0) await runScript(tx, functions.map((f) => f.sql).join('\n'));
    return results
      .filter((result) => result.status === 'Success')
      .map((result) => Number(result.migrationName));
  });
}

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { MIGRATION_TABLE } from '../db/migrate';
import { SEALED_SUFFIX, sealedWriter, type Unsealer } from './sealed';

// Any schema: the copy reads the tables the catalog lists, whatever version made them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** What a copy of the database holds, recorded in the backup's manifest (manifest.ts). */
export const databaseCopySchema = z.object({
  engine: z.enum(['pglite', 'postgres']),
  /** PostgreSQL's version, as the server (or PGlite) reports it. */
  serverVersion: z.string(),
  /** The schema versions applied when it was copied (kysely_migration's names). */
  migrations: z.array(z.string().regex(/^[0-9]{4}$/)),
  /** Every table, in the order they are loaded (a table after those its foreign keys name). */
  tables: z.array(z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number() })),
});
export type DatabaseCopy = z.infer<typeof databaseCopySchema>;

/** The file of one table's rows in the copy's folder: one JSON object a line, sealed (sealed.ts). */
export const tableFile = (folder: string, table: string) =>
  join(folder, `${table}.jsonl${SEALED_SUFFIX}`);

/** The schema's own record (the Migrator's tables) is made again by the migrations, not copied. */
const NOT_COPIED = new Set([MIGRATION_TABLE, `${MIGRATION_TABLE}_lock`]);
/** The setting, for one transaction, that tells the schema's triggers a copy is being loaded. */
const LOADING_COPY = 'quickrefund.loading_copy';
const ROWS_AT_ONCE = 500;

async function appliedMigrations(db: AnyDb): Promise<string[]> {
  if (!(await existingTables(db)).includes(MIGRATION_TABLE)) return [];
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** The tables of the schema, each after the tables its foreign keys point to. */
export async function tablesInLoadOrder(db: AnyDb): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`the foreign keys of ${table} form a cycle`);
    visiting.add(table);
    for (const { child, parent } of references.rows) {
      if (child === table && parent !== table) visit(parent);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  for (const { name } of tables.rows) if (!NOT_COPIED.has(name)) visit(name);
  return ordered;
}

/**
 * Writes one table's rows, sealed to `recipient`, to `file` through a cursor, a few hundred at a
 * time; returns the count.
 */
async function copyTable(
  tx: AnyDb,
  table: string,
  file: string,
  recipient: string,
): Promise<number> {
  const writer = await sealedWriter(file, recipient);
  let count = 0;
  try {
    await sql`declare backup_rows no scroll cursor for
      select to_jsonb(t)::text as row from ${sql.table(table)} t`.execute(tx);
    for (;;) {
      const { rows } = await sql<{ row: string }>`
        fetch forward ${sql.raw(String(ROWS_AT_ONCE))} from backup_rows`.execute(tx);
      if (rows.length === 0) break;
      await writer.write(rows.map((row) => `${row.row}\n`).join(''));
      count += rows.length;
    }
    await sql`close backup_rows`.execute(tx);
  } finally {
    await writer.close();
  }
  return count;
}

/**
 * A consistent copy of every table into `folder` (decision 084): one read-only transaction at
 * REPEATABLE READ, so every table is read as of one moment while the server goes on writing. Each
 * row is its `to_jsonb` text, which keeps every value's exact text form (timestamps to the
 * microsecond, bytea as hex, numbers as written), and is read back by `jsonb_populate_recordset`.
 * The same SQL on PGlite and on a PostgreSQL server: no pg_dump, which PGlite has not and whose
 * version must match the server's.
 */
export async function copyDatabase(
  db: AnyDb,
  engine: DatabaseCopy['engine'],
  folder: string,
  /** BACKUP_RECIPIENT: every table's file is sealed to it (sealed.ts). */
  recipient: string,
): Promise<DatabaseCopy> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (tx) => {
      const version = await sql<{ version: string }>`
        select current_setting('server_version') as version`.execute(tx);
      const migrations = await appliedMigrations(tx);
      const tables = [];
      for (const name of await tablesInLoadOrder(tx)) {
        tables.push({ name, rows: await copyTable(tx, name, tableFile(folder, name), recipient) });
      }
      return { engine, serverVersion: version.rows[0]?.version ?? '', migrations, tables };
    });
}

/** A table's columns a row is loaded into, quoted: every one but the generated ones. */
async function loadedColumns(tx: AnyDb, table: string): Promise<string> {
  const { rows } = await sql<{ columns: string }>`
    select string_agg(quote_ident(attname), ', ' order by attnum) as columns
    from pg_attribute
    where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''`.execute(
    tx,
  );
  return rows[0]?.columns ?? '*';
}

async function loadTable(
  tx: AnyDb,
  table: string,
  file: string,
  unsealer: Unsealer,
): Promise<void> {
  // A generated column (case_clients.name_folded) is computed again, never loaded.
  const columns = sql.raw(await loadedColumns(tx, table));
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    // OVERRIDING SYSTEM VALUE: identity columns keep the ids the copy holds.
    await sql`insert into ${sql.table(table)} (${columns}) overriding system value
      select ${columns} from jsonb_populate_recordset(null::${sql.table(table)}, ${`[${batch.join(',')}]`}::jsonb)`.execute(
      tx,
    );
    batch = [];
  };
  const lines = createInterface({ input: await unsealer.open(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= ROWS_AT_ONCE) await flush();
  }
  await flush();
}

/** Every identity or serial column's sequence set past the largest id the table now holds. */
async function resetSequences(tx: AnyDb): Promise<void> {
  const { rows } = await sql<{ table: string; column: string }>`
    select c.relname as table, a.attname as column
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0
      and not a.attisdropped
      and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`.execute(tx);
  for (const { table, column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce(max(${sql.ref(column)}), 0) + 1, false) from ${sql.table(table)}`.execute(tx);
  }
}

/**
 * Loads a copy into a database whose schema is at the copy's versions and holds no rows, in one
 * transaction: all of it or nothing. Each table's count is checked against the copy's.
 */
export async function loadDatabase(
  db: AnyDb,
  folder: string,
  copy: DatabaseCopy,
  unsealer: Unsealer,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    // The triggers that keep rows derived from others (a case's client name, the counts per
    // status: migration 12) leave the load alone: the copy holds those rows as they were.
    await sql`select set_config(${LOADING_COPY}, 'on', true)`.execute(tx);
    for (const { name, rows } of copy.tables) {
      await loadTable(tx, name, tableFile(folder, name), unsealer);
      const counted = await sql<{ n: string }>`
        select count(*)::text as n from ${sql.table(name)}`.execute(tx);
      if (Number(counted.rows[0]?.n) !== rows) {
        throw new Error(`${name}: the copy holds ${rows} rows, ${counted.rows[0]?.n} were loaded`);
      }
    }
    await resetSequences(tx);
  });
}

/** The tables of the schema: an empty database (where a restore may go) has none. */
export async function existingTables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

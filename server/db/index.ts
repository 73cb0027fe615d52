import { RefuseTextWithNul } from './text-guard';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import type { Schema } from './schema';
import { MIGRATION_TABLE, migrate } from './migrate';
import { keepWasmOnBaseline, WASM_TIER_UP_FLAG } from '../operations/heap';

export type { Schema } from './schema';
export type Db = Kysely<Schema>;

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; undefined for PGlite under `dataDir`. */
  readonly databaseUrl: string | undefined;
  /**
   * With DATABASE_URL: the schema owner's address (DATABASE_OWNER_URL), which runs the migrations
   * and grants the server's role what it needs; undefined when one role does both.
   */
  readonly ownerUrl?: string | undefined;
  readonly dataDir: string;
}

/** A PostgreSQL connection pool's state, for the metrics (server/observe/metrics.ts). */
export interface PoolUse {
  readonly max: number;
  /** Connections open, and of them those waiting for a query. */
  readonly open: number;
  readonly idle: number;
  /** Queries waiting for a connection. */
  readonly waiting: number;
}

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /** The pool's state now; undefined for PGlite (one connection in the process, no pool). */
  poolUse(): PoolUse | undefined;
  close(): Promise<void>;
}

/** The database could not be opened or migrated: one line, naming the setting to look at. */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
}

/** Where PGlite keeps its files: one folder inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'database');
}

/** The address without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] || 'unknown error';
}

/**
 * PGlite's start parameters: its defaults, with PostgreSQL's shared buffers at 32 MB instead of
 * 128 MB. The buffers live in the process's WebAssembly memory, which never shrinks; a small
 * company's database stays in the operating system's file cache anyway (decision 031).
 */
const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=32MB',
];

/**
 * Creates an empty PGlite database in `dir` in a child process. Creating one (initdb) takes about
 * 600 MB of WebAssembly memory that a process never gives back; done here, the server itself
 * opens an existing database and stays near 200 MB (decision 031).
 */
export function createPgliteFolder(dir: string): Promise<void> {
  const pgliteModule = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script =
    `const { PGlite } = require(${JSON.stringify(pgliteModule)});` +
    `PGlite.create(${JSON.stringify(dir)}).then((db) => db.close())` +
    `.catch((error) => { console.error(String(error?.message ?? error)); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WASM_TIER_UP_FLAG, '-e', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(stderr.trim().split('\n')[0] || `database set-up exited with ${code}`));
    });
  });
}

async function openEngine(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined) {
    const pg = await import('pg');
    const max = 10;
    const pool = new pg.default.Pool({
      connectionString: options.databaseUrl,
      max,
      connectionTimeoutMillis: 5000,
    });
    // A client that loses its server must not take the process down: the pool reports an idle
    // one here, and a checked-out one emits the error itself (its query fails with it, and the
    // pool drops the client when it comes back), where pg without a listener throws it.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Schema>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new RefuseTextWithNul()],
    });
    const poolUse = () => ({
      max,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    return { db, engine: 'postgres', poolUse, close: () => db.destroy() };
  }
  // Before PGlite's module is compiled: its functions stay on V8's baseline compiler (decision 083).
  keepWasmOnBaseline();
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = pgliteDir(options.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await createPgliteFolder(dir);
  const pglite = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
  // Kysely's PGlite dialect hands the one connection to one user at a time (its adapter says the
  // engine has one connection): another request's query waits for an open transaction to end.
  const db = new Kysely<Schema>({
    dialect: new PGliteDialect({ pglite }),
    plugins: [new RefuseTextWithNul()],
  });
  return { db, engine: 'pglite', poolUse: () => undefined, close: () => db.destroy() };
}

function describeDatabase(options: DatabaseOptions): string {
  return options.databaseUrl !== undefined
    ? `DATABASE_URL (${redactUrl(options.databaseUrl)})`
    : `the PGlite database in DATA_DIR (${pgliteDir(options.dataDir)})`;
}

/**
 * Opens the database as it is, its schema untouched (a PGlite folder that is not there is made):
 * for `npm run backup` and `npm run restore`, which must not migrate what they copy.
 */
export async function openUnmigrated(options: DatabaseOptions): Promise<Database> {
  try {
    const database = await openEngine(options);
    await sql`select 1`.execute(database.db);
    return database;
  } catch (error) {
    throw new DatabaseError(`Could not open ${describeDatabase(options)}: ${reason(error)}`);
  }
}

/**
 * Opens the database (PGlite under DATA_DIR, or the server at DATABASE_URL) and brings its schema
 * to the latest version. Throws DatabaseError with one line naming the setting when it cannot.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await openUnmigrated(options);
  const where = describeDatabase(options);
  const owner = options.ownerUrl;
  const ownerWhere = `DATABASE_OWNER_URL (${redactUrl(owner ?? '')})`;
  try {
    if (owner === undefined || owner === options.databaseUrl) await migrate(database.db);
    else await migrateAsOwner(owner, database.db);
  } catch (error) {
    await database.close().catch(() => {});
    const place = owner !== undefined && owner !== options.databaseUrl ? ownerWhere : where;
    throw new DatabaseError(`Could not migrate ${place}: ${reason(error)}`);
  }
  return database;
}

/**
 * What the server's own role may do when another role owns the schema (README, "Database
 * roles"; decision 046): read and write the working tables, but of the audit log only read and
 * append. Without ownership it can neither alter a table nor disable a trigger; TRUNCATE is never
 * granted. Run by the owner after every migration, so new tables are covered too.
 */
export function serverRoleGrants(role: string): string[] {
  const name = `"${role.replaceAll('"', '""')}"`;
  return [
    `GRANT USAGE ON SCHEMA public TO ${name}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${name}`,
    `REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_log FROM ${name}`,
    // The schema's version record and its lock are the owner's alone (Kysely's Migrator's tables).
    `REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ${MIGRATION_TABLE}, ${MIGRATION_TABLE}_lock FROM ${name}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${name}`,
    `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${name}`,
  ];
}

/**
 * Migrates through the owner's connection (opened for this alone), then grants the server's role
 * (DATABASE_URL's, as the server connection names itself) what serverRoleGrants lists.
 */
async function migrateAsOwner(ownerUrl: string, serverDb: Db): Promise<void> {
  const pg = await import('pg');
  const pool = new pg.default.Pool({
    connectionString: ownerUrl,
    max: 1,
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', () => {});
  const ownerDb = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    const role = await sql<{ role: string }>`select current_user as role`.execute(serverDb);
    const ownerRole = await sql<{ role: string }>`select current_user as role`.execute(ownerDb);
    const serverRole = role.rows[0]?.role;
    await migrate(ownerDb);
    if (serverRole === undefined || serverRole === ownerRole.rows[0]?.role) return;
    await ownerDb.transaction().execute(async (tx) => {
      for (const statement of serverRoleGrants(serverRole)) await sql.raw(statement).execute(tx);
    });
  } finally {
    await ownerDb.destroy();
  }
}

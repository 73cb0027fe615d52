import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from './pglite-dialect';
import type { Schema } from './schema';
import { migrate } from './migrate';

export type { Schema } from './schema';
export type Db = Kysely<Schema>;

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; undefined for PGlite under `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
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

async function openEngine(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl !== undefined) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client that loses its server must not take the process down.
    pool.on('error', () => {});
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = pgliteDir(options.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const pglite = await PGlite.create(dir);
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(pglite) });
  return { db, engine: 'pglite', close: () => db.destroy() };
}

/**
 * Opens the database (PGlite under DATA_DIR, or the server at DATABASE_URL) and brings its schema
 * to the latest version. Throws DatabaseError with one line naming the setting when it cannot.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const where =
    options.databaseUrl !== undefined
      ? `DATABASE_URL (${redactUrl(options.databaseUrl)})`
      : `the PGlite database in DATA_DIR (${pgliteDir(options.dataDir)})`;
  let database: Database;
  try {
    database = await openEngine(options);
    await sql`select 1`.execute(database.db);
  } catch (error) {
    throw new DatabaseError(`Could not open ${where}: ${reason(error)}`);
  }
  try {
    await migrate(database.db);
  } catch (error) {
    await database.close().catch(() => {});
    throw new DatabaseError(`Could not migrate ${where}: ${reason(error)}`);
  }
  return database;
}

/**
 * The schema's SQL, one file per fact (decision 094, docs/back-office.md):
 * - server/db/migrations/NNNN-short-name.sql: the versions, applied once each, in order, by
 *   server/db/migrate.ts; a version, once released, is never edited (a change is a new file);
 * - server/db/functions/NAME.sql: each stored function in its current form (`CREATE OR REPLACE
 *   FUNCTION NAME`), applied at every start after the versions.
 * From the sources they are read from those folders. A bundle (scripts/bundle-node.mjs) carries
 * them in `__QUICKREFUND_SQL__`, read by this same function when it bundles.
 * Only erasable TypeScript here: scripts/bundle-node.mjs imports this module in plain Node.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** A folder's .sql files by name (without `.sql`), in the order of their names. */
export type SqlFolders = Record<
  'migrations' | 'functions',
  ReadonlyArray<readonly [string, string]>
>;

declare const __QUICKREFUND_SQL__: SqlFolders | undefined;

/** Reads server/db/migrations and server/db/functions beside this module. */
export function readSqlFolders(): SqlFolders {
  const read = (folder: string): Array<readonly [string, string]> => {
    const dir = new URL(`./${folder}/`, import.meta.url);
    return readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => [file.slice(0, -'.sql'.length), readFileSync(new URL(file, dir), 'utf8')]);
  };
  return { migrations: read('migrations'), functions: read('functions') };
}

const FOLDERS: SqlFolders =
  typeof __QUICKREFUND_SQL__ === 'undefined' ? readSqlFolders() : __QUICKREFUND_SQL__;

/** A version of the schema: server/db/migrations/NNNN-name.sql. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** A stored function in its current form: server/db/functions/NAME.sql. */
export interface StoredFunction {
  readonly name: string;
  readonly sql: string;
}

const MIGRATION_FILE = /^(\d{4})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const FUNCTION_FILE = /^[a-z_][a-z0-9_]*$/;

function migrationsOf(files: SqlFolders['migrations']): Migration[] {
  const migrations = files.map(([file, text]) => {
    const match = MIGRATION_FILE.exec(file);
    if (match === null) {
      throw new Error(`server/db/migrations/${file}.sql: a migration is named NNNN-short-name.sql`);
    }
    return { version: Number(match[1]), name: String(match[2]), sql: text };
  });
  migrations.forEach((m, i) => {
    const before = migrations[i - 1];
    if (m.version === 0 || (before !== undefined && before.version === m.version)) {
      throw new Error(`server/db/migrations: version ${m.version} is not unique or is 0`);
    }
  });
  return migrations;
}

function functionsOf(files: SqlFolders['functions']): StoredFunction[] {
  return files.map(([file, text]) => {
    const creates = [...text.matchAll(/\bcreate\s+(?:or\s+replace\s+)?function\s+(\w+)/gi)];
    const [only] = creates;
    if (
      !FUNCTION_FILE.test(file) ||
      creates.length !== 1 ||
      only?.[1] !== file ||
      !/\bcreate\s+or\s+replace\s+function\b/i.test(only[0])
    ) {
      throw new Error(
        `server/db/functions/${file}.sql: one CREATE OR REPLACE FUNCTION ${file}, named as its file`,
      );
    }
    return { name: file, sql: text };
  });
}

/** The schema's versions, in order (server/db/migrations). */
export const MIGRATIONS: readonly Migration[] = migrationsOf(FOLDERS.migrations);

/** The stored functions (server/db/functions), by name. */
export const FUNCTIONS: readonly StoredFunction[] = functionsOf(FOLDERS.functions);

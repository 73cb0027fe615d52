import { type Kysely, sql } from 'kysely';
import { MIGRATIONS, type Migration } from './migrations';

/** Any fixed number: every instance takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK = 4_242_017;

/**
 * Applies the versions not yet applied, each in its own transaction with its record in
 * schema_migrations. Several instances starting at once on one server wait for each other on an
 * advisory lock instead of racing.
 */
export async function migrate(
  // Any schema: the migrations run raw SQL only.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const applied: number[] = [];
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    await sql`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`.execute(tx);
    const done = await sql<{ version: number }>`select version from schema_migrations`.execute(tx);
    const have = new Set(done.rows.map((row) => row.version));
    const newest = Math.max(0, ...have);
    const known = Math.max(0, ...migrations.map((m) => m.version));
    if (newest > known) {
      throw new Error(
        `the database has schema version ${newest}, newer than this server knows (${known})`,
      );
    }
    for (const migration of migrations) {
      if (have.has(migration.version)) continue;
      // One statement per query: PGlite's query() (what Kysely uses) takes no more than one.
      for (const statement of splitStatements(migration.sql)) await sql.raw(statement).execute(tx);
      await sql`insert into schema_migrations (version, name) values (${migration.version}, ${migration.name})`.execute(
        tx,
      );
      applied.push(migration.version);
    }
  });
  return applied;
}

/** Splits SQL at the semicolons outside comments, quotes and $$-bodies. */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  let inQuote = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (!inDollar && !inQuote && char === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
      current += '\n';
      continue;
    }
    if (!inQuote && char === '$' && text[i + 1] === '$') {
      inDollar = !inDollar;
      current += '$$';
      i += 1;
      continue;
    }
    if (!inDollar && char === "'") inQuote = !inQuote;
    if (!inDollar && !inQuote && char === ';') {
      if (current.trim() !== '') statements.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim() !== '') statements.push(current.trim());
  return statements;
}

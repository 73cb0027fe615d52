import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { audit, COMMAND_LINE } from '../../server/staff/audit';
import { startPostgres, type TestPostgres } from './helpers/postgres';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Found by a hostile review: the server's own role owned the audit log, so it could disable the
// trigger and delete. With DATABASE_OWNER_URL the owner migrates, and the server's role may only
// read and append to the audit log (README, "Database roles"; decision 046).

describe('the server role on PostgreSQL, with a separate owner', () => {
  let server: TestPostgres;
  let dataDir: string;
  beforeAll(async () => {
    server = await startPostgres();
    dataDir = await mkdtemp(join(tmpdir(), 'roles-test-'));
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function roles() {
    const adminUrl = await server.newDatabaseUrl();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const suffix = Math.random().toString(36).slice(2, 8);
    const [owner, app] = [`qr_owner_${suffix}`, `qr_app_${suffix}`];
    const database = new URL(adminUrl).pathname.slice(1);
    await admin.query(`CREATE ROLE ${owner} LOGIN`);
    await admin.query(`CREATE ROLE ${app} LOGIN`);
    // PostgreSQL 15: the public schema belongs to the database's owner.
    await admin.query(`ALTER DATABASE "${database}" OWNER TO ${owner}`);
    await admin.end();
    const as = (role: string) => {
      const url = new URL(adminUrl);
      url.username = role;
      return url.toString();
    };
    return { ownerUrl: as(owner), appUrl: as(app) };
  }

  it('migrates as the owner; the server role appends and reads the audit log, and can do nothing else to it', async () => {
    const { ownerUrl, appUrl } = await roles();
    const database = await openDatabase({ databaseUrl: appUrl, ownerUrl, dataDir });
    try {
      const { db } = database;
      await audit(db, COMMAND_LINE, 'sign-in', 'a row the server may write');
      const rows = await db.selectFrom('audit_log').select('subject').execute();
      expect(rows.map((row) => row.subject)).toEqual(['a row the server may write']);

      const refused = async (statement: string) => {
        const error = await sql
          .raw(statement)
          .execute(db)
          .then(
            () => null,
            (caught: unknown) => caught as Error,
          );
        return error?.message ?? 'it succeeded';
      };
      expect(await refused('UPDATE audit_log SET subject = $$changed$$')).toMatch(
        /permission denied/,
      );
      expect(await refused('DELETE FROM audit_log')).toMatch(/permission denied/);
      expect(await refused('TRUNCATE audit_log')).toMatch(/permission denied/);
      expect(await refused('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only')).toMatch(
        /must be owner/,
      );
      expect(await refused('DROP TABLE audit_log')).toMatch(/must be owner/);
      // Still there, unchanged.
      expect(await db.selectFrom('audit_log').select('subject').execute()).toEqual(rows);
      // The working tables are the server's to change.
      await db.deleteFrom('rate_events').execute();
    } finally {
      await database.close();
    }
    // A second start (migrations done) opens as before.
    const again = await openDatabase({ databaseUrl: appUrl, ownerUrl, dataDir });
    await again.close();
  }, 60_000);

  it('one role (DATABASE_OWNER_URL unset) works as before', async () => {
    const url = await server.newDatabaseUrl();
    const database = await openDatabase({ databaseUrl: url, dataDir });
    await audit(database.db, COMMAND_LINE, 'sign-in');
    await database.close();
  }, 60_000);
});

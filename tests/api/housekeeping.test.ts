import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db';
import { sql } from 'kysely';
import {
  pruneGrowingTables,
  SIGN_OUT_KEEP_MS,
  refreshStatistics,
  SENT_MAIL_KEEP_MS,
  STATISTICS_FROM_CASES,
  UNSENT_MAIL_KEEP_MS,
} from '../../server/db/housekeeping';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { seedCase } from './helpers/seed-case';

const HOUR = 60 * 60 * 1000;
const KEEP = { rateEventsMs: HOUR, staffIdleMs: 30 * 60 * 1000, staffSessionMaxMs: 12 * HOUR };

for (const engine of ENGINES) {
  describe(`the database's housekeeping (${engine})`, () => {
    const newPlace = usePlaces(engine);
    let place: Place | undefined;
    let database: Database | undefined;
    afterEach(async () => {
      await database?.close();
      await place?.remove();
    });

    it('removes ended, idle and too old staff sessions, old mail and old rate events, and keeps the rest', async () => {
      place = await newPlace();
      database = await openDatabase(place);
      const { db } = database;
      const now = new Date();
      const ago = (ms: number) => new Date(now.getTime() - ms);
      const account = await db
        .insertInto('staff_accounts')
        .values({ email: 'ana@example.com', is_admin: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      const session = (name: string, created: number, seen: number, ended: boolean) => ({
        id_hash: name,
        account_id: account.id,
        csrf_token: `csrf-${name}`,
        created_at: ago(created),
        last_seen_at: ago(seen),
        ended_at: ended ? ago(seen) : null,
      });
      await db
        .insertInto('staff_sessions')
        .values([
          session('live', HOUR, 60_000, false),
          session('signed-out', HOUR, 60_000, true),
          session('idle', HOUR, 31 * 60 * 1000, false),
          session('too-old', 13 * HOUR, 60_000, false),
        ])
        .execute();
      const mail = (subject: string, created: number, sent: number | null) => ({
        to_address: 'ana@example.com',
        subject,
        body: 'Hello',
        created_at: ago(created),
        next_attempt_at: ago(created),
        sent_at: sent === null ? null : ago(sent),
      });
      await db
        .insertInto('mail_outbox')
        .values([
          mail('sent lately', SENT_MAIL_KEEP_MS, SENT_MAIL_KEEP_MS - HOUR),
          mail('sent long ago', SENT_MAIL_KEEP_MS + 2 * HOUR, SENT_MAIL_KEEP_MS + HOUR),
          mail('still trying', UNSENT_MAIL_KEEP_MS - HOUR, null),
          mail('never sent', UNSENT_MAIL_KEEP_MS + HOUR, null),
        ])
        .execute();
      await db
        .insertInto('rate_events')
        .values([
          { kind: 'contact', key: '192.0.2.1', at: ago(HOUR - 60_000) },
          { kind: 'contact', key: '192.0.2.1', at: ago(HOUR + 60_000) },
        ])
        .execute();

      const signedOut = await db
        .insertInto('cases')
        .values({ reference: 'QR-0000-0000-0001' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('case_sign_outs')
        .values([
          { session_hash: 'lately', case_id: signedOut.id, at: ago(SIGN_OUT_KEEP_MS - HOUR) },
          { session_hash: 'expired', case_id: signedOut.id, at: ago(SIGN_OUT_KEEP_MS + HOUR) },
        ])
        .execute();

      // Signing codes (RETURN.md §2): kept a day, the window of "at most 5 codes a day".
      const signing = await seedCase(db);
      await db
        .insertInto('signing_codes')
        .values([
          {
            case_id: signing.id,
            code_hash: 'old',
            expires_at: ago(HOUR),
            created_at: ago(25 * HOUR),
          },
          {
            case_id: signing.id,
            code_hash: 'today',
            expires_at: ago(0),
            created_at: ago(23 * HOUR),
          },
        ])
        .execute();

      expect(await pruneGrowingTables(db, KEEP, now)).toEqual({
        rateEvents: 1,
        staffSessions: 3,
        mail: 2,
        caseSignOuts: 1,
        signingCodes: 1,
      });
      const signOuts = await db.selectFrom('case_sign_outs').select('session_hash').execute();
      expect(signOuts.map((row) => row.session_hash)).toEqual(['lately']);
      const codes = await db.selectFrom('signing_codes').select('code_hash').execute();
      expect(codes.map((row) => row.code_hash)).toEqual(['today']);
      const sessions = await db.selectFrom('staff_sessions').select('id_hash').execute();
      expect(sessions.map((row) => row.id_hash)).toEqual(['live']);
      const kept = await db.selectFrom('mail_outbox').select('subject').orderBy('id').execute();
      expect(kept.map((row) => row.subject)).toEqual(['sent lately', 'still trying']);
      expect(await db.selectFrom('rate_events').select('id').execute()).toHaveLength(1);
      // Twice is the same as once.
      expect(await pruneGrowingTables(db, KEEP, now)).toEqual({
        rateEvents: 0,
        staffSessions: 0,
        mail: 0,
        caseSignOuts: 0,
        signingCodes: 0,
      });
    });

    // PGlite's planner statistics (decision 090); a PostgreSQL server's autovacuum keeps its own.
    it.runIf(engine === 'pglite')(
      'takes the planner statistics only from STATISTICS_FROM_CASES cases on, so that one case is still found by its key through the index',
      async () => {
        place = await newPlace();
        database = await openDatabase(place);
        const { db } = database;
        const addCases = (from: number, count: number) =>
          sql`insert into cases (reference)
        select 'QR-0000-' || lpad((n / 10000)::text, 4, '0') || '-' || lpad((n % 10000)::text, 4, '0')
        from generate_series(${from}::int, ${from + count - 1}::int) as n`.execute(db);
        /** What the planner believes of the cases table: -1 until it is analyzed. */
        const counted = async () =>
          Number(
            (
              await sql<{
                n: number;
              }>`select reltuples as n from pg_class where relname = 'cases'`.execute(db)
            ).rows[0]?.n,
          );
        const planOfOneCase = async () =>
          (
            await sql<{ 'QUERY PLAN': string }>`
          explain update cases set email = 'a@example.com'
          where id = '00000000-0000-4000-8000-000000000000'`.execute(db)
          ).rows
            .map((row) => row['QUERY PLAN'])
            .join('\n');

        await addCases(1, 3);
        expect(await refreshStatistics(db)).toBe(false);
        expect(await counted()).toBe(-1);
        // What the statistics of a nearly empty table would have made of it: a read of every case.
        expect(await planOfOneCase()).toContain('Index Scan using cases_pkey');

        await addCases(4, STATISTICS_FROM_CASES - 4);
        expect(await refreshStatistics(db)).toBe(false);
        await addCases(STATISTICS_FROM_CASES, 1);
        expect(await refreshStatistics(db)).toBe(true);
        expect(await counted()).toBe(STATISTICS_FROM_CASES);
        expect(await planOfOneCase()).toContain('Index Scan using cases_pkey');
      },
    );
  });
}

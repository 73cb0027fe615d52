import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/sql-files';
import { type AnyDb, openBare } from './helpers/bare-database';
import { ENGINES, usePlaces } from './helpers/engines';

// contact_send (migration 3) had no caller once contact_send_in_case (migration 4) stored every
// contact message; migration 6 drops it. A fresh database never keeps it, an upgraded one loses it.
// Migration 7 writes joining a case once (case_open_or_join, case_event), which the contact
// message's function calls instead of its own copy.

/** The functions of the schema by name, from the catalog. */
async function functionNames(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() order by p.proname`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * The functions whose source writes `what` (for example "insert into cases"), by name: joining a
 * case and recording its events are written once, in case_open_or_join and case_event.
 */
async function functionsWriting(db: AnyDb, what: string): Promise<string[]> {
  const { rows } = await sql<{ name: string; source: string }>`
    select p.proname as name, p.prosrc as source
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() order by p.proname`.execute(db);
  const pattern = new RegExp(what.replaceAll(' ', '\\s+'), 'i');
  return rows.filter((row) => pattern.test(row.source)).map((row) => row.name);
}

async function expectJoinWrittenOnce(db: AnyDb): Promise<void> {
  expect(await functionsWriting(db, 'insert into cases')).toEqual(['case_open_or_join']);
  expect(await functionsWriting(db, 'insert into case_events')).toEqual(['case_event']);
  // Only case_event moves a case's activity (decision 062); the contact message gives a case its
  // e-mail for updates when it has none (migration 9), the join gives it the page's language
  // (migration 11), and nothing else updates a case.
  expect(await functionsWriting(db, 'update cases set last_activity_at')).toEqual(['case_event']);
  expect(await functionsWriting(db, 'update cases')).toEqual([
    'case_event',
    'case_open_or_join',
    'contact_send_in_case',
  ]);
  expect(await functionsWriting(db, 'update cases set language')).toEqual(['case_open_or_join']);
  expect(await functionsWriting(db, 'update cases set email')).toEqual(['contact_send_in_case']);
  expect(await functionsWriting(db, 'case_open_or_join\\(')).toEqual(['contact_send_in_case']);
}

for (const engine of ENGINES) {
  describe(`the case functions on ${engine}`, { timeout: 60_000 }, () => {
    const newPlace = usePlaces(engine, { empty: true });

    it('a fresh database has the functions in use and not contact_send', async () => {
      const place = await newPlace();
      try {
        const { db, close } = await openDatabase(place);
        try {
          const names = await functionNames(db);
          expect(names).toContain('contact_send_in_case');
          expect(names).toContain('rate_take');
          expect(names).not.toContain('contact_send');
          await expectJoinWrittenOnce(db);
        } finally {
          await close();
        }
      } finally {
        await place.remove();
      }
    });

    it('a database at version 5 loses contact_send when the server upgrades it', async () => {
      const place = await newPlace();
      try {
        const old = await openBare(place);
        try {
          const before = MIGRATIONS.filter((m) => m.version <= 5);
          expect(await migrate(old.db, before)).toEqual([1, 2, 3, 4, 5]);
          expect(await functionNames(old.db)).toContain('contact_send');
        } finally {
          await old.close();
        }
        const { db, close } = await openDatabase(place);
        try {
          const names = await functionNames(db);
          expect(names).not.toContain('contact_send');
          expect(names).toContain('contact_send_in_case');
          await expectJoinWrittenOnce(db);
        } finally {
          await close();
        }
      } finally {
        await place.remove();
      }
    });
  });
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CASE_STATUSES } from '../../app/cases/statuses';
import { assignCase } from '../../server/cases/assignment';
import { type CaseListQuery, listCases, NAME_WALK } from '../../server/cases/list';
import { newReference } from '../../server/cases/reference';
import { readSearch } from '../../server/cases/search';
import { statusCounts } from '../../server/cases/status-counts';
import { openDatabase, type Schema } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { MIGRATIONS } from '../../server/db/sql-files';
import { copyDatabase, loadDatabase } from '../../server/operations/database-copy';
import { Unsealer } from '../../server/operations/sealed';
import { makeBackupKeys } from './helpers/backup-keys';
import { openBare } from './helpers/bare-database';
import { ENGINES, usePlaces } from './helpers/engines';
import { seedCase } from './helpers/seed-case';

// The preparer's workspace in the data layer (migration 12; decisions 077 and 078): the client's
// name from the first contact message, the search by a part of it, the status counts kept by
// triggers, the assignment's refusals; and a database of today upgraded to it.

type Db = Kysely<Schema>;

/** A case with contact messages from these names, in order (as contact_send_in_case stores them). */
async function caseOf(db: Db, names: string[], extra: { created_at?: Date } = {}) {
  const row = await db
    .insertInto('cases')
    .values({ reference: newReference(), ...extra })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow();
  for (const name of names) {
    await db
      .insertInto('contact_messages')
      .values({ name, email: 'c@example.com', message: 'Hi', client_address: 'x', case_id: row.id })
      .execute();
  }
  return row;
}

const query = (search: string, more: Partial<CaseListQuery> = {}): CaseListQuery => ({
  status: undefined,
  search: readSearch(search),
  assignee: { kind: 'anyone' },
  before: undefined,
  pageSize: 50,
  ...more,
});

/** The client names a search lists, in order. */
async function namesFound(db: Db, search: string, more: Partial<CaseListQuery> = {}) {
  const list = await listCases(db, query(search, more));
  if (!list.ok) throw new Error(`refused: ${search}`);
  return list.rows.map((row) => row.clientName);
}

/** What the counts table says, beside what counting every case says. */
async function countsBoth(db: Db) {
  const kept = Object.fromEntries(await statusCounts(db));
  const rows = await db
    .selectFrom('cases')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  const counted = Object.fromEntries(CASE_STATUSES.map(({ key }) => [key, 0]));
  for (const row of rows) counted[row.status] = Number(row.n);
  return { kept, counted };
}

for (const engine of ENGINES) {
  describe(`the workspace's data on ${engine}`, { timeout: 90_000 }, () => {
    const newPlace = usePlaces(engine);
    const newEmptyPlace = usePlaces(engine, { empty: true });

    async function withDb(run: (db: Db) => Promise<void>) {
      const place = await newPlace();
      const database = await openDatabase(place);
      try {
        await run(database.db);
      } finally {
        await database.close();
        await place.remove();
      }
    }

    it('names the client from the first message that gives a name; later ones change nothing', () =>
      withDb(async (db) => {
        const named = await caseOf(db, ['  Ána María López ', 'Someone Else']);
        const upload = await caseOf(db, []);
        const clients = await db.selectFrom('case_clients').selectAll().execute();
        expect(clients).toEqual([
          { case_id: named.id, name: 'Ána María López', name_folded: 'ana maria lopez' },
        ]);
        // A message of no case names nobody; a case opened by an upload gets its name from the
        // first message that comes.
        await db
          .insertInto('contact_messages')
          .values({ name: 'Zoë', email: 'z@example.com', message: 'Hi', client_address: 'x' })
          .execute();
        expect(await db.selectFrom('case_clients').select('name').execute()).toHaveLength(1);
        await db
          .insertInto('contact_messages')
          .values({
            name: 'José',
            email: 'j@example.com',
            message: 'Hi',
            client_address: 'x',
            case_id: upload.id,
          })
          .execute();
        const later = await db
          .selectFrom('case_clients')
          .select('name')
          .where('case_id', '=', upload.id)
          .executeTakeFirst();
        expect(later).toEqual({ name: 'José' });
      }));

    it('finds any part of a name, ignoring case and accents; wildcards are plain characters', () =>
      withDb(async (db) => {
        for (const name of [
          'Ána María López',
          'JOSÉ MUÑOZ',
          'Øyvind Łukasz',
          '100% Real_Name',
          'Back\\slash Pérez',
        ]) {
          await caseOf(db, [name]);
        }
        expect(await namesFound(db, 'ana')).toEqual(['Ána María López']);
        expect(await namesFound(db, 'MARIA lóp')).toEqual(['Ána María López']);
        expect(await namesFound(db, 'ría')).toEqual(['Ána María López']);
        expect(await namesFound(db, 'munoz')).toEqual(['JOSÉ MUÑOZ']);
        expect(await namesFound(db, 'oyvind lu')).toEqual(['Øyvind Łukasz']);
        expect(await namesFound(db, 'pe')).toEqual(['Back\\slash Pérez', 'Ána María López']);
        // %, _ and \ are what they are: "a%z" or "J_sé" would match every name as patterns.
        expect(await namesFound(db, '0% real')).toEqual(['100% Real_Name']);
        expect(await namesFound(db, 'l_n')).toEqual(['100% Real_Name']);
        expect(await namesFound(db, 'a%z')).toEqual([]);
        expect(await namesFound(db, 'J_sé')).toEqual([]);
        expect(await namesFound(db, 'k\\s')).toEqual(['Back\\slash Pérez']);
        expect(await namesFound(db, '%%')).toEqual([]);
        // Two accents with no letter fold to nothing: no case, not every case.
        expect(await namesFound(db, '\u0301\u0301')).toEqual([]);
        expect(await listCases(db, query('a'))).toEqual({ ok: false, reason: 'too short' });
        // A NUL or another control character is no search: the database never sees it.
        expect(await listCases(db, query('ana\u0000'))).toEqual({ ok: false, reason: 'not text' });
      }));

    it('a common name fills its page from the newest cases; a rarer one is found by the index, each paged alike', () =>
      withDb(async (db) => {
        // The oldest 100 are all "Maria", then one case in 100: among the newest NAME_WALK, too
        // few to fill a page, so the index finds them. "Other" fills a page among the newest.
        const count = NAME_WALK + 100;
        const names = Array.from({ length: count }, (_, i) =>
          i < 100 || i % 100 === 0 ? `Maria ${i}` : i === 150 ? 'Quetzalli Rare' : `Other ${i}`,
        );
        const cases = await db
          .insertInto('cases')
          .values(
            names.map((_, i) => ({
              reference: newReference(),
              status: i % 2 === 0 ? 'filed' : 'received',
              created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
            })),
          )
          .returning('id')
          .execute();
        await db
          .insertInto('contact_messages')
          .values(
            cases.map(({ id }, i) => ({
              name: names[i] ?? '',
              email: 'c@example.com',
              message: 'Hi',
              client_address: 'x',
              case_id: id,
            })),
          )
          .execute();
        const newest = (match: (name: string, i: number) => boolean) =>
          names.filter((name, i) => match(name, i)).reverse();
        const marias = newest((name) => name.startsWith('Maria'));
        expect(await namesFound(db, 'maria')).toEqual(marias.slice(0, 50));
        const first = await listCases(db, query('maria'));
        if (!first.ok) throw new Error('refused');
        const second = await listCases(db, query('maria', { before: first.older ?? '' }));
        if (!second.ok) throw new Error('refused');
        expect(second.rows.map((row) => row.clientName)).toEqual(marias.slice(50, 100));
        expect(await namesFound(db, 'maria', { status: 'filed' })).toEqual(
          newest((name, i) => name.startsWith('Maria') && i % 2 === 0).slice(0, 50),
        );
        expect(await namesFound(db, 'other')).toEqual(
          newest((name) => name.startsWith('Other')).slice(0, 50),
        );
        expect(await namesFound(db, 'quetzal')).toEqual(['Quetzalli Rare']);
      }));

    it('keeps the counts per status through new cases, changes, bulk changes and disposal', () =>
      withDb(async (db) => {
        for (let i = 0; i < 6; i += 1) await seedCase(db, { status: i < 4 ? 'received' : 'filed' });
        let both = await countsBoth(db);
        expect(both.kept).toEqual(both.counted);
        expect(both.kept).toMatchObject({ received: 4, filed: 2, closed: 0 });
        await db
          .updateTable('cases')
          .set({ status: 'in_review' })
          .where('status', '=', 'received')
          .execute();
        // An update that changes no status (the last activity, at every event) counts nothing.
        await db.updateTable('cases').set({ last_activity_at: new Date() }).execute();
        await db
          .updateTable('cases')
          .set({ status: 'filed' })
          .where('status', '=', 'filed')
          .execute();
        both = await countsBoth(db);
        expect(both.kept).toEqual(both.counted);
        expect(both.kept).toMatchObject({ received: 0, in_review: 4, filed: 2 });
        await db.deleteFrom('cases').where('status', '=', 'in_review').execute();
        both = await countsBoth(db);
        expect(both.kept).toEqual(both.counted);
        expect(Object.values(both.kept).reduce((a, b) => a + b, 0)).toBe(2);
      }));

    it('assigns to an active account only; a disabled or unknown one changes nothing', () =>
      withDb(async (db) => {
        const [on, off] = await db
          .insertInto('staff_accounts')
          .values([
            { email: 'on@example.com', is_admin: false },
            { email: 'off@example.com', is_admin: false, disabled_at: new Date() },
          ])
          .returning('id')
          .execute();
        const { id } = await seedCase(db);
        const assigned = () =>
          db.selectFrom('cases').select('assigned_to').where('id', '=', id).executeTakeFirst();
        expect(await assignCase(db, id, off?.id ?? 0)).toEqual({ ok: false, reason: 'no account' });
        expect(await assignCase(db, id, 99_999)).toEqual({ ok: false, reason: 'no account' });
        expect(await assigned()).toEqual({ assigned_to: null });
        expect(await assignCase(db, id, on?.id ?? 0)).toEqual({
          ok: true,
          changed: true,
          from: null,
          to: 'on@example.com',
        });
        expect(await assignCase(db, id, on?.id ?? 0)).toEqual({ ok: true, changed: false });
        expect(await assignCase(db, id, null)).toEqual({
          ok: true,
          changed: true,
          from: 'on@example.com',
          to: null,
        });
        expect(await assignCase(db, '00000000-0000-4000-8000-000000000000', null)).toEqual({
          ok: false,
          reason: 'no case',
        });
      }));

    it('a backup loads the names and counts as they were: the triggers leave the load alone', async () => {
      const folder = await mkdtemp(join(tmpdir(), 'workspace-copy-'));
      const source = await newPlace();
      const target = await newPlace();
      const from = await openDatabase(source);
      const to = await openDatabase(target);
      try {
        // Named by its first message, then a second; a status moved: as the copy must keep them.
        const { id } = await caseOf(from.db, ['Ána First', 'Later Name']);
        await caseOf(from.db, []);
        await from.db.updateTable('cases').set({ status: 'closed' }).where('id', '=', id).execute();
        const keys = await makeBackupKeys();
        const copy = await copyDatabase(from.db, engine, folder, keys.recipient);
        await loadDatabase(to.db, folder, copy, new Unsealer([keys.identity]));
        const read = async (db: Db) => ({
          clients: await db.selectFrom('case_clients').selectAll().execute(),
          counts: await countsBoth(db),
        });
        const loaded = await read(to.db);
        expect(loaded).toEqual(await read(from.db));
        expect(loaded.clients).toEqual([
          { case_id: id, name: 'Ána First', name_folded: 'ana first' },
        ]);
        expect(loaded.counts.kept).toEqual(loaded.counts.counted);
      } finally {
        await from.close();
        await to.close();
        await source.remove();
        await target.remove();
        await rm(folder, { recursive: true, force: true });
      }
    });

    it('a database of today, upgraded: its cases named and counted', async () => {
      const place = await newEmptyPlace();
      try {
        const old = await openBare(place);
        try {
          expect(
            await migrate(
              old.db,
              MIGRATIONS.filter((m) => m.version <= 9),
            ),
          ).toHaveLength(9);
          const cases = await sql<{ id: string }>`
            insert into cases (reference, status) values
              ('QR-0000-0000-0001', 'received'), ('QR-0000-0000-0002', 'filed')
            returning id`.execute(old.db);
          const [first, second] = cases.rows.map((row) => row.id);
          await sql`insert into contact_messages (name, email, message, client_address, case_id)
            values ('  ', 'a@x.example', 'm', 'x', ${first}), ('Ana', 'a@x.example', 'm', 'x', ${first}),
              ('Bea', 'b@x.example', 'm', 'x', ${first}), ('Cy', 'c@x.example', 'm', 'x', ${second})`.execute(
            old.db,
          );
        } finally {
          await old.close();
        }
        const { db, close } = await openDatabase(place);
        try {
          const names = await db
            .selectFrom('case_clients as n')
            .innerJoin('cases as c', 'c.id', 'n.case_id')
            .select(['c.reference', 'n.name'])
            .orderBy('c.reference')
            .execute();
          expect(names).toEqual([
            { reference: 'QR-0000-0000-0001', name: 'Ana' },
            { reference: 'QR-0000-0000-0002', name: 'Cy' },
          ]);
          const both = await countsBoth(db);
          expect(both.kept).toEqual(both.counted);
          expect(both.kept).toMatchObject({ received: 1, filed: 1 });
        } finally {
          await close();
        }
      } finally {
        await place.remove();
      }
    });
  });
}

import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db';
import { DAY_MS, disposeExpired } from '../../server/cases/retention';
import {
  addStaffReply,
  addVisitorMessage,
  caseThread,
  THREAD_MESSAGE_MAX,
} from '../../server/cases/thread';
import { createLocalStorage } from '../../server/documents/local-storage';
import { ENGINES, usePlaces } from './helpers/engines';
import { seedCase } from './helpers/seed-case';

const LIMIT = { limit: 3, windowMs: 60_000 };

for (const engine of ENGINES) {
  describe(`a case's thread on ${engine}`, { timeout: 60_000 }, () => {
    const newPlace = usePlaces(engine);

    async function withDatabase(work: (database: Database, dataDir: string) => Promise<void>) {
      const place = await newPlace();
      const database = await openDatabase(place);
      try {
        await work(database, place.dataDir);
      } finally {
        await database.close();
        await place.remove();
      }
    }

    async function staffId(db: Database['db']): Promise<number> {
      const row = await db
        .insertInto('staff_accounts')
        .values({ email: 'prep@example.com', is_admin: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    it('reads the contact messages, the visitor’s messages and staff’s replies as one thread, oldest first, as text', async () => {
      await withDatabase(async ({ db }) => {
        const staff = await staffId(db);
        const old = new Date('2026-01-01T00:00:00Z');
        const { id } = await seedCase(db, { messages: 1, lastActivityAt: old });
        const other = await seedCase(db, { messages: 1 });

        expect(
          await addStaffReply(db, {
            caseId: id,
            staffId: staff,
            body: 'Please send your W-2.',
            clientAddress: '127.0.0.1',
          }),
        ).toEqual({ ok: true });
        const markup = '<script>alert(1)</script> & <b>bold</b>';
        expect(
          await addVisitorMessage(db, { caseId: id, body: markup, clientKey: '10.0.0.1' }, LIMIT),
        ).toEqual({ ok: true });

        const thread = await caseThread(db, id);
        expect(thread.map((entry) => [entry.author, entry.body, entry.staffEmail])).toEqual([
          ['visitor', 'When will my refund arrive?', null],
          ['staff', 'Please send your W-2.', 'prep@example.com'],
          ['visitor', markup, null],
        ]);
        expect(new Set(thread.map((entry) => entry.key)).size).toBe(3);
        for (const entry of thread) expect(entry.at).toBeInstanceOf(Date);
        expect(thread[1]?.at.getTime()).toBeLessThanOrEqual(thread[2]?.at.getTime() ?? 0);

        // The other case's thread is its own.
        expect((await caseThread(db, other.id)).map((entry) => entry.body)).toEqual([
          'When will my refund arrive?',
        ]);

        // The reply and the message moved the case's last activity; the message is an event.
        const row = await db
          .selectFrom('cases')
          .select('last_activity_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.last_activity_at.getTime()).toBeGreaterThan(old.getTime());
        const events = await db
          .selectFrom('case_events')
          .select('kind')
          .where('case_id', '=', id)
          .execute();
        expect(events.map((event) => event.kind)).toEqual(['message']);
      });
    });

    it('a staff reply marks what the client wrote before it handled (and read); a later message stays open', async () => {
      await withDatabase(async ({ db }) => {
        const staff = await staffId(db);
        const { id } = await seedCase(db, { messages: 1 });
        const other = await seedCase(db, { messages: 1 });
        await addVisitorMessage(db, { caseId: id, body: 'Before', clientKey: '10.0.0.2' }, LIMIT);
        await addStaffReply(db, { caseId: id, staffId: staff, body: 'Got it.', clientAddress: '' });
        await addVisitorMessage(db, { caseId: id, body: 'After', clientKey: '10.0.0.2' }, LIMIT);
        const contact = await db
          .selectFrom('contact_messages')
          .select(['case_id', 'handled_by', 'read_at'])
          .orderBy('id')
          .execute();
        expect(contact.map((row) => [row.case_id, row.handled_by, row.read_at !== null])).toEqual([
          [id, staff, true],
          [other.id, null, false],
        ]);
        const onPage = await db
          .selectFrom('case_messages')
          .select(['body', 'handled_by'])
          .where('author', '=', 'visitor')
          .orderBy('id')
          .execute();
        expect(onPage).toEqual([
          { body: 'Before', handled_by: staff },
          { body: 'After', handled_by: null },
        ]);
      });
    });

    it('refuses what should not be stored: no case, a visitor over the limit, an empty or too long body', async () => {
      await withDatabase(async ({ db }) => {
        const staff = await staffId(db);
        const { id } = await seedCase(db);
        const missing = '00000000-0000-4000-8000-000000000000';
        expect(
          await addStaffReply(db, {
            caseId: missing,
            staffId: staff,
            body: 'x',
            clientAddress: '',
          }),
        ).toEqual({ ok: false, reason: 'not found' });
        expect(
          await addStaffReply(db, {
            caseId: 'nonsense',
            staffId: staff,
            body: 'x',
            clientAddress: '',
          }),
        ).toEqual({ ok: false, reason: 'not found' });

        for (let i = 0; i < LIMIT.limit; i += 1) {
          expect(
            await addVisitorMessage(
              db,
              { caseId: id, body: `m${i}`, clientKey: '10.0.0.2' },
              LIMIT,
            ),
          ).toEqual({ ok: true });
        }
        const refused = await addVisitorMessage(
          db,
          { caseId: id, body: 'one more', clientKey: '10.0.0.2' },
          LIMIT,
        );
        expect(refused).toMatchObject({ ok: false, reason: 'rate limited' });
        expect(
          refused.ok === false && 'retryAfterMs' in refused && refused.retryAfterMs,
        ).toBeGreaterThan(0);
        // Another client is not held back by this one.
        expect(
          await addVisitorMessage(db, { caseId: id, body: 'other', clientKey: '10.0.0.3' }, LIMIT),
        ).toEqual({ ok: true });
        expect((await caseThread(db, id)).map((entry) => entry.body)).toEqual([
          'm0',
          'm1',
          'm2',
          'other',
        ]);

        // The database keeps the same rules as the forms: no empty body, none over the limit.
        const insert = (body: string) =>
          db
            .insertInto('case_messages')
            .values({ case_id: id, author: 'visitor', staff_id: null, body })
            .execute();
        await expect(insert('')).rejects.toThrow();
        await expect(insert('x'.repeat(THREAD_MESSAGE_MAX + 1))).rejects.toThrow();
        await insert('é'.repeat(THREAD_MESSAGE_MAX));
        // A reply names its author; a visitor's message names none.
        await expect(
          db
            .insertInto('case_messages')
            .values({ case_id: id, author: 'staff', staff_id: null, body: 'x' })
            .execute(),
        ).rejects.toThrow();
      });
    });

    it('goes with its case when retention disposes of it, counted in the audit log', async () => {
      await withDatabase(async ({ db }, dataDir) => {
        const staff = await staffId(db);
        const { id } = await seedCase(db, { messages: 1 });
        await addStaffReply(db, { caseId: id, staffId: staff, body: 'r', clientAddress: '' });
        await addVisitorMessage(db, { caseId: id, body: 'v', clientKey: '10.0.0.4' }, LIMIT);
        const kept = await seedCase(db);
        await addStaffReply(db, { caseId: kept.id, staffId: staff, body: 'k', clientAddress: '' });
        await sql`update cases set last_activity_at = now() - interval '10 days' where id = ${id}`.execute(
          db,
        );

        const result = await disposeExpired({
          db,
          storage: await createLocalStorage(join(dataDir, 'documents')),
          olderThan: new Date(Date.now() - 5 * DAY_MS),
          straysOlderThan: new Date(Date.now() - DAY_MS),
          log: () => undefined,
        });
        expect(result).toMatchObject({ ran: true, disposed: { cases: 1, messages: 3 } });
        expect(await caseThread(db, id)).toEqual([]);
        const left = await db.selectFrom('case_messages').select(['case_id', 'body']).execute();
        expect(left).toEqual([{ case_id: kept.id, body: 'k' }]);
        const audit = await db
          .selectFrom('audit_log')
          .select('subject')
          .where('action', '=', 'records disposed')
          .execute();
        expect(audit).toEqual([{ subject: '1 cases, 0 documents, 3 messages' }]);
      });
    });
  });
}

import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CASE_STATUSES } from '../../app/cases/statuses';
import { en } from '../../app/copy/en';
import { es } from '../../app/copy/es';
import { statusLabel, statusProgress } from '../../app/cases/statuses';
import { openDatabase, type Database } from '../../server/db';
import { REFERENCE_PATTERN } from '../../app/cases/reference-format';
import { newReference } from '../../server/cases/reference';
import { type CaseService, createCaseService } from '../../server/cases/service';
import { createContactService } from '../../server/contact/store';
import {
  findCaseById,
  findCaseByReference,
  recordDocument,
  updateCase,
} from '../../server/cases/store';
import { ENGINES, usePlaces } from './helpers/engines';

const doc = (id: string) => ({
  id,
  originalName: `${id}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 1234,
});

it('names every status in both catalogues, with the progress of the spec', () => {
  expect(CASE_STATUSES.map((s) => [statusLabel(s.key, en), statusProgress(s.key)])).toEqual([
    ['Received', 10],
    ['In review', 30],
    ['Waiting for you', 40],
    ['Filed with the IRS', 60],
    ['Accepted by the IRS', 80],
    ['Refund sent', 100],
    ['Closed', null],
  ]);
  for (const { key } of CASE_STATUSES) expect(statusLabel(key, es)).not.toBe('');
});

for (const engine of ENGINES) {
  describe(`cases store on ${engine}`, () => {
    const newPlace = usePlaces(engine);

    async function withDatabase(work: (database: Database) => Promise<void>) {
      const place = await newPlace();
      const database = await openDatabase(place);
      try {
        await work(database);
      } finally {
        await database.close();
        await place.remove();
      }
    }

    async function staffId(database: Database): Promise<number> {
      const row = await database.db
        .insertInto('staff_accounts')
        .values({ email: 'preparer@example.com', is_admin: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }

    /**
     * A document, then a contact message, from one browser, as the upload and the contact API
     * record them (the case service and the contact service the office builds): the message joins
     * the case the document opened, by the cookie its answer set.
     */
    async function documentThenMessage(database: Database) {
      const cases = createCaseService({
        db: database.db,
        cookieKeys: [randomBytes(32)],
        notify: undefined,
      });
      const contact = createContactService({
        db: database.db,
        rateLimit: 10,
        notify: undefined,
        cases,
        log: () => {},
      });
      const document = await cases.recordDocument(
        { cookie: undefined, https: false },
        doc('a'.repeat(22)),
      );
      const cookie = document.setCookie.split(';')[0];
      const sent = await contact.send(
        { name: 'Ana', email: 'ana@example.com', message: 'Hi' },
        '192.0.2.1',
        { visitor: { cookie, https: false } },
      );
      if (!sent.ok) throw new Error(`message refused: ${sent.refusal.message}`);
      const opened = await findCaseByReference(database.db, document.reference);
      if (opened === undefined) throw new Error('the document opened no case');
      return { opened, sent };
    }

    it('opens a case for a first document and joins it with the next; a wrong id opens another', async () => {
      await withDatabase(async ({ db }) => {
        const first = await recordDocument(db, undefined, doc('a'.repeat(22)));
        expect(first.opened).toBe(true);
        expect(first.reference).toMatch(REFERENCE_PATTERN);
        const second = await recordDocument(db, first.id, doc('b'.repeat(22)));
        expect(second).toEqual({ ...first, opened: false });
        const stranger = await recordDocument(
          db,
          '00000000-0000-4000-8000-000000000000',
          doc('c'.repeat(22)),
        );
        expect(stranger.opened).toBe(true);
        expect(stranger.id).not.toBe(first.id);
        const garbage = await recordDocument(db, 'not a uuid', doc('d'.repeat(22)));
        expect(garbage.opened).toBe(true);

        const documents = await db
          .selectFrom('documents')
          .select(['id', 'case_id', 'original_name', 'content_type', 'size_bytes'])
          .where('case_id', '=', first.id)
          .orderBy('id')
          .execute();
        expect(documents.map((d) => ({ ...d, size_bytes: Number(d.size_bytes) }))).toEqual([
          {
            id: 'a'.repeat(22),
            case_id: first.id,
            original_name: `${'a'.repeat(22)}.pdf`,
            content_type: 'application/pdf',
            size_bytes: 1234,
          },
          {
            id: 'b'.repeat(22),
            case_id: first.id,
            original_name: `${'b'.repeat(22)}.pdf`,
            content_type: 'application/pdf',
            size_bytes: 1234,
          },
        ]);
      });
    });

    it('ties a message to the case and finds the case by reference, events newest first', async () => {
      await withDatabase(async (database) => {
        const { db } = database;
        const { opened, sent } = await documentThenMessage(database);
        expect(sent.reference).toBe(opened.reference);
        const stored = await db
          .selectFrom('contact_messages')
          .select('case_id')
          .where('id', '=', sent.id)
          .executeTakeFirstOrThrow();
        expect(stored.case_id).toBe(opened.id);

        const typed = opened.reference.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o');
        const found = await findCaseByReference(db, typed);
        expect(found).toMatchObject({
          id: opened.id,
          reference: opened.reference,
          status: 'received',
          estimatedRefundCents: null,
        });
        expect(found?.events.map((e) => e.kind)).toEqual(['message', 'document']);
        expect(await findCaseByReference(db, 'QR-0000-0000-0000')).toBeUndefined();
        expect(await findCaseByReference(db, 'nonsense')).toBeUndefined();
      });
    });

    it('updates status, note and estimate in one event; an empty update writes nothing', async () => {
      await withDatabase(async (database) => {
        const { db } = database;
        const staff = await staffId(database);
        const opened = await recordDocument(db, undefined, doc('a'.repeat(22)));
        const before = await findCaseById(db, opened.id);

        const result = await updateCase(db, {
          caseId: opened.id,
          status: 'filed',
          note: '  We filed your return.  ',
          estimatedRefundCents: 123_456,
          staffId: staff,
        });
        expect(result).toEqual({ ok: true, changed: true, statusChanged: true });
        const after = await findCaseById(db, opened.id);
        expect(after).toMatchObject({ status: 'filed', estimatedRefundCents: 123_456 });
        expect(after?.events[0]).toMatchObject({
          kind: 'status',
          status: 'filed',
          note: 'We filed your return.',
        });
        expect(after?.lastActivityAt.getTime()).toBeGreaterThan(
          before?.lastActivityAt.getTime() ?? 0,
        );

        // The same values and no note: nothing happens.
        expect(
          await updateCase(db, {
            caseId: opened.id,
            status: 'filed',
            note: ' ',
            estimatedRefundCents: 123_456,
            staffId: staff,
          }),
        ).toEqual({ ok: true, changed: false, statusChanged: false });
        // Only the estimate: an event without a status.
        await updateCase(db, {
          caseId: opened.id,
          status: 'filed',
          estimatedRefundCents: null,
          staffId: staff,
        });
        const last = await findCaseById(db, opened.id);
        expect(last?.estimatedRefundCents).toBeNull();
        expect(last?.events.map((e) => [e.kind, e.status, e.note])).toEqual([
          ['status', null, null],
          ['status', 'filed', 'We filed your return.'],
          ['document', null, null],
        ]);
        const unknown = await updateCase(db, {
          caseId: '00000000-0000-4000-8000-000000000000',
          status: 'closed',
          estimatedRefundCents: null,
          staffId: staff,
        });
        expect(unknown).toEqual({ ok: false, reason: 'not found' });
      });
    });

    it('checks statuses and references in the database too, and cascades a disposed case', async () => {
      await withDatabase(async (database) => {
        const { db } = database;
        for (const { key } of CASE_STATUSES) {
          await db
            .insertInto('cases')
            .values({
              reference: `QR-0000-0000-000${CASE_STATUSES.findIndex((s) => s.key === key)}`,
            })
            .execute();
          await sql`update cases set status = ${key} where reference like 'QR-0000-0000-%'`.execute(
            db,
          );
        }
        await expect(sql`update cases set status = 'lost'`.execute(db)).rejects.toThrow(/check/);
        await expect(
          db.insertInto('cases').values({ reference: 'QR-0000-0000-000U' }).execute(),
        ).rejects.toThrow(/check/);

        const { opened } = await documentThenMessage(database);
        await db.deleteFrom('cases').where('id', '=', opened.id).execute();
        const left = await Promise.all(
          (['documents', 'case_events', 'contact_messages'] as const).map(async (table) =>
            Number(
              (
                await db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
        );
        expect(left).toEqual([0, 0, 0]);
      });
    });

    describe('a contact message whose new case draws a reference already taken', () => {
      const message = { name: 'Ana Lopez', email: 'ana@example.com', message: 'Hello' };
      const visitor = { cookie: undefined, https: false };

      /** The contact service, with new references drawn from `references` first. */
      function contactDrawing(database: Database, references: string[], logs: string[]) {
        const real = createCaseService({
          db: database.db,
          cookieKeys: [randomBytes(32)],
          notify: undefined,
        });
        const cases: CaseService = {
          ...real,
          plan: async (who) => ({
            ...(await real.plan(who)),
            newReference: references.shift() ?? newReference(),
          }),
        };
        return createContactService({
          db: database.db,
          rateLimit: 2,
          notify: undefined,
          cases,
          log: (line) => logs.push(line),
        });
      }

      async function messagesIn(database: Database, caseId: string): Promise<number> {
        const rows = await database.db
          .selectFrom('contact_messages')
          .select('id')
          .where('case_id', '=', caseId)
          .execute();
        return rows.length;
      }

      it('draws another: the message opens its own case, and the failed try takes no place', async () => {
        await withDatabase(async (database) => {
          const other = await recordDocument(database.db, undefined, doc('other'));
          const fresh = newReference();
          const references = [other.reference, fresh];
          const logs: string[] = [];
          const contact = contactDrawing(database, references, logs);

          const sent = await contact.send(message, '192.0.2.1', { visitor });
          expect(sent).toMatchObject({ ok: true, reference: fresh });
          expect(references).toEqual([]);
          expect(await messagesIn(database, other.id)).toBe(0);
          const opened = await findCaseByReference(database.db, fresh);
          expect(opened === undefined ? 0 : await messagesIn(database, opened.id)).toBe(1);
          // A limit of 2: the retried message counted once, so one more goes and then no more.
          expect(await contact.send(message, '192.0.2.1', { visitor })).toMatchObject({ ok: true });
          expect(await contact.send(message, '192.0.2.1', { visitor })).toMatchObject({
            ok: false,
            refusal: { status: 429 },
          });
          expect(logs).toEqual([]);
        });
      });

      it('gives up after three draws: 503, one log line, nothing stored', async () => {
        await withDatabase(async (database) => {
          const other = await recordDocument(database.db, undefined, doc('other'));
          const logs: string[] = [];
          const references = [other.reference, other.reference, other.reference];
          const contact = contactDrawing(database, references, logs);

          const sent = await contact.send(message, '192.0.2.1', { visitor });
          expect(sent).toMatchObject({ ok: false, refusal: { status: 503, code: 'unavailable' } });
          expect(references).toEqual([]);
          expect(logs).toEqual([expect.stringContaining('case reference taken')]);
          const stored = await database.db.selectFrom('contact_messages').select('id').execute();
          expect(stored).toEqual([]);
        });
      });
    });
  });
}

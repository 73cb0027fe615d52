import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db';
import { DocumentKeyring } from '../../server/documents/keyring';
import { addRequestsToLockedCase } from '../../server/cases/requests';
import { updateCase } from '../../server/cases/store';
import { finishReading, queueReading } from '../../server/reader/readings';
import { ENGINES, usePlaces } from './helpers/engines';
import { seedCase } from './helpers/seed-case';

/**
 * The checklist at the journey's seams (issue 51): a "Form W-2…" asked for after the W-2s arrived
 * and were read is received at once; the checklist closes when the refund is sent.
 */
for (const engine of ENGINES) {
  describe(`the checklist's seams on ${engine}`, { timeout: 60_000 }, () => {
    const newPlace = usePlaces(engine);
    let database: Database;
    const keyring = new DocumentKeyring([randomBytes(32)]);
    beforeEach(async () => {
      database = await openDatabase(await newPlace());
    });
    afterEach(async () => {
      await database.close();
    });

    /** A case with `count` documents, each read as a W-2 (the reader's own write). */
    async function caseWithW2s(count: number) {
      const db = database.db;
      const ids = Array.from({ length: count }, () => `doc${randomBytes(12).toString('hex')}`);
      const seeded = await seedCase(db, { documents: ids });
      for (const [index, documentId] of ids.entries()) {
        await db.transaction().execute((tx) => queueReading(tx, documentId, seeded.id));
        await db
          .updateTable('document_readings')
          .set({ state: 'reading', attempts: 1, lease_until: new Date(Date.now() + 60_000) })
          .where('document_id', '=', documentId)
          .execute();
        const read = await finishReading(
          db,
          keyring,
          { documentId, caseId: seeded.id, attempt: 1 },
          {
            kind: 'w2',
            taxYear: 2025,
            employer: `Employer ${index}`,
            wages: 3_000_000,
            withheld: 250_000,
            method: 'pdf-text',
            confidence: 1,
            copies: 1,
          },
        );
        expect(read).toBe(true);
      }
      return { ...seeded, ids };
    }

    const requestsOf = (caseId: string) =>
      database.db
        .selectFrom('document_requests')
        .select(['name', 'state', 'document_id'])
        .where('case_id', '=', caseId)
        .orderBy('id')
        .execute();

    it('receives "Form W-2 (1 of 2)" and "(2 of 2)" asked for after two W-2s were read; the rest stays asked', async () => {
      const { id, ids } = await caseWithW2s(2);
      await database.db.transaction().execute((tx) =>
        addRequestsToLockedCase(tx, {
          caseId: id,
          names: ['Form W-2 (1 of 2)', 'Form W-2 (2 of 2)', 'Photo ID (driver’s license)'],
          staffId: null,
        }),
      );
      expect(await requestsOf(id)).toEqual([
        { name: 'Form W-2 (1 of 2)', state: 'received', document_id: ids[0] },
        { name: 'Form W-2 (2 of 2)', state: 'received', document_id: ids[1] },
        { name: 'Photo ID (driver’s license)', state: 'requested', document_id: null },
      ]);
    });

    it('says what is still awaited: one W-2 read fills the first of two', async () => {
      const { id, ids } = await caseWithW2s(1);
      await database.db.transaction().execute((tx) =>
        addRequestsToLockedCase(tx, {
          caseId: id,
          names: ['Form W-2 (1 of 2)', 'Form W-2 (2 of 2)'],
          staffId: null,
        }),
      );
      expect(await requestsOf(id)).toEqual([
        { name: 'Form W-2 (1 of 2)', state: 'received', document_id: ids[0] },
        { name: 'Form W-2 (2 of 2)', state: 'requested', document_id: null },
      ]);
    });

    it('closes what is still asked for when the refund is sent', async () => {
      const { id } = await caseWithW2s(0);
      const staff = await database.db
        .insertInto('staff_accounts')
        .values({ email: 'prep@example.com', is_admin: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db
        .transaction()
        .execute((tx) =>
          addRequestsToLockedCase(tx, { caseId: id, names: ['Form 1099-G'], staffId: null }),
        );
      const update = { caseId: id, estimatedRefundCents: null, staffId: staff.id };
      await updateCase(database.db, { ...update, status: 'accepted' });
      expect((await requestsOf(id)).map((row) => row.state)).toEqual(['requested']);
      await updateCase(database.db, { ...update, status: 'refund_sent' });
      expect((await requestsOf(id)).map((row) => row.state)).toEqual(['not_applicable']);
    });
  });
}

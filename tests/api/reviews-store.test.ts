import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db';
import { newReference } from '../../server/cases/reference';
import { startShownReviews } from '../../server/reviews/shown';
import {
  caseReview,
  decideReview,
  listReviews,
  newestPublished,
  type NewReview,
  sendReview,
} from '../../server/reviews/store';
import { ENGINES, usePlaces } from './helpers/engines';

// The reviews' store (server/reviews/store.ts, migration 20) and the published reviews the public
// pages show (server/reviews/shown.ts), on each engine: one review a case, only at "Refund sent";
// the database's own checks under the app's; decisions; the newest three; another instance's
// publication seen by the timer, the pages rendered again once per change.

for (const engine of ENGINES) {
  describe(`reviews store on ${engine}`, { timeout: 60_000 }, () => {
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

    const newCase = async (database: Database, status = 'refund_sent') =>
      (
        await database.db
          .insertInto('cases')
          .values({ reference: newReference(), status })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const staffId = async (database: Database) =>
      (
        await database.db
          .insertInto('staff_accounts')
          .values({ email: 'preparer@example.com', is_admin: false })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    const review = (caseId: string, body = 'Quick and kind.'): NewReview => ({
      caseId,
      body,
      shownName: 'Ana L.',
      state: 'CA',
      consent: true,
      language: 'en',
      clientAddress: '192.0.2.1',
    });

    it('takes one review a case, and only once its refund is sent', async () => {
      await withDatabase(async (database) => {
        const { db } = database;
        const early = await newCase(database, 'filed');
        expect(await sendReview(db, review(early))).toBe('early');
        const done = await newCase(database);
        expect(
          await sendReview(db, review(done), { to: 'office@example.com', publicUrl: '' }),
        ).toBe('sent');
        // Staff are told, in the digest; no customer data beyond the reference.
        const notices = await db
          .selectFrom('mail_outbox')
          .select(['subject', 'audience'])
          .execute();
        expect(notices).toEqual([
          { subject: expect.stringMatching(/^Review written for case QR-/), audience: 'staff' },
        ]);
        expect(await sendReview(db, review(done, 'Another.'))).toBe('already');
        expect(await caseReview(db, done)).toMatchObject({
          body: 'Quick and kind.',
          consent: true,
        });
        expect(await caseReview(db, early)).toBeUndefined();
      });
    });

    it('refuses in the database what the app refuses first: too long, no consent published', async () => {
      await withDatabase(async (database) => {
        const { db } = database;
        const caseId = await newCase(database);
        await expect(sendReview(db, review(caseId, 'x'.repeat(1001)))).rejects.toThrow();
        await expect(sendReview(db, { ...review(caseId), state: 'Texas' })).rejects.toThrow();
        expect(await sendReview(db, { ...review(caseId), consent: false })).toBe('sent');
        const staff = await staffId(database);
        const [row] = (await listReviews(db, { before: null, pageSize: 50 })).rows;
        const id = row?.id ?? 0;
        expect(await decideReview(db, { id, decision: 'published', staffId: staff })).toEqual({
          kind: 'no-consent',
        });
        await expect(
          db
            .updateTable('reviews')
            .set({ decision: 'published', decided_by: staff, decided_at: new Date() })
            .where('id', '=', id)
            .execute(),
        ).rejects.toThrow();
        expect(
          await decideReview(db, { id: 999_999, decision: 'published', staffId: staff }),
        ).toEqual({ kind: 'not-found' });
      });
    });

    it('shows the three newest published; a decision taken twice changes nothing the second time', async () => {
      await withDatabase(async (database) => {
        const { db } = database;
        const staff = await staffId(database);
        for (const body of ['one', 'two', 'three', 'four', 'five']) {
          await sendReview(db, review(await newCase(database), body));
        }
        const { rows } = await listReviews(db, { before: null, pageSize: 3 });
        expect(rows.map((row) => row.body)).toEqual(['five', 'four', 'three']);
        const all = (await listReviews(db, { before: null, pageSize: 50 })).rows;
        for (const row of all) {
          if (row.body !== 'four') {
            const outcome = await decideReview(db, {
              id: row.id,
              decision: 'published',
              staffId: staff,
            });
            expect(outcome.kind).toBe('changed');
          }
        }
        const again = all.find((row) => row.body === 'five')?.id ?? 0;
        expect(
          await decideReview(db, { id: again, decision: 'published', staffId: staff }),
        ).toEqual({ kind: 'unchanged' });
        expect((await newestPublished(db, 3)).map((shown) => shown.body)).toEqual([
          'five',
          'three',
          'two',
        ]);
        const page = await listReviews(db, { before: null, pageSize: 2 });
        expect(page.older).not.toBeNull();
        const older = await listReviews(db, { before: page.older, pageSize: 2 });
        expect(older.rows.map((row) => row.body)).toEqual(['three', 'two']);
        expect(older.rows[0]).toMatchObject({
          decision: 'published',
          decidedBy: 'preparer@example.com',
        });
      });
    });

    it('sees another instance’s publication on its timer, and renders the pages once a change', async () => {
      await withDatabase(async (database) => {
        const { db } = database;
        const staff = await staffId(database);
        await sendReview(db, review(await newCase(database), 'Seen later.'));
        let renders = 0;
        const shown = startShownReviews({
          db,
          rerender: async () => {
            renders += 1;
          },
          log: () => {},
          refreshMs: 100,
        });
        try {
          await shown.changed();
          expect(renders).toBe(0);
          expect(shown.current()).toEqual([]);
          const [row] = (await listReviews(db, { before: null, pageSize: 1 })).rows;
          // As another instance would: straight in the database, no call here.
          await decideReview(db, { id: row?.id ?? 0, decision: 'published', staffId: staff });
          const deadline = Date.now() + 5000;
          while (renders === 0 && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          expect(renders).toBe(1);
          expect(shown.current().map((one) => one.body)).toEqual(['Seen later.']);
          // Nothing changed since: ticks pass without rendering again.
          await new Promise((resolve) => setTimeout(resolve, 400));
          expect(renders).toBe(1);
        } finally {
          shown.stop();
        }
      });
    });
  });
}

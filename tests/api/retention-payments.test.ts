import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, disposeExpired } from '../../server/cases/retention';
import { recordPayment } from '../../server/payments/store';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { seedCase } from './helpers/seed-case';

// Retention and what the client paid (decision 181; server/cases/retention.ts): a case's payments
// are kept as long as its other records and disposed of with them. Recording a payment is the
// case's activity, so a case just paid is not disposed of for having been idle before.

for (const engine of ENGINES) {
  describe(`payments under retention on ${engine}`, () => {
    const newPlace = usePlaces(engine);
    let place: Place;
    let server: OfficeServer;

    beforeAll(async () => {
      place = await newPlace();
      server = await startOffice(place);
      await server.app.office.retention?.running;
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await place?.remove();
    });

    it('keeps payments with their case and disposes of them with it', async () => {
      const { db } = server.app.office.database;
      const { id: staffId } = await db
        .insertInto('staff_accounts')
        .values({ email: `cashier-${engine}@example.com`, is_admin: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tenDaysAgo = new Date(Date.now() - 10 * DAY_MS);
      // Idle ten days, paid ten days ago: goes, with its payment.
      const idle = await seedCase(db, { lastActivityAt: tenDaysAgo });
      await db
        .insertInto('payments')
        .values({
          case_id: idle.id,
          amount_cents: 12_000,
          method: 'cash',
          paid_on: '2026-11-19',
          recorded_by: staffId,
          recorded_at: tenDaysAgo,
        })
        .execute();
      // Idle ten days, then a payment recorded today: the payment is its activity, it stays.
      const paidToday = await seedCase(db, { lastActivityAt: tenDaysAgo });
      const payment = {
        amountCents: 16_000,
        method: 'card',
        paidOn: '2026-11-29',
        staffId,
      } as const;
      await recordPayment(db, { ...payment, caseId: paidToday.id });
      // Active, paid: stays.
      const active = await seedCase(db);
      await recordPayment(db, { ...payment, caseId: active.id });

      const result = await disposeExpired({
        db,
        storage: server.app.documents.storage,
        olderThan: new Date(Date.now() - 5 * DAY_MS),
        straysOlderThan: new Date(Date.now() - DAY_MS),
        log: () => undefined,
      });

      expect(result).toMatchObject({ ran: true, disposed: { cases: 1 } });
      const cases = await db.selectFrom('cases').select('id').execute();
      expect(cases.map((row) => row.id).sort()).toEqual([paidToday.id, active.id].sort());
      const payments = await db
        .selectFrom('payments')
        .select(['case_id', 'amount_cents'])
        .orderBy('id')
        .execute();
      expect(payments).toEqual([
        { case_id: paidToday.id, amount_cents: 16_000 },
        { case_id: active.id, amount_cents: 16_000 },
      ]);
    });
  });
}

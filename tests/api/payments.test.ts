import { describe, expect, it } from 'vitest';
import { SAMPLE_W2 } from '../../server/reader/samples.testing';
import { sendContactForm } from '../shared/contact-form';
import { ENGINES } from './helpers/engines';
import { server, staff, useMailOffice } from './helpers/mail-office';
import { pdfPages } from './helpers/signing-samples';
import { addReadW2 } from './helpers/read-w2';
import { csrfToken } from './helpers/staff-client';

// What the client paid (decision 181) through the real server, on each engine, under a price
// list: staff record a payment, void it, record another; each audited; the client's case page says
// "Amount due $X" until payments cover the fee, then "Paid on DATE", and "Download receipt" gives
// the PDF with the firm, the reference and the payment. A refused payment comes back as typed.

const PRICE_LIST = new URL('../fixtures/fee-schedule.json', import.meta.url).pathname;

for (const engine of ENGINES) {
  describe(`payments on ${engine}`, { timeout: 90_000 }, () => {
    useMailOffice(engine, {
      env: { CONTACT_RATE_LIMIT: '1000', FEE_SCHEDULE_FILE: PRICE_LIST, SITE_NAME: 'Acme Tax' },
      staffEmail: 'cashier@example.com',
    });
    const db = () => server.app.office.database.db;

    /** The sample W-2, read: its estimate decides the fee. */
    const addW2 = (reference: string) => {
      const { taxYear, employer, wages, withheld } = SAMPLE_W2;
      return addReadW2(db(), server.app.documents.documentsKeys, reference, {
        taxYear,
        employer,
        wages,
        withheld,
      });
    };

    /** The client's case page, in English or Spanish. */
    const casePage = async (cookie: string, path = '/case') =>
      (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();

    async function record(reference: string, fields: Record<string, string>) {
      const page = await staff.get(`/staff/cases/${reference}`);
      return staff.post(`/staff/cases/${reference}/payments`, {
        csrf: csrfToken(page.html),
        ...fields,
      });
    }

    it('records, voids and records again, audited; the case page and the receipt say paid', async () => {
      const sent = await sendContactForm(server.url, {
        name: 'Paula Payer',
        email: 'paula@example.com',
        message: 'Hello',
      });
      const reference = sent.reference ?? '';
      const cookie = sent.cookie ?? '';
      // The sample W-2's estimate (single, no children, 2025) needs the federal return alone.
      await addW2(reference);
      expect(await casePage(cookie)).toContain('Amount due $120.00');

      // Refused: back on the case page as typed, with the sentence saying what to enter.
      const refused = await record(reference, {
        amount: '12,50x',
        method: 'cash',
        paidOn: '2026-11-19',
      });
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(
        'Enter the amount paid in dollars, above $0.00 (for example 160 or 160.00).',
      );
      expect(refused.html).toContain('value="12,50x"');
      expect(refused.html).toContain('<option value="cash" selected="">');
      expect(refused.html).toContain('value="2026-11-19"');

      const first = await record(reference, {
        amount: '16.00',
        method: 'cash',
        paidOn: '2026-11-20',
      });
      expect(first.status).toBe(303);
      expect(await casePage(cookie)).toContain('Amount due $104.00');
      const page = await staff.get(`/staff/cases/${reference}`);
      // The schedule in force is shown to staff.
      expect(page.html).toContain('Fee schedule in force');
      expect(page.html).toContain('The price list of FEE_SCHEDULE_FILE');
      expect(page.html).toContain('$16.00 by cash on 2026-11-20, recorded by cashier@example.com');
      const [mistaken] = await db().selectFrom('payments').select('id').execute();
      const voided = await staff.post(
        `/staff/cases/${reference}/payments/${mistaken?.id ?? 0}/void`,
        { csrf: csrfToken(page.html) },
      );
      expect(voided.status).toBe(303);
      // Voiding again finds nothing to void.
      const again = await staff.post(
        `/staff/cases/${reference}/payments/${mistaken?.id ?? 0}/void`,
        { csrf: csrfToken(page.html) },
      );
      expect(again.status).toBe(404);
      expect(await casePage(cookie)).toContain('Amount due $120.00');
      // Refused: no amount, a method of its own, a day that is not one.
      for (const wrong of [
        { amount: '0', method: 'card', paidOn: '2026-11-21' },
        { amount: '160', method: 'bitcoin', paidOn: '2026-11-21' },
        { amount: '160', method: 'card', paidOn: '2026-02-30' },
      ]) {
        expect((await record(reference, wrong)).status).toBe(400);
      }
      expect(
        (await record(reference, { amount: '160', method: 'card', paidOn: '2026-11-21' })).status,
      ).toBe(303);

      // Never deleted: the mistaken one stays, marked void.
      const rows = await db()
        .selectFrom('payments')
        .select(['amount_cents', 'method', 'paid_on', 'voided_at'])
        .orderBy('id')
        .execute();
      expect(
        rows.map((row) => [row.amount_cents, row.method, row.paid_on, row.voided_at !== null]),
      ).toEqual([
        [1600, 'cash', '2026-11-20', true],
        [16000, 'card', '2026-11-21', false],
      ]);
      const after = await staff.get(`/staff/cases/${reference}`);
      expect(after.html).toContain('Voided by cashier@example.com');

      const logged = await db()
        .selectFrom('audit_log')
        .select(['actor', 'action', 'subject'])
        .where('action', 'in', ['payment recorded', 'payment voided'])
        .orderBy('id')
        .execute();
      expect(logged.map((entry) => [entry.actor, entry.action])).toEqual([
        ['cashier@example.com', 'payment recorded'],
        ['cashier@example.com', 'payment voided'],
        ['cashier@example.com', 'payment recorded'],
      ]);
      expect(logged[0]?.subject).toMatch(
        new RegExp(`^case ${reference}, payment \\d+, 16\\.00 by cash$`),
      );

      // The client's case page, in each language.
      const english = await casePage(cookie);
      expect(english).toContain('Paid on November 21, 2026');
      expect(english).not.toContain('Amount due');
      expect(english).toContain('>Download receipt</a>');
      const spanish = await casePage(cookie, '/es/case');
      expect(spanish).toContain('Pagado el 21 de noviembre de 2026');

      const receipt = await fetch(`${server.url}/case/receipt`, { headers: { Cookie: cookie } });
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toBe('application/pdf');
      const [text = ''] = await pdfPages(new Uint8Array(await receipt.arrayBuffer()));
      expect(text).toContain('Acme Tax');
      expect(text).toContain('Receipt');
      expect(text).toContain(`Case reference: ${reference}`);
      expect(text).toContain('$160.00 by card on November 21, 2026');
      expect(text).toContain('Total paid: $160.00');
      expect(text).toContain('Federal return: $120.00');
      expect(text).not.toContain('$16.00');
      // Without the case's cookie: nothing.
      expect((await fetch(`${server.url}/case/receipt`)).status).toBe(404);
    });
  });
}

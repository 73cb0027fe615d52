import { describe, expect, it } from 'vitest';
import type { W2Figures } from '../../server/reader/readings';
import { SAMPLE_W2 } from '../../server/reader/samples.testing';
import { sendContactForm } from '../shared/contact-form';
import { server, staff, useMailOffice } from './helpers/mail-office';
import { addReadW2 } from './helpers/read-w2';

// The case page's estimate and the Form 8879 that staff send, on a server whose fee is a price
// list (decision 180; tests/fixtures/fee-schedule.json): for households whose W-2s need
// different forms, the client's case page lists the bill's items in English and in Spanish, and
// the staff case page's "Return for signature" starts "Our fee" at the same bill.

const PRICE_LIST = new URL('../fixtures/fee-schedule.json', import.meta.url).pathname;

const { taxYear, employer, wages, withheld } = SAMPLE_W2;
const SAMPLE: W2Figures = { taxYear, employer, wages, withheld };

const HOUSEHOLDS: readonly {
  readonly name: string;
  readonly w2: W2Figures;
  readonly items: readonly (readonly [en: string, es: string, price: string])[];
  readonly fee: string;
}[] = [
  {
    name: 'one job, no children',
    w2: SAMPLE,
    items: [['Federal return', 'Declaración federal', '$120.00']],
    fee: '120.00',
  },
  {
    name: 'low wages: the EIC',
    w2: { ...SAMPLE, wages: 1_200_000, withheld: 50_000 },
    items: [
      ['Federal return', 'Declaración federal', '$120.00'],
      ['Earned Income Credit', 'Crédito por ingreso del trabajo', '$40.00'],
    ],
    fee: '160.00',
  },
  {
    name: 'boxes 15 to 17 name Illinois: the state return',
    w2: { ...SAMPLE, states: [{ code: 'IL', wages, withheld: 259_111 }] },
    items: [
      ['Federal return', 'Declaración federal', '$120.00'],
      ['State return', 'Declaración estatal', '$50.00'],
    ],
    fee: '170.00',
  },
  {
    name: 'a 2026 W-2 with tips in box 12 (TP): Schedule 1-A',
    w2: { ...SAMPLE, taxYear: 2026, wages: 3_800_000, box12: [{ code: 'TP', amount: 900_000 }] },
    items: [
      ['Federal return', 'Declaración federal', '$120.00'],
      [
        'Schedule 1-A (deductions for tips, overtime, seniors and car-loan interest)',
        'Anexo 1-A (deducciones por propinas, horas extra, personas mayores e intereses de préstamo de auto)',
        '$30.00',
      ],
    ],
    fee: '150.00',
  },
];

describe('the case page and the Form 8879 under a price list', { timeout: 90_000 }, () => {
  useMailOffice('pglite', {
    env: { CONTACT_RATE_LIMIT: '1000', FEE_SCHEDULE_FILE: PRICE_LIST },
    staffEmail: 'preparer@example.com',
  });

  it.each(HOUSEHOLDS)('$name', async ({ w2, items, fee }) => {
    const sent = await sendContactForm(server.url, {
      name: 'Pat Client',
      email: 'pat@example.com',
      message: 'Hello',
    });
    const reference = sent.reference ?? '';
    const cookie = { headers: { Cookie: sent.cookie ?? '' } };
    await addReadW2(
      server.app.office.database.db,
      server.app.documents.documentsKeys,
      reference,
      w2,
    );

    const english = await (await fetch(`${server.url}/case`, cookie)).text();
    const spanish = await (await fetch(`${server.url}/es/case`, cookie)).text();
    /** The bill under its heading ("What our fee covers"): each item's name and price. */
    const bill = (page: string, heading: string) => {
      const list = new RegExp(`<h3>${heading}</h3><dl[^>]*>(.*?)</dl>`).exec(page)?.[1] ?? '';
      return [...list.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => [m[1], m[2]]);
    };
    expect(bill(english, 'What our fee covers')).toEqual(items.map(([en, , p]) => [en, p]));
    expect(bill(spanish, 'Lo que cubre nuestra tarifa')).toEqual(items.map(([, es, p]) => [es, p]));
    expect(english).toContain(`<dt>Fee</dt><dd>$${fee}</dd>`);
    expect(spanish).toContain(`<dt>Tarifa</dt><dd>$${fee}</dd>`);

    // The staff case page's "Return for signature": "Our fee" starts at the same bill.
    const page = await staff.get(`/staff/cases/${reference}`);
    const field = /<input[^>]*name="fee"[^>]*>/.exec(page.html)?.[0] ?? '';
    expect(field).toContain(`value="${fee}"`);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, formatUsd } from '../../app/money';
import { estimateRefund } from '../../app/tax/engine';
import {
  caseReadings,
  finishReading,
  queueReading,
  type W2Figures,
} from '../../server/reader/readings';
import type { Reading } from '../../server/reader/result';
import { SAMPLE_W2 } from '../../server/reader/samples.testing';
import { caseVisitor, documentOf, textOf } from './helpers/case-visitor';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { csrfToken, signedInStaff, type StaffClient } from './helpers/staff-client';

// Issue 46's page half, through the real server on PGlite and PostgreSQL (decisions 164 to 166):
// the same W-2 twice counts once ("Same as a W-2 you already sent") until staff say "Not a
// duplicate"; "Leave out of the estimate" and "Count in the estimate" beside "Correct", audited;
// an estimate below zero reads "Estimated amount you owe" on both case pages; box b, box 12 and
// boxes 15 to 17 shown on both, sealed, and corrected by staff; and the case page that follows a
// reading (a refresh without scripts, a script with them) only while one runs. The readings are
// written as the job writes them; the reader itself is tested elsewhere.

const FIGURES = {
  taxYear: SAMPLE_W2.taxYear,
  employer: SAMPLE_W2.employer,
  wages: SAMPLE_W2.wages,
  withheld: SAMPLE_W2.withheld,
  ein: '12-3456789',
} satisfies W2Figures;

/** A reading of `figures` as the job writes it. */
const w2 = (figures: W2Figures, method: 'pdf-text' | 'ocr' = 'pdf-text'): Reading => ({
  kind: 'w2',
  method,
  confidence: method === 'ocr' ? 0.96 : 1,
  copies: 1,
  ...figures,
});

/** The engine's estimate for a year's wages and withholding in cents, single and no children. */
function engine(wages: number, withheld: number) {
  return estimateRefund({
    income: wages / 100,
    deductions: 0,
    filingStatus: 'single',
    withheld: withheld / 100,
    children: 0,
    taxYear: SAMPLE_W2.taxYear,
  });
}

/** The terms of the client's estimate, as "term: value" lines. */
function estimateOf(html: string): string[] {
  const section = documentOf(html).querySelector('section[aria-labelledby="w2s-heading"]');
  return [...(section?.querySelectorAll('dl dt') ?? [])].map(
    (term) => `${textOf(term)}: ${textOf(term.nextElementSibling)}`,
  );
}

/** The client's W-2 table: its column headings and its rows' cells. */
function tableOf(html: string) {
  const table = documentOf(html).querySelector('section[aria-labelledby="w2s-heading"] table');
  return {
    columns: [...(table?.querySelectorAll('thead th') ?? [])].map(textOf),
    rows: [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
      [...row.querySelectorAll('td')].map(textOf),
    ),
  };
}

for (const engineName of ENGINES) {
  describe(`W-2s in the estimate on ${engineName}`, { timeout: 90_000 }, () => {
    const newPlace = usePlaces(engineName);
    let place: Place | undefined;
    let server: OfficeServer;
    let staff: StaffClient;
    beforeAll(async () => {
      place = await newPlace();
      // The app's own reading job stays off: the test writes each reading itself.
      server = await startOffice(place, { READER_CONCURRENCY: '0', TRUST_PROXY: 'true' });
      staff = await signedInStaff(server, 'estimate@example.com');
    }, 90_000);
    afterAll(async () => {
      await server?.close();
      await place?.remove();
    });
    const db = () => server.app.office.database.db;
    const keyring = () => server.app.documents.documentsKeys;
    const visitor = caseVisitor(() => server);
    let clients = 0;

    /** A case opened as a visitor opens one: its id, reference and cookie. */
    async function newCase() {
      clients += 1;
      const opened = await visitor.withCase(`198.51.100.${clients}`);
      const { id } = await db()
        .selectFrom('cases')
        .select('id')
        .where('reference', '=', opened.reference)
        .executeTakeFirstOrThrow();
      return { ...opened, id };
    }

    /** A document of the case, queued; read as `reading` (with the file's digest) unless undefined. */
    async function addDocument(
      caseId: string,
      reading: Reading | undefined,
      file = randomBytes(8),
    ) {
      const id = `doc${randomBytes(12).toString('hex')}`;
      await db()
        .transaction()
        .execute(async (tx) => {
          await tx
            .insertInto('documents')
            .values({
              id,
              case_id: caseId,
              original_name: `${id}.pdf`,
              content_type: 'application/pdf',
              size_bytes: file.length,
            })
            .execute();
          await queueReading(tx, id, caseId);
        });
      if (reading === undefined) return id;
      // Claimed as the job claims it, then written as the job writes it.
      await db()
        .updateTable('document_readings')
        .set({
          state: 'reading',
          attempts: 1,
          lease_until: sql<Date>`now() + interval '10 minutes'`,
        })
        .where('document_id', '=', id)
        .execute();
      const digest = createHash('sha256').update(file).digest('hex');
      const written = await finishReading(
        db(),
        keyring(),
        { documentId: id, caseId, attempt: 1 },
        reading,
        digest,
      );
      expect(written).toBe(true);
      return id;
    }

    /** A standing button posted from the staff case page, as its form posts it. */
    async function standing(reference: string, documentId: string, change: string) {
      const page = await staff.get(`/staff/cases/${reference}`);
      return staff.post(`/staff/cases/${reference}/w2/${documentId}/estimate`, {
        csrf: csrfToken(page.html),
        change,
      });
    }

    const audited = (action: string, subject: string) =>
      db()
        .selectFrom('audit_log')
        .select(['actor', 'subject'])
        .where('action', '=', action)
        .where('subject', '=', subject)
        .execute();

    it('counts the same W-2 sent twice once, marks it on both pages, and counts it again after "Not a duplicate"', async () => {
      const { id, reference, cookie } = await newCase();
      // Withholding that leaves a refund for one, two and three of them.
      const figures = { ...FIGURES, withheld: 1_000_000 };
      await addDocument(id, w2(figures));
      // The same W-2 photographed: read by OCR, another file, the same EIN, year and boxes.
      const again = await addDocument(id, w2(figures, 'ocr'));
      // Another employer's W-2 with the same figures is another W-2.
      const other = await addDocument(id, w2({ ...figures, ein: '98-7654321', employer: 'Bo' }));
      const once = engine(figures.wages * 2, figures.withheld * 2);
      expect(once.refund).toBeGreaterThan(0);

      const page = await visitor.open('/case', { cookie });
      expect(page.status).toBe(200);
      const table = tableOf(page.html);
      expect(table.columns).toEqual([
        'Employer',
        'Tax year',
        'Wages (box 1)',
        'Federal income tax withheld (box 2)',
        'Note',
      ]);
      expect(table.rows.map((row) => row.at(-1))).toEqual([
        '',
        'Same as a W-2 you already sent',
        '',
      ]);
      expect(estimateOf(page.html)).toEqual([
        `Estimated refund: ${formatUsd(once.refund)}`,
        `Fee: ${formatUsd(once.fee)}`,
        `Net refund: ${formatUsd(once.netRefund)}`,
      ]);
      expect(page.html).toContain('<p>A W-2 sent twice counts once in this estimate.</p>');
      const spanish = await visitor.open('/es/case', { cookie });
      expect(spanish.html).toContain('Igual a un W-2 que ya nos envió');

      const staffPage = await staff.get(`/staff/cases/${reference}`);
      expect(staffPage.html).toContain(
        '<p>Same as a W-2 the client already sent: left out of the estimate.</p>',
      );
      expect(staffPage.html).toContain('>Not a duplicate</button>');
      expect(staffPage.html).toContain(`<dd>${formatCents(FIGURES.wages * 2)}</dd>`);

      const forged = await staff.post(`/staff/cases/${reference}/w2/${again}/estimate`, {
        csrf: 'forged',
        change: 'not-duplicate',
      });
      expect(forged.status).toBe(403);
      const unknown = await standing(reference, again, 'delete');
      expect(unknown.status).toBe(400);
      // Only a W-2 of this case can be answered for.
      const elsewhere = await newCase();
      const foreign = await addDocument(elsewhere.id, w2(figures));
      expect((await standing(reference, foreign, 'not-duplicate')).status).toBe(404);

      const marked = await standing(reference, again, 'not-duplicate');
      expect(marked.status).toBe(303);
      expect(marked.response.headers.get('location')).toBe(
        `/staff/cases/${reference}?w2Standing=not-duplicate#documents-heading`,
      );
      expect(
        await audited('W-2 marked not a duplicate', `case ${reference}: document ${again}`),
      ).toEqual([
        { actor: 'estimate@example.com', subject: `case ${reference}: document ${again}` },
      ]);
      const thrice = engine(figures.wages * 3, figures.withheld * 3);
      expect(thrice.refund).toBeGreaterThan(0);
      const after = await visitor.open('/case', { cookie });
      expect(after.html).not.toContain('Same as a W-2 you already sent');
      expect(estimateOf(after.html)[0]).toBe(`Estimated refund: ${formatUsd(thrice.refund)}`);
      const notice = await staff.get(`/staff/cases/${reference}?w2Standing=not-duplicate`);
      expect(notice.html).toContain('The W-2 counts in the estimate: it is not a duplicate.');
      expect(other).not.toBe(again);
    });

    it('counts the same file once whatever was read from it', async () => {
      const { id, cookie } = await newCase();
      const file = randomBytes(32);
      await addDocument(id, w2({ ...FIGURES, ein: undefined }), file);
      // The same bytes again: the employer's name read another way, no EIN.
      await addDocument(id, w2({ ...FIGURES, ein: undefined, employer: 'ACME W1DGETS' }), file);
      const page = await visitor.open('/case', { cookie });
      expect(tableOf(page.html).rows.map((row) => row.at(-1))).toEqual([
        '',
        'Same as a W-2 you already sent',
      ]);
      const once = engine(FIGURES.wages, FIGURES.withheld);
      expect(estimateOf(page.html)[0]).toBe(`Estimated refund: ${formatUsd(once.refund)}`);
    });

    it('"Leave out of the estimate" and "Count in the estimate": audited, the client told, unreadable ones left out too', async () => {
      const { id, reference, cookie } = await newCase();
      await addDocument(id, w2(FIGURES));
      const second = await addDocument(
        id,
        w2({ ...FIGURES, ein: '98-7654321', employer: 'Bo', wages: 1_000_000, withheld: 50_000 }),
      );
      await addDocument(id, { kind: 'unreadable-w2', method: 'ocr', reason: 'low-confidence' });

      const before = await visitor.open('/case', { cookie });
      const both = engine(FIGURES.wages + 1_000_000, FIGURES.withheld + 50_000);
      expect(estimateOf(before.html)[0]).toBe(`Estimated refund: ${formatUsd(both.refund)}`);
      expect(before.html).toContain('<p>The W-2s we could not read are not in this estimate.</p>');

      const staffPage = await staff.get(`/staff/cases/${reference}`);
      expect(staffPage.html).toContain('>Leave out of the estimate</button>');
      const left = await standing(reference, second, 'leave-out');
      expect(left.status).toBe(303);
      expect(
        await audited('W-2 left out of the estimate', `case ${reference}: document ${second}`),
      ).toHaveLength(1);
      const out = await visitor.open('/case', { cookie });
      const alone = engine(FIGURES.wages, FIGURES.withheld);
      expect(estimateOf(out.html)[0]).toBe(`Estimated refund: ${formatUsd(alone.refund)}`);
      expect(tableOf(out.html).rows[1]?.at(-1)).toBe('Left out of the estimate by your preparer');
      expect(out.html).toContain(
        '<p>The W-2s your preparer left out are not in this estimate.</p>',
      );
      // Its figures are kept, not zeroed: staff see them, and a button to count it again.
      const leftPage = await staff.get(`/staff/cases/${reference}?w2Standing=leave-out`);
      expect(leftPage.html).toContain('The W-2 is left out of the estimate.');
      expect(leftPage.html).toContain('<p>Left out of the estimate.</p>');
      expect(leftPage.html).toContain('<dd>$10,000.00</dd>');
      expect(leftPage.html).toContain('>Count in the estimate</button>');

      expect((await standing(reference, second, 'count')).status).toBe(303);
      expect(
        await audited('W-2 counted in the estimate', `case ${reference}: document ${second}`),
      ).toHaveLength(1);
      const back = await visitor.open('/case', { cookie });
      expect(estimateOf(back.html)[0]).toBe(`Estimated refund: ${formatUsd(both.refund)}`);
    });

    it('never calls an estimate below zero a refund: "Estimated amount you owe" on both pages', async () => {
      const { id, reference, cookie } = await newCase();
      await addDocument(id, w2({ ...FIGURES, withheld: 10_000 }));
      const owed = engine(FIGURES.wages, 10_000);
      expect(owed.refund).toBeLessThan(0);
      const page = await visitor.open('/case', { cookie });
      expect(estimateOf(page.html)).toEqual([
        `Estimated amount you owe: ${formatUsd(-owed.refund)}`,
        'Fee: $0.00',
        'Net refund: $0.00',
      ]);
      expect(page.html).not.toContain('Estimated refund');
      const spanish = await visitor.open('/es/case', { cookie });
      expect(spanish.html).toContain(
        `<dt>Cantidad estimada que usted debe</dt><dd>${formatUsd(-owed.refund)}</dd>`,
      );
      const staffPage = await staff.get(`/staff/cases/${reference}`);
      expect(staffPage.html).toContain(
        `<dt>Estimated amount you owe</dt><dd>${formatUsd(-owed.refund)}</dd>`,
      );
    });

    it('shows box b, box 12 and boxes 15 to 17 on both pages, sealed, and staff correct them (audited)', async () => {
      const { id, reference, cookie } = await newCase();
      const figures: W2Figures = {
        ...FIGURES,
        box12: [
          { code: 'TP', amount: 512_000 },
          { code: 'TT', amount: 80_000 },
          { code: 'DD', amount: 654_321 },
        ],
        states: [{ code: 'CA', wages: 5_234_567, withheld: 198_765 }],
      };
      const read = await addDocument(id, w2(figures));

      const page = await visitor.open('/case', { cookie });
      const table = tableOf(page.html);
      expect(table.columns).toEqual([
        'Employer',
        'Tax year',
        'Wages (box 1)',
        'Federal income tax withheld (box 2)',
        'Tips (box 12 TP)',
        'Overtime (box 12 TT)',
        'Other box 12 codes',
        'State',
        'State wages (box 16)',
        'State income tax withheld (box 17)',
      ]);
      expect(table.rows).toEqual([
        [
          'Acme Widgets Inc',
          '2025',
          '$52,345.67',
          '$6,123.45',
          '$5,120.00',
          '$800.00',
          'DD $6,543.21',
          'CA',
          '$52,345.67',
          '$1,987.65',
        ],
      ]);
      const spanish = tableOf((await visitor.open('/es/case', { cookie })).html);
      expect(spanish.columns).toContain('Propinas (casilla 12 TP)');
      expect(spanish.columns).toContain('Impuesto estatal sobre el ingreso retenido (casilla 17)');

      const staffPage = await staff.get(`/staff/cases/${reference}`);
      expect(staffPage.html).toContain(
        '<dd>$6,123.45</dd><dt>Tips (box 12 TP)</dt><dd>$5,120.00</dd><dt>Overtime (box 12 TT)</dt><dd>$800.00</dd><dt>Box 12 code DD</dt><dd>$6,543.21</dd><dt>State</dt><dd>CA</dd><dt>State wages (box 16)</dt><dd>$52,345.67</dd><dt>State income tax withheld (box 17)</dt><dd>$1,987.65</dd>',
      );

      // Sealed: nothing of them in the clear.
      const row = await db()
        .selectFrom('document_readings')
        .select('figures')
        .where('document_id', '=', read)
        .executeTakeFirstOrThrow();
      const raw = Buffer.from(row.figures ?? []).toString('latin1');
      for (const clear of ['12-3456789', '512000', '198765', '"TP"', '"CA"']) {
        expect(raw).not.toContain(clear);
      }

      const path = `/staff/cases/${reference}/w2/${read}`;
      const form = await staff.get(path);
      expect(form.html).toContain('value="12-3456789"');
      expect(form.html).toContain('value="TP"');
      expect(form.html).toContain('value="5120.00"');
      expect(form.html).toContain('value="1987.65"');
      const fields = {
        csrf: csrfToken(form.html),
        employer: 'Acme Widgets Inc',
        taxYear: '2025',
        wages: '52,345.67',
        withheld: '6,123.45',
        ein: '123456789',
        box12Code1: 'tp',
        box12Amount1: '5,200.00',
        box12Code2: 'TT',
        box12Amount2: '800',
        stateCode1: 'NY',
        stateWages1: '52,345.67',
        stateWithheld1: '2,000',
      };
      const refused = await staff.post(path, {
        ...fields,
        ein: '12-34',
        box12Code2: 'T1',
        stateWithheld1: '60,000',
      });
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(
        'Enter the EIN as 2 digits, a dash and 7 digits, such as 12-3456789.',
      );
      expect(refused.html).toContain(
        'Enter the box 12 code as printed: one or two letters, such as D or DD.',
      );
      expect(refused.html).toContain('Box 17 cannot be more than box 16.');
      expect(refused.html).toContain('value="T1"');

      const saved = await staff.post(path, fields);
      expect(saved.status).toBe(303);
      expect(await caseReadings(db(), keyring(), id)).toEqual([
        {
          documentId: read,
          state: 'w2',
          method: 'staff',
          figures: {
            ...FIGURES,
            box12: [
              { code: 'TP', amount: 520_000 },
              { code: 'TT', amount: 80_000 },
            ],
            states: [{ code: 'NY', wages: 5_234_567, withheld: 200_000 }],
          },
        },
      ]);
      expect(
        await audited('W-2 figures corrected', `case ${reference}: document ${read}`),
      ).toHaveLength(1);
      const after = tableOf((await visitor.open('/case', { cookie })).html);
      expect(after.columns).not.toContain('Other box 12 codes');
      expect(after.rows[0]).toContain('NY');
      expect(after.rows[0]).toContain('$5,200.00');
    });

    it('follows a running reading (a refresh without scripts, a script with them) and stops once all are read', async () => {
      const { id, cookie } = await newCase();
      await addDocument(id, w2(FIGURES));
      const running = await addDocument(id, undefined);
      const page = await visitor.open('/case', { cookie });
      expect(page.html).toContain('<p>Reading your W-2…</p>');
      expect(page.html).toContain(
        '<noscript><meta http-equiv="refresh" content="5;url=/case"></noscript>',
      );
      // The built bundle's hashed file, or the source under Vite (the API tests run the sources).
      expect(page.html).toMatch(
        /<script type="module" src="\/(assets\/follow-reading-[\w-]+\.js|app\/cases\/page\/follow-reading\.script\.ts)"/,
      );
      // The estimate of what is read already shows.
      const read = engine(FIGURES.wages, FIGURES.withheld);
      expect(estimateOf(page.html)[0]).toBe(`Estimated refund: ${formatUsd(read.refund)}`);
      const spanish = await visitor.open('/es/case', { cookie });
      expect(spanish.html).toContain('content="5;url=/es/case"');

      await db()
        .updateTable('document_readings')
        .set({
          state: 'reading',
          attempts: 1,
          lease_until: sql<Date>`now() + interval '10 minutes'`,
        })
        .where('document_id', '=', running)
        .execute();
      await finishReading(
        db(),
        keyring(),
        { documentId: running, caseId: id, attempt: 1 },
        {
          kind: 'other',
          reason: 'not-a-w2',
        },
      );
      const done = await visitor.open('/case', { cookie });
      expect(done.html).not.toContain('Reading your W-2…');
      expect(done.html).not.toContain('http-equiv="refresh"');
      expect(done.html).not.toContain('follow-reading');
      expect(done.html).not.toContain('data-follow-reading');
    });
  });
}

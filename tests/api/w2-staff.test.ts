import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnPage as en } from '../../app/copy/en/return';
import { formatUsd } from '../../app/money';
import { EMPTY_FORM } from '../../app/return/answers';
import { saveReturnDetails } from '../../app/return/details.server';
import { estimateRefund } from '../../app/tax/engine';
import { caseW2s } from '../../server/reader/case-w2s';
import { caseReadings, finishReading, queueReading } from '../../server/reader/readings';
import { SAMPLE_W2 } from '../../server/reader/samples.testing';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { seedCase } from './helpers/seed-case';
import { csrfToken, signedInStaff, type StaffClient } from './helpers/staff-client';

// The W-2 figures on the staff case page and "Correct" (RETURN.md §3; decision 134) through the
// real server, on PGlite and PostgreSQL: the figures beside the document with how they were read
// and the estimate, the correction page prefilled, a refused correction as typed with its
// sentences, a forged one refused, a saved one sealed, audited without a figure, and shown.

const FIGURES = {
  taxYear: SAMPLE_W2.taxYear,
  employer: SAMPLE_W2.employer,
  wages: SAMPLE_W2.wages,
  withheld: SAMPLE_W2.withheld,
};

for (const engine of ENGINES) {
  describe(`W-2 figures for staff on ${engine}`, { timeout: 90_000 }, () => {
    const newPlace = usePlaces(engine);
    let place: Place | undefined;
    let server: OfficeServer;
    let staff: StaffClient;
    beforeAll(async () => {
      place = await newPlace();
      // The app's own reading job stays off: the test writes the reading itself.
      server = await startOffice(place, { READER_CONCURRENCY: '0' });
      staff = await signedInStaff(server, 'reader@example.com');
    }, 90_000);
    afterAll(async () => {
      await server?.close();
      await place?.remove();
    });
    const db = () => server.app.office.database.db;
    const keyring = () => server.app.documents.documentsKeys;

    /** A case with one document read as a W-2 (and one still queued). */
    async function readCase() {
      const [read, queued] = [1, 2].map(() => `doc${randomBytes(12).toString('hex')}`);
      const seeded = await seedCase(db(), { documents: [read ?? '', queued ?? ''] });
      await db()
        .transaction()
        .execute(async (tx) => {
          await queueReading(tx, read ?? '', seeded.id);
          await queueReading(tx, queued ?? '', seeded.id);
        });
      // Claimed as the job claims it (older tests' queued documents are not this test's).
      await db()
        .updateTable('document_readings')
        .set({
          state: 'reading',
          attempts: 1,
          lease_until: sql<Date>`now() + interval '10 minutes'`,
        })
        .where('document_id', '=', read ?? '')
        .execute();
      const claim = { documentId: read ?? '', caseId: seeded.id, attempt: 1 };
      await finishReading(db(), keyring(), claim, {
        kind: 'w2',
        method: 'ocr',
        confidence: 0.97,
        copies: 2,
        ...FIGURES,
      });
      // The other stays queued: "Reading the W-2…".
      return { ...seeded, read: read ?? '', queued: queued ?? '' };
    }

    it('shows the figures beside the W-2, how they were read, the estimate, and a "Correct" button', async () => {
      const { reference, read } = await readCase();
      const page = await staff.get(`/staff/cases/${reference}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(
        '<dt>Employer</dt><dd>Acme Widgets Inc</dd><dt>Tax year</dt><dd>2025</dd><dt>Wages (box 1)</dt><dd>$52,345.67</dd><dt>Federal income tax withheld (box 2)</dt><dd>$6,123.45</dd>',
      );
      expect(page.html).toContain('<p class="hint">Read by OCR</p>');
      expect(page.html).toContain(
        `<form action="/staff/cases/${reference}/w2/${read}" method="get"><button type="submit" class="button button--secondary">Correct</button></form>`,
      );
      expect(page.html).toContain('<p class="hint">Reading the W-2…</p>');
      expect(page.html).toContain('<h3 id="w2-estimate-heading">Estimate from the W-2s</h3>');
      expect(page.html).toContain(
        'Single with no children under 17: the client has not told us about their return yet.',
      );
    });

    it("takes the return details' filing status and children under 17 once the client gives them", async () => {
      const { id, reference } = await readCase();
      const assumed = await caseW2s(db(), keyring(), id);
      expect(assumed.estimates.map((year) => year.assumed)).toEqual([true]);
      const saved = await saveReturnDetails(
        { db: db(), keyring: keyring() },
        {
          caseId: id,
          form: {
            ...EMPTY_FORM,
            filingStatus: 'head_of_household',
            dependents: [
              {
                firstName: 'Ana',
                lastName: 'Lopez',
                dateOfBirth: '2015-04-02',
                relationship: 'daughter',
                months: '12',
              },
            ],
          },
          level: 'save',
          words: en,
          clientAddress: '198.51.100.9',
        },
      );
      expect(saved.ok).toBe(true);
      const given = await caseW2s(db(), keyring(), id);
      const engine = estimateRefund({
        income: FIGURES.wages / 100,
        deductions: 0,
        filingStatus: 'head_of_household',
        withheld: FIGURES.withheld / 100,
        children: 1,
        taxYear: FIGURES.taxYear,
      });
      expect(given.estimates).toEqual([
        expect.objectContaining({ assumed: false, estimate: engine }),
      ]);
      const page = await staff.get(`/staff/cases/${reference}`);
      expect(page.html).not.toContain('the client has not told us about their return yet');
      expect(page.html).toContain(
        `<dt>Estimated refund</dt><dd>${formatUsd(engine.refund)}</dd><dt>Fee</dt><dd>${formatUsd(engine.fee)}</dd>`,
      );
    });

    it('corrects the figures: refused as typed with its sentences, forged refused, saved sealed and audited without a figure', async () => {
      const { id, reference, read } = await readCase();
      const path = `/staff/cases/${reference}/w2/${read}`;
      const form = await staff.get(path);
      expect(form.status).toBe(200);
      expect(form.html).toContain('<h1>Correct the W-2 figures</h1>');
      expect(form.html).toContain('value="Acme Widgets Inc"');
      expect(form.html).toContain('value="52345.67"');
      expect(form.html).toContain('value="6123.45"');
      const csrf = csrfToken(form.html);

      const fields = { csrf, employer: 'Acme Widgets Inc', taxYear: '2025' };
      const refused = await staff.post(path, {
        ...fields,
        taxYear: '1999',
        wages: '1,000',
        withheld: 'lots',
      });
      expect(refused.status).toBe(400);
      expect(refused.html).toContain('Choose a tax year we support.');
      expect(refused.html).toContain('Enter an amount in dollars and cents, such as 52,345.67.');
      expect(refused.html).toContain('value="lots"');
      const above = await staff.post(path, { ...fields, wages: '1,000', withheld: '1,000.01' });
      expect(above.status).toBe(400);
      expect(above.html).toContain('Box 2 cannot be more than box 1.');

      const forged = await staff.post(path, {
        ...fields,
        csrf: 'forged',
        wages: '1',
        withheld: '0',
      });
      expect(forged.status).toBe(403);
      expect(await caseReadings(db(), keyring(), id)).toContainEqual({
        documentId: read,
        state: 'w2',
        method: 'ocr',
        figures: FIGURES,
      });

      const saved = await staff.post(path, { ...fields, wages: '$48,000.00', withheld: '5,000.5' });
      expect(saved.status).toBe(303);
      expect(saved.response.headers.get('location')).toBe(
        `/staff/cases/${reference}?w2Corrected=1`,
      );
      expect(await caseReadings(db(), keyring(), id)).toContainEqual({
        documentId: read,
        state: 'w2',
        method: 'staff',
        figures: { ...FIGURES, wages: 4_800_000, withheld: 500_050 },
      });
      const audited = await db()
        .selectFrom('audit_log')
        .select(['actor', 'subject'])
        .where('action', '=', 'W-2 figures corrected')
        .execute();
      expect(audited).toEqual([
        { actor: 'reader@example.com', subject: `case ${reference}: document ${read}` },
      ]);
      const after = await staff.get(`/staff/cases/${reference}?w2Corrected=1`);
      expect(after.html).toContain('role="status">The W-2 figures were corrected.</p>');
      expect(after.html).toContain('<dd>$48,000.00</dd>');
      expect(after.html).toContain('<p class="hint">Corrected by staff</p>');
    });

    it('answers 404 for a document the case has not, and sends a visitor without a session to sign in', async () => {
      const { reference } = await readCase();
      const missing = await staff.get(`/staff/cases/${reference}/w2/doc${'0'.repeat(24)}`);
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('This document of the case has no W-2 reading.');
      const other = await readCase();
      const elsewhere = await staff.get(`/staff/cases/${reference}/w2/${other.read}`);
      expect(elsewhere.status).toBe(404);
      const anonymous = await fetch(`${server.url}/staff/cases/${reference}/w2/${other.read}`, {
        redirect: 'manual',
      });
      expect(anonymous.status).toBe(303);
      expect(anonymous.headers.get('location')).toBe('/staff/sign-in');
    });
  });
}

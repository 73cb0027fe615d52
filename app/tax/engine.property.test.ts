/**
 * Properties of the estimate over the whole input space (fast-check), complementing the
 * hand-figured tables in engine.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateRefund, type RefundInput } from './engine';
import { FILING_STATUSES, parseRefundRequest, SUPPORTED_TAX_YEARS } from './request';

const dollars = (max: number) => fc.integer({ min: 0, max });
const filingStatus = fc.constantFrom(...FILING_STATUSES.map((s) => s.value));
const taxYear = fc.constantFrom(...SUPPORTED_TAX_YEARS);

/** Wages up to 1,500,000 so the top brackets, the CTC phase-out and the EIC all get visited. */
const input: fc.Arbitrary<RefundInput> = fc.record({
  income: dollars(1_500_000),
  deductions: fc.oneof(fc.constant(0), dollars(100_000)),
  filingStatus,
  withheld: dollars(500_000),
  children: fc.integer({ min: 0, max: 20 }),
  taxYear,
});

describe('refund engine properties', () => {
  it('raises the refund exactly one for one with the withholding', () => {
    fc.assert(
      fc.property(input, dollars(100_000), (given, more) => {
        const withheld = given.withheld ?? 0;
        const before = estimateRefund(given);
        const after = estimateRefund({ ...given, withheld: withheld + more });
        expect(after.refund - before.refund).toBe(more);
      }),
    );
  });

  it('never lowers the tax as income rises', () => {
    fc.assert(
      fc.property(input, dollars(200_000), (given, raise) => {
        const lower = estimateRefund(given).tax;
        const higher = estimateRefund({ ...given, income: given.income + raise }).tax;
        expect(higher).toBeGreaterThanOrEqual(lower);
      }),
    );
  });

  it('never gives a negative credit, nor a non-refundable credit above the tax', () => {
    fc.assert(
      fc.property(input, (given) => {
        const { credits, tax } = estimateRefund(given);
        expect(credits.childTaxCredit).toBeGreaterThanOrEqual(0);
        expect(credits.additionalChildTaxCredit).toBeGreaterThanOrEqual(0);
        expect(credits.earnedIncomeCredit).toBeGreaterThanOrEqual(0);
        expect(credits.childTaxCredit).toBeLessThanOrEqual(tax);
      }),
    );
  });

  it('answers in whole dollars, cents in the input or not', () => {
    const cents = fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(input, cents, cents, (given, income, withheld) => {
        const estimate = estimateRefund({ ...given, income, withheld });
        for (const amount of [
          estimate.refund,
          estimate.tax,
          estimate.taxableIncome,
          estimate.withheld,
          estimate.credits.childTaxCredit,
          estimate.credits.additionalChildTaxCredit,
          estimate.credits.earnedIncomeCredit,
        ]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
        }
      }),
    );
  });

  it('gives the same answer whatever order the JSON fields arrive in', () => {
    const body = fc.record(
      {
        income: dollars(1_000_000_000),
        deductions: dollars(200_000),
        filingStatus,
        withheld: fc.oneof(fc.constant(null), dollars(300_000)),
        children: fc.integer({ min: 0, max: 20 }),
        taxYear,
        note: fc.string(),
      },
      { requiredKeys: ['income'] },
    );
    fc.assert(
      fc.property(
        body.chain((fields) =>
          fc.tuple(
            fc.constant(fields),
            fc.shuffledSubarray(Object.keys(fields), {
              minLength: Object.keys(fields).length,
            }),
          ),
        ),
        ([fields, order]) => {
          const reordered = JSON.stringify(fields, order);
          const parsedInOrder = parseRefundRequest(JSON.parse(JSON.stringify(fields)));
          const parsedReordered = parseRefundRequest(JSON.parse(reordered));
          expect(parsedInOrder.ok).toBe(true);
          if (!parsedInOrder.ok || !parsedReordered.ok) {
            expect(parsedReordered).toEqual(parsedInOrder);
            return;
          }
          expect(JSON.stringify(estimateRefund(parsedReordered.input))).toBe(
            JSON.stringify(estimateRefund(parsedInOrder.input)),
          );
        },
      ),
    );
  });
});

/**
 * Properties of the estimate over the whole input space (fast-check), complementing the
 * hand-figured tables of the engine.*.test.ts files.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateRefund, type RefundInput } from './engine';
import { FILING_STATUSES, SUPPORTED_TAX_YEARS } from './request';
import { figuresForYear } from './years';

const dollars = (max: number) => fc.integer({ min: 0, max });
const filingStatus = fc.constantFrom(...FILING_STATUSES);
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

  it('taxes within the Tax Table’s rounding of the rate schedule, figured here in floats', () => {
    // An independent reading of the rate schedule: the Tax Table works at the midpoint of a row at
    // most 50 wide, so it differs from the exact tax by at most 25 × 37% plus the rounding.
    const rates = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37];
    const exactTax = (taxable: number, tops: readonly number[]): number => {
      let tax = 0;
      let bottom = 0;
      rates.forEach((rate, i) => {
        const top = tops[i] ?? Infinity;
        if (taxable > bottom) tax += (Math.min(taxable, top) - bottom) * rate;
        bottom = top;
      });
      return tax;
    };
    fc.assert(
      fc.property(input, (given) => {
        const estimate = estimateRefund(given);
        const tops = figuresForYear(given.taxYear)?.bracketTops[given.filingStatus] ?? [];
        const exact = exactTax(estimate.taxableIncome, tops);
        const slack = estimate.taxableIncome < 100_000 ? 25 * 0.37 + 0.5 : 0.5;
        expect(Math.abs(estimate.tax - exact)).toBeLessThanOrEqual(slack + 1e-6);
      }),
    );
  });
});

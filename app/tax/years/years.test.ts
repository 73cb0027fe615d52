/**
 * Every year file checked against the relations the law and the IRS's own arithmetic impose, so a
 * mistyped figure in a new year's file fails here before it reaches a visitor.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILING_STATUSES } from '../request';
import { TAX_YEARS } from './index';

const BASIS = 10_000;

/** a × rate (basis points), rounded half up to whole dollars, in integers. */
function timesRate(amount: number, rate: number): number {
  return Math.floor((amount * rate + BASIS / 2) / BASIS);
}

it('every year file in the folder is a supported year, and each once', () => {
  const files = readdirSync(new URL('.', import.meta.url))
    .filter((name) => /^\d{4}\.ts$/.test(name))
    .map((name) => Number(name.slice(0, 4)))
    .sort();
  expect(TAX_YEARS.map((y) => y.taxYear).sort()).toEqual(files);
});

describe.each(TAX_YEARS.map((figures) => [figures.taxYear, figures] as const))(
  'tax year %i',
  (_year, figures) => {
    it('brackets: rates and tops rise, for every status', () => {
      const rates = figures.bracketRates;
      for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeGreaterThan(rates[i - 1] ?? 0);
      for (const status of FILING_STATUSES) {
        const tops = figures.bracketTops[status];
        expect(tops[0]).toBeGreaterThan(0);
        for (let i = 1; i < tops.length; i++) expect(tops[i]).toBeGreaterThan(tops[i - 1] ?? 0);
      }
    });

    it('brackets: joint tops are twice single below 35%; separate is single but half of joint at 35%', () => {
      const { single, married_joint, married_separate, surviving_spouse } = figures.bracketTops;
      expect(married_joint.slice(0, 5)).toEqual(single.slice(0, 5).map((top) => top * 2));
      expect(married_separate.slice(0, 5)).toEqual(single.slice(0, 5));
      expect(married_separate[5]).toBe(married_joint[5] / 2);
      expect(surviving_spouse).toEqual(married_joint);
    });

    it('standard deduction: joint twice single, separate as single, head of household between', () => {
      const sd = figures.standardDeduction;
      expect(sd.married_joint).toBe(sd.single * 2);
      expect(sd.surviving_spouse).toBe(sd.married_joint);
      expect(sd.married_separate).toBe(sd.single);
      expect(sd.head_of_household).toBeGreaterThan(sd.single);
      expect(sd.head_of_household).toBeLessThan(sd.married_joint);
    });

    it('EIC: each maximum is the earned income amount times the phase-in rate, to the dollar', () => {
      for (const row of figures.earnedIncomeCredit.byChildren) {
        expect(timesRate(row.earnedIncomeAmount, row.phaseInRate)).toBe(row.maximumCredit);
      }
    });

    it('EIC: maxima rise with children; phase-outs start later for joint filers', () => {
      const rows = figures.earnedIncomeCredit.byChildren;
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i]?.maximumCredit).toBeGreaterThan(rows[i - 1]?.maximumCredit ?? 0);
      }
      // With children, one earned income amount for 2 and 3+, one phase-out start for 1 to 3+.
      expect(rows[3].earnedIncomeAmount).toBe(rows[2].earnedIncomeAmount);
      expect(new Set(rows.slice(1).map((r) => r.phaseOutStart)).size).toBe(1);
      expect(new Set(rows.slice(1).map((r) => r.phaseOutStartMarriedJoint)).size).toBe(1);
      for (const row of rows) {
        expect(row.phaseOutStart).toBeGreaterThan(row.earnedIncomeAmount);
        expect(row.phaseOutStartMarriedJoint).toBeGreaterThan(row.phaseOutStart);
      }
    });

    it('child tax credit: the refundable part is at most the credit', () => {
      const ctc = figures.childTaxCredit;
      expect(ctc.refundablePerChild).toBeGreaterThan(0);
      expect(ctc.refundablePerChild).toBeLessThanOrEqual(ctc.perChild);
    });
  },
);

it('indexed figures never fall from one year to the next', () => {
  const byYear = [...TAX_YEARS].sort((a, b) => a.taxYear - b.taxYear);
  for (let i = 1; i < byYear.length; i++) {
    const [before, after] = [byYear[i - 1], byYear[i]];
    if (before === undefined || after === undefined) continue;
    expect(after.taxYear).toBe(before.taxYear + 1);
    for (const status of FILING_STATUSES) {
      expect(after.standardDeduction[status]).toBeGreaterThanOrEqual(
        before.standardDeduction[status],
      );
      after.bracketTops[status].forEach((top, b) =>
        expect(top).toBeGreaterThanOrEqual(before.bracketTops[status][b] ?? Infinity),
      );
    }
    expect(after.payrollTax.socialSecurityWageBase).toBeGreaterThan(
      before.payrollTax.socialSecurityWageBase,
    );
    after.earnedIncomeCredit.byChildren.forEach((row, c) =>
      expect(row.maximumCredit).toBeGreaterThanOrEqual(
        before.earnedIncomeCredit.byChildren[c]?.maximumCredit ?? Infinity,
      ),
    );
  }
});

it('each limit on itemized deductions keys on a bracket the year has, above the first', () => {
  for (const figures of TAX_YEARS) {
    const limit = figures.itemizedDeductionLimit;
    if (limit === null) {
      expect(figures.taxYear).toBeLessThan(2026);
      continue;
    }
    expect(figures.bracketRates.indexOf(limit.bracketRate)).toBeGreaterThan(0);
    expect(limit.reductionNumerator).toBeLessThan(limit.reductionDenominator);
  }
  // IRC §68 as rewritten by P.L. 119-21: from 2026, 2/37, keyed on the 37% bracket.
  const limit2026 = TAX_YEARS.find((y) => y.taxYear === 2026)?.itemizedDeductionLimit;
  expect(limit2026).toEqual({ reductionNumerator: 2, reductionDenominator: 37, bracketRate: 3700 });
});

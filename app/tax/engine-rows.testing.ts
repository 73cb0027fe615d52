/**
 * The refund engine against rows a tax preparer can check (the engine.*.test.ts files, one
 * subject each). Every expected figure was worked from the tables in app/tax/years/SOURCES.md
 * (the Rev. Procs. in app/tax/years), never by running the engine; the comment above each row
 * shows the arithmetic, form line by form line:
 *
 * - deduction (Form 1040 line 12): the larger of itemized and standard; taxable income (line 15).
 * - tax (line 16): below 100,000 the Tax Table (the bracket tax at the row's midpoint, rounded
 *   half up); from 100,000 the Tax Computation Worksheet (exact, rounded).
 * - CTC (Schedule 8812 line 14 / Form 1040 line 19) and ACTC (line 27 / Form 1040 line 28).
 * - EIC (Form 1040 line 27): the EIC Table, figured at the midpoint of the 50-wide row.
 * - refund (line 34, negative = owed, line 37): withheld + ACTC + EIC − (tax − CTC).
 *
 * Columns: year, filing status, wages, itemized deductions, children under 17, federal income tax
 * withheld ('assumed' = not given), then the expected deduction, taxable income, tax, CTC, ACTC,
 * EIC and refund. In the comments, "x → y" is a rounding to whole dollars (half up).
 */
import { describe, expect, it } from 'vitest';
import { estimateRefund, type RefundInput } from './engine';
import type { FilingStatus } from './figures';

export type Row = [
  taxYear: number,
  filingStatus: FilingStatus,
  wages: number,
  itemizedDeductions: number,
  children: number,
  withheld: number | 'assumed',
  deduction: number,
  taxableIncome: number,
  tax: number,
  childTaxCredit: number,
  additionalChildTaxCredit: number,
  earnedIncomeCredit: number,
  refund: number,
];

/** Rows under a title: one `describe` per title, one test per row. */
export type Tables = readonly (readonly [title: string, rows: readonly Row[]])[];

function inputFor(row: Row): RefundInput {
  const [taxYear, filingStatus, income, deductions, children, withheld] = row;
  const base = { taxYear, filingStatus, income, deductions, children };
  return withheld === 'assumed' ? base : { ...base, withheld };
}

/** Checks every row of every table against the engine's answer. */
export function checkTables(tables: Tables): void {
  describe.each(tables)('%s', (_title, rows) => {
    it.each(rows)('%i %s: wages %i, itemized %i, %i children, withheld %s', (...row: Row) => {
      const [taxYear, filingStatus, wages, , , withheld] = row;
      const [, , , , , , deduction, taxableIncome, tax, ctc, actc, eic, refund] = row;
      const estimate = estimateRefund(inputFor(row));
      expect(estimate).toMatchObject({
        taxYear,
        filingStatus,
        agi: wages,
        deduction,
        taxableIncome,
        tax,
        credits: {
          childTaxCredit: ctc,
          additionalChildTaxCredit: actc,
          earnedIncomeCredit: eic,
        },
        withheld: withheld === 'assumed' ? tax : withheld,
        withheldAssumed: withheld === 'assumed',
        refund,
      });
    });
  });
}

/**
 * A state's worked examples as table rows, checked through estimateState. Columns: year, filing
 * status, wages (= federal AGI), children under 17, the federal EIC (Form 1040 line 27, given),
 * age (65+ rules; undefined = not given), then the expected tax after all credits and the credits
 * by name. Every expected figure is worked by hand in the comment above its row, form line by line.
 */
import { describe, expect, it } from 'vitest';
import { estimateState, type StateCode, type StateReturnInput } from './index';
import type { FilingStatus, StateCredits } from './types';

export type StateRow = [
  taxYear: number,
  filingStatus: FilingStatus,
  wages: number,
  children: number,
  federalEarnedIncomeCredit: number,
  age: number | undefined,
  tax: number,
  credits: StateCredits,
];

/** One test per row; `provisionalYears` lists the years whose figures are provisional. */
export function checkStateRows(
  code: StateCode,
  rows: readonly StateRow[],
  provisionalYears: readonly number[],
): void {
  describe(`${code} worked examples`, () => {
    it.each(rows)('%i %s wages %i, %i children, federal EIC %i, age %s', (...row) => {
      const [taxYear, filingStatus, wages, children, federalEic, age, tax, credits] = row;
      const input: StateReturnInput = {
        taxYear,
        filingStatus,
        wages,
        federalAgi: wages,
        children,
        federalEarnedIncomeCredit: federalEic,
        ...(age === undefined ? {} : { age, spouseAge: age }),
      };
      const answer = estimateState(code, 1_000, input);
      expect({ tax: answer.tax, credits: answer.credits }).toEqual({ tax, credits });
      expect(answer.refund).toBe(1_000 - tax);
      expect(answer.provisional).toBe(provisionalYears.includes(taxYear));
    });
  });
}

/**
 * North Carolina Form D-400 with Form D-401's child deduction table, for a full-year resident
 * with wages only. Where to read each form and section cited: ../SOURCES.md.
 */
import { applyRate } from '../arithmetic';
import type { ByFilingStatus, StateReturn, StateReturnInput } from '../types';

/** One row of the child deduction table: up to `agiUpTo` of federal AGI, `perChild` each. */
export interface ChildDeductionRow {
  readonly agiUpTo: number;
  readonly perChild: number;
}

export interface NorthCarolinaFigures {
  readonly taxYear: number;
  readonly provisional: boolean;
  /** D-400 line 15: the rate on NC taxable income, basis points (G.S. 105-153.7(a)). */
  readonly rate: number;
  /** D-400 line 11: the NC standard deduction (G.S. 105-153.5(a)(1)). */
  readonly standardDeduction: ByFilingStatus<number>;
  /** D-400 line 10b: the child deduction by federal AGI (G.S. 105-153.5(a1)); 0 above the last. */
  readonly childDeduction: ByFilingStatus<readonly ChildDeductionRow[]>;
}

export function northCarolinaReturn(
  figures: NorthCarolinaFigures,
  input: StateReturnInput,
): StateReturn {
  const status = input.filingStatus;
  // Line 6: federal AGI; lines 7-9: no additions or deductions for wages.
  const agi = input.federalAgi;
  // Line 10a-b: the child deduction for each child the federal child tax credit counts.
  const row = figures.childDeduction[status].find((candidate) => agi <= candidate.agiUpTo);
  const childDeduction = input.children * (row?.perChild ?? 0);
  // Line 11: the standard deduction; line 14: NC taxable income.
  const taxable = Math.max(0, agi - childDeduction - figures.standardDeduction[status]);
  // Line 15: the tax, rounded to the nearest whole dollar. No credit on D-400TC for wages alone.
  return { tax: applyRate(taxable, figures.rate), credits: {} };
}

/** G.S. 105-153.5(a1), the same since 2022: 3,000 a child, 500 less per step of AGI. */
function childDeductionTable(firstStep: number, step: number): readonly ChildDeductionRow[] {
  return [3_000, 2_500, 2_000, 1_500, 1_000, 500].map((perChild, index) => ({
    agiUpTo: firstStep + index * step,
    perChild,
  }));
}

export const CHILD_DEDUCTION: ByFilingStatus<readonly ChildDeductionRow[]> = {
  // Up to 40,000: 3,000; then 500 less each 20,000; nothing above 140,000.
  married_joint: childDeductionTable(40_000, 20_000),
  surviving_spouse: childDeductionTable(40_000, 20_000),
  // Up to 30,000, then each 15,000; nothing above 105,000.
  head_of_household: childDeductionTable(30_000, 15_000),
  // Up to 20,000, then each 10,000; nothing above 70,000.
  single: childDeductionTable(20_000, 10_000),
  married_separate: childDeductionTable(20_000, 10_000),
};

/** G.S. 105-153.5(a)(1), the same since 2022 (not indexed). */
export const STANDARD_DEDUCTION: ByFilingStatus<number> = {
  single: 12_750,
  married_joint: 25_500,
  married_separate: 12_750,
  head_of_household: 19_125,
  surviving_spouse: 25_500,
};

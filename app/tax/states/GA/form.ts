/**
 * Georgia Form 500 with the IT-511 instructions, for a full-year resident with wages only.
 * Where to read each form and section cited: ../SOURCES.md.
 */
import { applyRate, filers, filersAged } from '../arithmetic';
import type { ByFilingStatus, StateReturn, StateReturnInput } from '../types';

/** One row of the low income credit table: federal AGI below `agiBelow`, `perExemption` each. */
export interface LowIncomeCreditRow {
  readonly agiBelow: number;
  readonly perExemption: number;
}

export interface GeorgiaFigures {
  readonly taxYear: number;
  readonly provisional: boolean;
  /** The flat rate on Georgia taxable income, basis points (O.C.G.A. §48-7-20(a.1)). */
  readonly rate: number;
  /** Form 500 line 11a: the standard deduction (O.C.G.A. §48-7-27(a)(1)). */
  readonly standardDeduction: ByFilingStatus<number>;
  /** Form 500 line 11b: each filer 65 or older (O.C.G.A. §48-7-27(a)(1)(C)). */
  readonly aged: number;
  /** Form 500: each dependent's exemption (O.C.G.A. §48-7-26(b)). */
  readonly dependentExemption: number;
  /** Form 500 low income credit (O.C.G.A. §48-7-29.1), non-refundable; 0 from the last row up. */
  readonly lowIncomeCredit: readonly LowIncomeCreditRow[];
}

export function georgiaReturn(figures: GeorgiaFigures, input: StateReturnInput): StateReturn {
  const status = input.filingStatus;
  // Line 8-10: federal AGI, with no Georgia adjustment for wages, is Georgia AGI.
  const agi = input.federalAgi;
  // Line 11: the standard deduction and 1,300 for each filer 65 or older.
  const aged = filersAged(input);
  const deduction = figures.standardDeduction[status] + aged * figures.aged;
  // The dependents' exemptions; Georgia taxable income; the tax at the flat rate.
  const taxable = Math.max(0, agi - deduction - input.children * figures.dependentExemption);
  const tax = applyRate(taxable, figures.rate);
  // Low income credit: per exemption (filers, dependents, and one more for each filer 65+).
  const row = figures.lowIncomeCredit.find((candidate) => agi < candidate.agiBelow);
  const exemptions = filers(status) + input.children + aged;
  const lowIncomeCredit = Math.min(tax, (row?.perExemption ?? 0) * exemptions);
  return {
    tax: tax - lowIncomeCredit,
    credits: lowIncomeCredit > 0 ? { lowIncomeCredit } : {},
  };
}

/** O.C.G.A. §48-7-29.1(b), unchanged since 1998: the credit by federal AGI. */
export const LOW_INCOME_CREDIT: readonly LowIncomeCreditRow[] = [
  { agiBelow: 6_000, perExemption: 26 },
  { agiBelow: 8_000, perExemption: 20 },
  { agiBelow: 10_000, perExemption: 14 },
  { agiBelow: 15_000, perExemption: 8 },
  { agiBelow: 20_000, perExemption: 5 },
];

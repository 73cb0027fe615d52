/**
 * Ohio Form IT 1040 with its Schedule of Credits, for a full-year resident with wages only.
 * School district income tax (SD 100) and city income taxes are not estimated (decision 176).
 * Where to read each form and section cited: ../SOURCES.md.
 */
import { applyRate, filers, filersAged, roundBasis } from '../arithmetic';
import type { StateCreditName, StateReturn, StateReturnInput } from '../types';

/** One row of the personal exemption table: modified AGI at or below `magiUpTo`, `amount` each. */
export interface ExemptionRow {
  readonly magiUpTo: number;
  readonly amount: number;
}

/** One bracket of the tax rate schedule: above `over`, `base` plus `rate` of the excess. */
export interface OhioBracket {
  readonly over: number;
  /** The tax at `over`, in cents (the schedule prints cents: $360.69). */
  readonly baseCents: number;
  /** Basis points. */
  readonly rate: number;
}

export interface OhioFigures {
  readonly taxYear: number;
  readonly provisional: boolean;
  /** Line 4: each exemption by modified AGI (R.C. 5747.025); none above the last row. */
  readonly exemptions: readonly ExemptionRow[];
  /** Line 8a: the tax rate schedule, brackets from the lowest (R.C. 5747.02(A)). */
  readonly brackets: readonly OhioBracket[];
  /** Schedule of Credits line 4: the senior citizen credit, one a return (R.C. 5747.055(C)). */
  readonly seniorCitizenCredit: number;
  readonly seniorCitizenBaseBelow: number;
  /** Schedule of Credits line 9: the exemption credit, each exemption (R.C. 5747.022). */
  readonly exemptionCredit: number;
  readonly exemptionCreditBaseBelow: number;
  /**
   * Schedule of Credits line 13: the Ohio EIC, a share of the federal one, up to the tax left
   * (R.C. 5747.71; its limit to half the tax above 20,000 of base was repealed from 2019 by
   * H.B. 166 of 2019).
   */
  readonly earnedIncomeCreditShare: number;
}

/** Line 8a: the tax on the Ohio income tax base from the schedule, rounded to whole dollars. */
export function ohioTax(base: number, brackets: readonly OhioBracket[]): number {
  const bracket = brackets.findLast((candidate) => base > candidate.over);
  if (bracket === undefined) return 0;
  // In dollar-basis-points: a cent is 100 of them.
  return roundBasis(bracket.baseCents * 100 + (base - bracket.over) * bracket.rate);
}

export function ohioReturn(figures: OhioFigures, input: StateReturnInput): StateReturn {
  // Lines 1-3: federal AGI, no Ohio additions or deductions for wages: Ohio AGI.
  const agi = input.federalAgi;
  // Line 4: exemptions, the filers and the dependents, by modified AGI (Ohio AGI here).
  const exemptionCount = filers(input.filingStatus) + input.children;
  const perExemption = figures.exemptions.find((row) => agi <= row.magiUpTo)?.amount ?? 0;
  // Line 5: the Ohio income tax base; lines 7-8a: nonbusiness income, the tax on it.
  const base = Math.max(0, agi - exemptionCount * perExemption);
  let tax = ohioTax(base, figures.brackets);
  // Schedule of Credits, nonrefundable, in the form's order, each at most the tax left.
  const credits: Partial<Record<StateCreditName, number>> = {};
  const take = (name: StateCreditName, amount: number): void => {
    const allowed = Math.min(tax, amount);
    if (allowed <= 0) return;
    credits[name] = allowed;
    tax -= allowed;
  };
  // Line 4: the senior citizen credit, for a return with a filer 65 or older.
  if (filersAged(input) > 0 && base < figures.seniorCitizenBaseBelow) {
    take('seniorCitizenCredit', figures.seniorCitizenCredit);
  }
  // Line 9: the exemption credit.
  if (base < figures.exemptionCreditBaseBelow) {
    take('exemptionCredit', exemptionCount * figures.exemptionCredit);
  }
  // Line 13: the earned income credit.
  take(
    'earnedIncomeCredit',
    applyRate(input.federalEarnedIncomeCredit, figures.earnedIncomeCreditShare),
  );
  return { tax, credits };
}

/** R.C. 5747.025(A)(1)-(3), unchanged since 2014: 2,400, 2,150, 1,900 by modified AGI. */
export function exemptionRows(noneAbove: number): readonly ExemptionRow[] {
  return [
    { magiUpTo: 40_000, amount: 2_400 },
    { magiUpTo: 80_000, amount: 2_150 },
    { magiUpTo: noneAbove, amount: 1_900 },
  ];
}

/** The credits the statute fixes, unchanged from 2024 to 2026. */
export const OH_CREDITS = {
  // R.C. 5747.055(C): 50 a return, Ohio income tax base under 100,000.
  seniorCitizenCredit: 50,
  seniorCitizenBaseBelow: 100_000,
  // R.C. 5747.022: 20 each exemption, Ohio income tax base under 30,000.
  exemptionCredit: 20,
  exemptionCreditBaseBelow: 30_000,
  // R.C. 5747.71: 30% of the federal EIC.
  earnedIncomeCreditShare: 3000,
} as const;

/**
 * Pennsylvania Form PA-40 with Schedule SP (tax forgiveness), for a full-year resident with wages
 * only. Where to read each form and section cited: ../SOURCES.md.
 */
import { applyRate } from '../arithmetic';
import type { StateCreditName, StateReturn, StateReturnInput } from '../types';

export interface PennsylvaniaFigures {
  readonly taxYear: number;
  readonly provisional: boolean;
  /** PA-40 line 12: the rate on PA taxable income, basis points (72 P.S. §7302). */
  readonly rate: number;
  /** Schedule SP: eligibility income for 100% forgiveness, unmarried and married (72 P.S. §7304). */
  readonly forgivenessBase: { readonly unmarried: number; readonly married: number };
  /** Schedule SP: added to the base for each dependent child. */
  readonly forgivenessPerDependent: number;
  /** Schedule SP: each step of income above the base, or part of one, takes 10% off (1000 bp). */
  readonly forgivenessStep: number;
  readonly forgivenessStepShare: number;
  /** PA-40 Working Pennsylvanians Tax Credit: share of the federal EIC (from 2025; 0 before). */
  readonly earnedIncomeCreditShare: number;
}

/** Schedule SP line 10-11: the share of the tax forgiven, basis points. */
function forgivenShare(
  figures: PennsylvaniaFigures,
  eligibilityIncome: number,
  married: boolean,
  dependents: number,
): number {
  const base =
    (married ? figures.forgivenessBase.married : figures.forgivenessBase.unmarried) +
    dependents * figures.forgivenessPerDependent;
  const steps = Math.max(0, Math.ceil((eligibilityIncome - base) / figures.forgivenessStep));
  return Math.max(0, 10_000 - steps * figures.forgivenessStepShare);
}

export function pennsylvaniaReturn(
  figures: PennsylvaniaFigures,
  input: StateReturnInput,
): StateReturn {
  // Line 1a: compensation (PA wages); line 9 and 11: PA taxable income, no deduction for wages.
  const taxable = input.wages;
  // Line 12: the tax.
  const tax = applyRate(taxable, figures.rate);
  // Line 21, Schedule SP: eligibility income is the wages here. A married filer's eligibility
  // income is the couple's, which a separate return's estimate does not know: no forgiveness.
  const share =
    input.filingStatus === 'married_separate'
      ? 0
      : forgivenShare(figures, taxable, input.filingStatus === 'married_joint', input.children);
  const taxForgiveness = Math.min(tax, applyRate(tax, share));
  // The refundable Working Pennsylvanians Tax Credit (from 2025).
  const earnedIncomeCredit = applyRate(
    input.federalEarnedIncomeCredit,
    figures.earnedIncomeCreditShare,
  );
  const credits: Partial<Record<StateCreditName, number>> = {};
  if (taxForgiveness > 0) credits.taxForgiveness = taxForgiveness;
  if (earnedIncomeCredit > 0) credits.workingPennsylvaniansTaxCredit = earnedIncomeCredit;
  return { tax: tax - taxForgiveness - earnedIncomeCredit, credits };
}

/** The parts that have not changed since 2004 (72 P.S. §7304; PA-40 instructions, Schedule SP). */
export const PA_STATUTE = {
  provisional: false,
  // PA-40 line 12: 3.07% (72 P.S. §7302(a)).
  rate: 307,
  forgivenessBase: { unmarried: 6_500, married: 13_000 },
  forgivenessPerDependent: 9_500,
  forgivenessStep: 250,
  forgivenessStepShare: 1000,
} as const;

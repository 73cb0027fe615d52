/**
 * Illinois Form IL-1040 with Schedule IL-E/EIC, for a full-year resident with wages only.
 * Where to read each form and section cited: ../SOURCES.md.
 */
import { applyRate, filers, filersAged } from '../arithmetic';
import type { ByFilingStatus, StateReturn, StateReturnInput } from '../types';

export interface IllinoisFigures {
  readonly taxYear: number;
  readonly provisional: boolean;
  /** IL-1040 line 12: the rate on net income, basis points (35 ILCS 5/201(b)(5.4)). */
  readonly rate: number;
  /** Line 10a and Schedule IL-E/EIC Step 2: each exemption, the filer's, spouse's, dependents'. */
  readonly exemption: number;
  /** Line 10b: each filer 65 or older (35 ILCS 5/204(d)). */
  readonly aged: number;
  /** Line 10 instructions: no exemption at all when federal AGI is above this (35 ILCS 5/204(g)). */
  readonly exemptionAgiLimit: ByFilingStatus<number>;
  /** Schedule IL-E/EIC Step 4: the Illinois EIC as a share of the federal one, basis points. */
  readonly earnedIncomeCreditShare: number;
}

export function illinoisReturn(figures: IllinoisFigures, input: StateReturnInput): StateReturn {
  // Line 1 = line 9: federal AGI is the base income (no additions or subtractions for wages).
  const baseIncome = input.federalAgi;
  // Line 10: the exemption allowance, none above the AGI limit.
  const allowed = input.federalAgi <= figures.exemptionAgiLimit[input.filingStatus];
  const exemptions = allowed
    ? (filers(input.filingStatus) + input.children) * figures.exemption +
      filersAged(input) * figures.aged
    : 0;
  // Line 11: net income; line 12: the tax on it.
  const netIncome = Math.max(0, baseIncome - exemptions);
  const tax = applyRate(netIncome, figures.rate);
  // Schedule IL-E/EIC Step 4: the refundable Illinois EIC. The Illinois child tax credit (Step 5,
  // from 2024) needs a child under 12, whose age the estimate does not know (decision 176).
  const earnedIncomeCredit = applyRate(
    input.federalEarnedIncomeCredit,
    figures.earnedIncomeCreditShare,
  );
  return {
    tax: tax - earnedIncomeCredit,
    credits: earnedIncomeCredit > 0 ? { earnedIncomeCredit } : {},
  };
}

/** The IL-1040 line 10 AGI limit, the same for every year here (35 ILCS 5/204(g)). */
export const EXEMPTION_AGI_LIMIT: ByFilingStatus<number> = {
  single: 250_000,
  married_joint: 500_000,
  married_separate: 250_000,
  head_of_household: 250_000,
  surviving_spouse: 250_000,
};

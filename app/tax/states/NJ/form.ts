/**
 * New Jersey Form NJ-1040, for a full-year resident with wages only.
 * Where to read each form and section cited: ../SOURCES.md.
 */
import { applyRate, filers, filersAged, roundBasis, scheduleTaxExact } from '../arithmetic';
import type { ByFilingStatus, StateReturn, StateReturnInput } from '../types';

export interface NewJerseyFigures {
  readonly taxYear: number;
  readonly provisional: boolean;
  /** Line 29 at or below this: no tax (N.J.S.A. 54A:2-4). */
  readonly noTaxThreshold: ByFilingStatus<number>;
  /** Lines 6-12: 1,000 for each filer, 1,000 more at 65, 1,500 each dependent (N.J.S.A. 54A:3-1). */
  readonly exemption: number;
  readonly aged: number;
  readonly dependentExemption: number;
  /** Line 39: the tax rate schedules, A (single, separate) and B (the others) (N.J.S.A. 54A:2-1). */
  readonly bracketTops: ByFilingStatus<readonly number[]>;
  readonly rates: ByFilingStatus<readonly number[]>;
  /** Line 58: the New Jersey EIC, a share of the federal one, refundable (N.J.S.A. 54A:4-7). */
  readonly earnedIncomeCreditShare: number;
}

export function newJerseyReturn(figures: NewJerseyFigures, input: StateReturnInput): StateReturn {
  const status = input.filingStatus;
  // Line 15: wages; line 29: New Jersey gross income (wages only here).
  const grossIncome = input.wages;
  // Line 30: exemptions (lines 6-12); line 38: taxable income.
  const exemptions =
    filers(status) * figures.exemption +
    filersAged(input) * figures.aged +
    input.children * figures.dependentExemption;
  const taxable = Math.max(0, grossIncome - exemptions);
  // Line 39: the tax, none at or below the filing threshold.
  const tax =
    grossIncome <= figures.noTaxThreshold[status]
      ? 0
      : roundBasis(scheduleTaxExact(taxable, figures.bracketTops[status], figures.rates[status]));
  // Line 58: the refundable New Jersey EIC.
  const earnedIncomeCredit = applyRate(
    input.federalEarnedIncomeCredit,
    figures.earnedIncomeCreditShare,
  );
  return {
    tax: tax - earnedIncomeCredit,
    credits: earnedIncomeCredit > 0 ? { earnedIncomeCredit } : {},
  };
}

/** Schedule A: single and married filing separately. Basis points (5.525% is 552.5). */
const TOPS_A = [20_000, 35_000, 40_000, 75_000, 500_000, 1_000_000];
const RATES_A = [140, 175, 350, 552.5, 637, 897, 1075];
/** Schedule B: joint, head of household, qualifying surviving spouse. */
const TOPS_B = [20_000, 50_000, 70_000, 80_000, 150_000, 500_000, 1_000_000];
const RATES_B = [140, 175, 245, 350, 552.5, 637, 897, 1075];

/** The statute's figures, unchanged since 2020 (P.L. 2020, c.94 for the top rate). */
export const NJ_STATUTE = {
  provisional: false,
  noTaxThreshold: {
    single: 10_000,
    married_separate: 10_000,
    married_joint: 20_000,
    head_of_household: 20_000,
    surviving_spouse: 20_000,
  },
  exemption: 1_000,
  aged: 1_000,
  dependentExemption: 1_500,
  bracketTops: {
    single: TOPS_A,
    married_separate: TOPS_A,
    married_joint: TOPS_B,
    head_of_household: TOPS_B,
    surviving_spouse: TOPS_B,
  },
  rates: {
    single: RATES_A,
    married_separate: RATES_A,
    married_joint: RATES_B,
    head_of_household: RATES_B,
    surviving_spouse: RATES_B,
  },
  // 40% since 2020 (N.J.S.A. 54A:4-7).
  earnedIncomeCreditShare: 4000,
} as const;

/**
 * Virginia Form 760, for a full-year resident with wages only.
 * Where to read each form and section cited: ../SOURCES.md.
 */
import { applyRate, filers, filersAged, roundBasis, scheduleTaxExact } from '../arithmetic';
import type { ByFilingStatus, StateReturn, StateReturnInput } from '../types';

export interface VirginiaFigures {
  readonly taxYear: number;
  readonly provisional: boolean;
  /** Form 760 line 11: the standard deduction (Code of Virginia §58.1-322.03(1)). */
  readonly standardDeduction: ByFilingStatus<number>;
  /** Line 12: each personal and dependent exemption (§58.1-322.03(2)(a)). */
  readonly exemption: number;
  /** Line 12: each filer 65 or older (§58.1-322.03(2)(b)). */
  readonly aged: number;
  /** Line 16: the tax rate schedule (§58.1-320): bracket tops and rates, basis points. */
  readonly bracketTops: readonly number[];
  readonly rates: readonly number[];
  /** Schedule ADJ: the non-refundable EIC, a share of the federal one (§58.1-339.8(B)(2)). */
  readonly earnedIncomeCreditShare: number;
  /** Line 27a: the refundable EIC, a share of the federal one (§58.1-339.8(B)(3)). */
  readonly refundableEarnedIncomeCreditShare: number;
}

export function virginiaReturn(figures: VirginiaFigures, input: StateReturnInput): StateReturn {
  // Line 1-9: federal AGI, with no Virginia adjustment for wages, is Virginia AGI.
  const agi = input.federalAgi;
  // Line 11: the standard deduction; line 12: the exemptions (filers, dependents, 65+).
  const exemptions =
    (filers(input.filingStatus) + input.children) * figures.exemption +
    filersAged(input) * figures.aged;
  // Line 15: Virginia taxable income; line 16: the tax from the rate schedule.
  const taxable = Math.max(0, agi - figures.standardDeduction[input.filingStatus] - exemptions);
  const tax = roundBasis(scheduleTaxExact(taxable, figures.bracketTops, figures.rates));
  // The EIC is taken one way or the other (Form 760 instructions): non-refundable on Schedule
  // ADJ, at most the tax, or refundable on line 27a. The smaller tax after credits is kept.
  const nonRefundable = Math.min(
    tax,
    applyRate(input.federalEarnedIncomeCredit, figures.earnedIncomeCreditShare),
  );
  const refundable = applyRate(
    input.federalEarnedIncomeCredit,
    figures.refundableEarnedIncomeCreditShare,
  );
  const earnedIncomeCredit = Math.max(nonRefundable, refundable);
  return {
    tax: tax - earnedIncomeCredit,
    credits: earnedIncomeCredit > 0 ? { earnedIncomeCredit } : {},
  };
}

/** §58.1-320, unchanged since 1990: 2% to 3,000, 3% to 5,000, 5% to 17,000, 5.75% above. */
export const BRACKET_TOPS: readonly number[] = [3_000, 5_000, 17_000];
export const RATES: readonly number[] = [200, 300, 500, 575];

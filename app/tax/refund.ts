/**
 * What the refund engine takes and gives (./engine.ts): a wage earner's request, and Form 1040's
 * lines with the fee and, when asked, the state return. Types only.
 */
import type { FeeItem } from '../fees';
import type { FilingStatus } from './figures';
import type { ScheduleOneA } from './schedule-1a';
import type { StateEstimate } from './states';

export interface RefundInput {
  /** Wages, US dollars. */
  readonly income: number;
  /**
   * Itemized deductions: the Schedule A total before the 2026 limit (IRC §68), US dollars. The
   * standard deduction applies when larger than what is left after the limit.
   */
  readonly deductions: number;
  readonly filingStatus: FilingStatus;
  /** Federal income tax withheld (Form 1040 line 25d); absent = assumed, see below. */
  readonly withheld?: number;
  /** Qualifying children under 17 (Schedule 8812 line 4; also the EIC count, at most 3). */
  readonly children: number;
  readonly taxYear: number;
  /** Schedule 1-A (2025 to 2028), each part of `income`: qualified tips... */
  readonly tips?: number;
  /** ...and qualified overtime compensation (the premium above the regular rate). */
  readonly overtime?: number;
  /** Schedule 1-A Part IV: interest paid on a qualified new passenger vehicle loan. */
  readonly carLoanInterest?: number;
  /** Ages on December 31 of the tax year; null or absent = not known (taken as under 65). */
  readonly age?: number | null;
  /** The spouse's, on a joint return only. */
  readonly spouseAge?: number | null;
  readonly blind?: boolean;
  readonly spouseBlind?: boolean;
  /** Dependents who are not qualifying children under 17 (Schedule 8812 line 6). */
  readonly otherDependents?: number;
}

export interface RefundCredits {
  /**
   * Form 1040 line 19 (Schedule 8812 line 14): the non-refundable part, less what of it is the
   * credit for other dependents.
   */
  readonly childTaxCredit: number;
  /** The credit for other dependents: its share of Schedule 8812 line 14 (non-refundable). */
  readonly otherDependentsCredit: number;
  /** Form 1040 line 28 (Schedule 8812 line 27). */
  readonly additionalChildTaxCredit: number;
  /** Form 1040 line 27. */
  readonly earnedIncomeCredit: number;
}

export type DeductionType = 'standard' | 'itemized';

export interface RefundEstimate {
  /** Form 1040 line 34 (overpaid) when positive; a negative value is the amount owed (line 37). */
  readonly refund: number;
  /**
   * Our fee (app/fees.ts): under the income table the tier fee, at most the refund, 0 when there is
   * none; under a price list the sum of `feeItems`, whatever the refund.
   */
  readonly fee: number;
  /** The refund less the fee: never below 0 under the income table; may be under a price list. */
  readonly netRefund: number;
  /** The price list's items for the forms this estimate needs; absent under the income table. */
  readonly feeItems?: readonly FeeItem[];
  readonly taxYear: number;
  readonly filingStatus: FilingStatus;
  /** Form 1040 line 11. */
  readonly agi: number;
  /** Form 1040 line 12. */
  readonly deduction: number;
  /** Which deduction line 12 is: the standard deduction, or itemized (after any §68 limit). */
  readonly deductionType: DeductionType;
  /** The standard deduction with its additional amounts for 65 or older and blind (line 12d). */
  readonly standardDeduction: number;
  /** Schedule 1-A (Form 1040 line 13b); all 0 outside 2025 to 2028. */
  readonly scheduleOneA: ScheduleOneA;
  /** True when Schedule 1-A items were given for a year without Schedule 1-A: not counted. */
  readonly scheduleOneAIgnored: boolean;
  /** Form 1040 line 15: line 11 less lines 12 and 13b. */
  readonly taxableIncome: number;
  /** Form 1040 line 16, before credits. */
  readonly tax: number;
  readonly credits: RefundCredits;
  /** Form 1040 line 25d, as given or as assumed. */
  readonly withheld: number;
  /** True when no withholding was given and it was assumed equal to the tax (decision 003). */
  readonly withheldAssumed: boolean;
  /** The state return (docs/product.md); null when the request names no state. */
  readonly state: StateEstimate | null;
}

/**
 * The shape of one tax year's published IRS figures. Each year is one data file in ./years, each
 * figure beside its legal source, so adding a year is adding data, never editing the engine.
 *
 * Money is in whole US dollars. Rates are in basis points (1% = 100, 7.65% = 765) so the engine
 * multiplies integers and rounds once, where the form rounds, instead of accumulating float error.
 */

export type FilingStatus =
  'single' | 'married_joint' | 'married_separate' | 'head_of_household' | 'surviving_spouse';

/** Per filing status; the qualifying surviving spouse repeats the joint figure where the law says so. */
export type ByFilingStatus<T> = Readonly<Record<FilingStatus, T>>;

/** The tops of the 10%, 12%, 22%, 24%, 32% and 35% brackets (taxable income); above the last, 37%. */
export type BracketTops = readonly [number, number, number, number, number, number];

/** The seven marginal rates in basis points, lowest first: one more than there are tops. */
export type BracketRates = readonly [number, number, number, number, number, number, number];

/** Earned Income Credit figures for one number of qualifying children (IRC §32(b)). */
export interface EarnedIncomeCreditRow {
  /** Earned income at which the phase-in reaches the maximum credit. */
  readonly earnedIncomeAmount: number;
  readonly maximumCredit: number;
  readonly phaseInRate: number;
  readonly phaseOutRate: number;
  /** Where the phase-out starts for single, head of household and surviving spouse filers. */
  readonly phaseOutStart: number;
  readonly phaseOutStartMarriedJoint: number;
}

/**
 * IRC §68 as rewritten by P.L. 119-21: itemized deductions are reduced by `reduction` (a fraction)
 * of the lesser of the itemized deductions and the amount by which taxable income figured
 * without this limit, plus the itemized deductions, exceeds the start of the bracket taxed at
 * `bracketRate` for the filing status.
 */
export interface ItemizedDeductionLimit {
  readonly reductionNumerator: number;
  readonly reductionDenominator: number;
  /** The bracket whose start is the threshold, by its rate in basis points (3700 = 37%). */
  readonly bracketRate: number;
}

/**
 * The additional standard deduction (IRC §63(f)), for each of the filer and the spouse who is 65
 * or older at the end of the year, and again for each who is blind: `married` for the joint,
 * separate and surviving spouse returns, `unmarried` for single and head of household.
 */
export interface AdditionalStandardDeduction {
  readonly married: number;
  readonly unmarried: number;
}

/**
 * A Schedule 1-A deduction: at most `limit` (0 for a status the law gives none), reduced by
 * `perStep` for each `step` of modified AGI above `threshold`.
 */
export interface ScheduleOneALimit {
  readonly limit: ByFilingStatus<number>;
  readonly threshold: ByFilingStatus<number>;
  readonly perStep: number;
  readonly step: number;
  /**
   * How Schedule 1-A rounds the excess divided by `step` when it is not a whole number: `down`
   * (lines 11 and 19, "decrease the result to the next lower whole number") or `up` (line 28,
   * "increase the result to the next higher whole number", the law's "or fraction thereof").
   */
  readonly stepsRounded: 'down' | 'up';
}

/**
 * Schedule 1-A (Form 1040), the deductions P.L. 119-21 added for 2025 to 2028 on Form 1040 line
 * 13b: qualified tips (IRC §224), qualified overtime compensation (§225), qualified passenger
 * vehicle loan interest (§163(h)(4)) and the enhanced deduction for seniors (§151(d)(5)(C)).
 */
export interface ScheduleOneAFigures {
  readonly tips: ScheduleOneALimit;
  readonly overtime: ScheduleOneALimit;
  readonly carLoanInterest: ScheduleOneALimit;
  readonly seniors: {
    /** For each filer or spouse 65 or older at the end of the year (0: none for the status). */
    readonly perPerson: ByFilingStatus<number>;
    /** Each person's amount falls by `phaseOutRate` (basis points) of modified AGI above it. */
    readonly threshold: ByFilingStatus<number>;
    readonly phaseOutRate: number;
  };
}

export interface TaxYearFigures {
  readonly taxYear: number;
  /** Form 1040 line 12 when not itemizing. */
  readonly standardDeduction: ByFilingStatus<number>;
  /** Added to the standard deduction for each box checked on Form 1040 line 12d (65+, blind). */
  readonly additionalStandardDeduction: AdditionalStandardDeduction;
  /** Schedule 1-A, for 2025 to 2028; null in other years. */
  readonly scheduleOneA: ScheduleOneAFigures | null;
  /** The limit on itemized deductions (Schedule A line 17); null in years without one. */
  readonly itemizedDeductionLimit: ItemizedDeductionLimit | null;
  /** Tax Rate Schedules (Form 1040 instructions), used by the Tax Table and the Worksheet. */
  readonly bracketRates: BracketRates;
  readonly bracketTops: ByFilingStatus<BracketTops>;
  /** Schedule 8812. */
  readonly childTaxCredit: {
    readonly perChild: number;
    /** Line 16b: the refundable (ACTC) part, at most, per child. */
    readonly refundablePerChild: number;
    /** Line 9: the phase-out threshold on modified AGI. */
    readonly phaseOutThreshold: ByFilingStatus<number>;
    /** Line 10-11: the credit falls by this much for each step of AGI, or part of one, above it. */
    readonly phaseOutPerStep: number;
    readonly phaseOutStep: number;
    /** Line 6-7: the credit for other dependents, for each dependent who is no qualifying child. */
    readonly perOtherDependent: number;
    /** Line 19: earned income above this floor earns the refundable part... */
    readonly earnedIncomeFloor: number;
    /** ...line 20: at this rate. */
    readonly earnedIncomeRate: number;
  };
  /** EIC by number of qualifying children: index 0, 1, 2, 3 (3 or more). */
  readonly earnedIncomeCredit: {
    readonly byChildren: readonly [
      EarnedIncomeCreditRow,
      EarnedIncomeCreditRow,
      EarnedIncomeCreditRow,
      EarnedIncomeCreditRow,
    ];
  };
  /** For the Schedule 8812 line 21 figure (3 or more children): employee payroll taxes withheld. */
  readonly payrollTax: {
    readonly socialSecurityWageBase: number;
    readonly socialSecurityRate: number;
    readonly medicareRate: number;
  };
}

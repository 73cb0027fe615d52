/**
 * The shape every state module fills: what a state return needs from the federal one and the
 * household, and what the state's form gives back. Pure: no I/O. Money is whole US dollars, rates
 * basis points (4.95% = 495), as in ../figures.ts.
 */
import type { ByFilingStatus, FilingStatus } from '../figures';

export type { ByFilingStatus, FilingStatus };

/** What the state return reads: wages only, full-year resident (docs/api/refund-calculator.md). */
export interface StateReturnInput {
  readonly taxYear: number;
  readonly filingStatus: FilingStatus;
  /** State wages (W-2 box 16), whole dollars; for a full-year resident, the federal wages. */
  readonly wages: number;
  /** Federal adjusted gross income (Form 1040 line 11), the starting point of most states. */
  readonly federalAgi: number;
  /** Qualifying children under 17, all counted as the state's dependents too. */
  readonly children: number;
  /** The federal Earned Income Credit (Form 1040 line 27), which several states match. */
  readonly federalEarnedIncomeCredit: number;
  /** The filer's and the spouse's age at the end of the year, when known (65+ rules). */
  readonly age?: number;
  readonly spouseAge?: number;
}

/**
 * The credits a state answer may name, each the state's own credit (its words for a person:
 * copy.stateRefund.credits). A new credit is added here and in both catalogues.
 */
export const STATE_CREDIT_NAMES = [
  'earnedIncomeCredit',
  'empireStateChildCredit',
  'exemptionCredit',
  'householdCredit',
  'lowIncomeCredit',
  'seniorCitizenCredit',
  'taxForgiveness',
  'workingPennsylvaniansTaxCredit',
] as const;

export type StateCreditName = (typeof STATE_CREDIT_NAMES)[number];

export type StateCredits = Readonly<Partial<Record<StateCreditName, number>>>;

/** A state return worked out: its tax after every credit, and the credits by name. */
export interface StateReturn {
  /**
   * The income tax after all credits, refundable ones included: negative when refundable credits
   * exceed the tax (docs/api/refund-calculator.md).
   */
  readonly tax: number;
  /** Each credit above 0, by its name (camelCase of the state's own name for it). */
  readonly credits: StateCredits;
}

/** One state's figures for one year, with the function that follows its form. */
export interface StateYear {
  readonly taxYear: number;
  /** True when a figure is the state's indexing rule applied to the year before (not published). */
  readonly provisional: boolean;
  readonly compute: (input: StateReturnInput) => StateReturn;
}

/** One state: its years, keyed by tax year. */
export type StateYears = Readonly<Record<number, StateYear>>;

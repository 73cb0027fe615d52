/**
 * New York Form IT-201 with IT-215 (earned income credit) and IT-213 (Empire State child credit),
 * for a full-year resident with wages only. New York City and Yonkers income taxes (IT-201 lines
 * 47-58) are not estimated (decision 176). Where to read each form and section cited: ../SOURCES.md.
 */
import { applyRate, roundBasis, scheduleTaxExact } from '../arithmetic';
import type { ByFilingStatus, StateCreditName, StateReturn, StateReturnInput } from '../types';
import { householdCredit, type HouseholdCreditTables } from './household-credit';

/**
 * One tier of the tax benefit recapture (Tax Law §601(d-1); IT-201 instructions, "Tax computation
 * – New York AGI of more than $107,650"): for taxable income above `from`, the tiers below it
 * recaptured in full (the worksheets' "recapture base") and its `increment` phased in over
 * 50,000 of AGI.
 */
export interface RecaptureTier {
  readonly from: number;
  readonly increment: number;
}

/** Empire State child credit from 2025 (Tax Law §606(c-1) as amended in 2025). */
export interface EmpireStateChildCredit {
  /** The amount for a child aged 4 to 16 (a child under 4 gets more: decision 225). */
  readonly perChild: number;
  /** Federal AGI above which it phases out (Tax Law §606(c-1)). */
  readonly phaseOutAbove: ByFilingStatus<number>;
  /** Reduced by this much for each 1,000 (or part of 1,000) above, in cents. */
  readonly phaseOutCentsPerThousand: number;
}

export interface NewYorkFigures {
  readonly taxYear: number;
  readonly provisional: boolean;
  /** Line 34: the standard deduction (Tax Law §614). */
  readonly standardDeduction: ByFilingStatus<number>;
  /** Line 36: each dependent's exemption (Tax Law §616). */
  readonly dependentExemption: number;
  /** Line 39: the tax rate schedule (Tax Law §601(a)-(c)); tops, then one more rate. */
  readonly bracketTops: ByFilingStatus<readonly number[]>;
  readonly rates: readonly number[];
  /** Line 39 above 107,650 of NY AGI: the recapture tiers (Tax Law §601(d-1)). */
  readonly recaptureAbove: number;
  readonly recapture: ByFilingStatus<readonly RecaptureTier[]>;
  /** Line 40: the household credit tables (Tax Law §606(b)). */
  readonly householdCredit: HouseholdCreditTables;
  /** Line 65 (IT-215): 30% of the federal EIC, less the household credit (Tax Law §606(d)). */
  readonly earnedIncomeCreditShare: number;
  /** Line 63 (IT-213); null where it needs more than the request knows (2024: decision 225). */
  readonly empireStateChildCredit: EmpireStateChildCredit | null;
}

/** Line 39: New York State tax on line 38, with the recapture above 107,650 of AGI. */
export function newYorkTax(
  figures: NewYorkFigures,
  input: StateReturnInput,
  taxable: number,
): number {
  const status = input.filingStatus;
  const tops = figures.bracketTops[status];
  const schedule = roundBasis(scheduleTaxExact(taxable, tops, figures.rates));
  const agi = input.federalAgi;
  if (agi <= figures.recaptureAbove) return schedule;
  // Above the last bracket's top: the top rate on all of line 38.
  if (agi > (tops.at(-1) ?? Infinity)) {
    return roundBasis(taxable * (figures.rates.at(-1) ?? 0));
  }
  const tiers = figures.recapture[status];
  const index = tiers.findLastIndex((candidate) => taxable > candidate.from);
  const tier = tiers[index];
  if (tier === undefined) return schedule;
  const base = tiers.slice(0, index).reduce((sum, below) => sum + below.increment, 0);
  // The phase-in runs from the start of line 38's own bracket, 107,650 at the least.
  const bracketStart = tops.findLast((top) => top < taxable) ?? 0;
  const over = agi - Math.max(bracketStart, figures.recaptureAbove);
  // The worksheets round the fraction of 50,000 to four decimal places.
  const fraction = Math.min(1, Math.round((Math.max(0, over) / 50_000) * 10_000) / 10_000);
  return schedule + base + Math.round(fraction * tier.increment);
}

export function newYorkReturn(figures: NewYorkFigures, input: StateReturnInput): StateReturn {
  const status = input.filingStatus;
  // Lines 1-19: wages, federal AGI; line 33: New York AGI (no change for wages).
  const agi = input.federalAgi;
  // Lines 34-38: the standard deduction, the dependents' exemptions, taxable income.
  const taxable = Math.max(
    0,
    agi - figures.standardDeduction[status] - input.children * figures.dependentExemption,
  );
  const tax = newYorkTax(figures, input, taxable);
  const credits: Partial<Record<StateCreditName, number>> = {};
  // Line 40: the household credit (nonrefundable), the table's amount up to the tax.
  const household = householdCredit(figures.householdCredit, status, agi, input.children);
  const householdAllowed = Math.min(tax, household);
  if (householdAllowed > 0) credits.householdCredit = householdAllowed;
  // Line 63: the Empire State child credit, refundable.
  const childCredit = empireStateChildCredit(figures.empireStateChildCredit, input);
  if (childCredit > 0) credits.empireStateChildCredit = childCredit;
  // Line 65 (IT-215 lines 10-16): 30% of the federal EIC less the household credit allowed
  // (Tax Law §606(d)(2)), refundable.
  const earned = Math.max(
    0,
    applyRate(input.federalEarnedIncomeCredit, figures.earnedIncomeCreditShare) - householdAllowed,
  );
  if (earned > 0) credits.earnedIncomeCredit = earned;
  return { tax: tax - householdAllowed - childCredit - earned, credits };
}

/** IT-213: each child under 17 at the 4-to-16 amount, less the phase-out; whole dollars. */
function empireStateChildCredit(
  credit: EmpireStateChildCredit | null,
  input: StateReturnInput,
): number {
  if (credit === null || input.children === 0) return 0;
  const over = input.federalAgi - credit.phaseOutAbove[input.filingStatus];
  const steps = over > 0 ? Math.ceil(over / 1_000) : 0;
  const full = input.children * credit.perChild * 100;
  return Math.max(0, Math.round((full - steps * credit.phaseOutCentsPerThousand) / 100));
}

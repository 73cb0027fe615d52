/**
 * California Form 540 (and 540 2EZ, the same lines for wages), for a full-year resident with
 * wages only. City and county taxes are not estimated (decision 176). Where to read each form and
 * section cited: ../SOURCES.md.
 */
import { filersAged, roundBasis, scheduleTaxExact } from '../arithmetic';
import type { ByFilingStatus, FilingStatus, StateReturn, StateReturnInput } from '../types';

export interface CaliforniaFigures {
  readonly taxYear: number;
  readonly provisional: boolean;
  /** Line 18: the standard deduction (R&TC §17073.5). */
  readonly standardDeduction: ByFilingStatus<number>;
  /** Line 31: the tax rate schedules X, Y and Z (R&TC §17041); tops, then one more rate. */
  readonly bracketTops: ByFilingStatus<readonly number[]>;
  readonly rates: readonly number[];
  /** Lines 7 and 9: each personal and senior exemption credit (R&TC §17054(a), (c)). */
  readonly personalCredit: number;
  /** Line 10: each dependent exemption credit (R&TC §17054(d)). */
  readonly dependentCredit: number;
  /** Line 32, AGI limitation worksheet: federal AGI above which the credits shrink (§17054.1). */
  readonly creditPhaseOutAbove: ByFilingStatus<number>;
}

/** §17054.1: 6 dollars off each credit for every 2,500 (1,250 separate) or part of it above. */
const PHASE_OUT_STEP_REDUCTION = 6;

function phaseOutStep(status: FilingStatus): number {
  return status === 'married_separate' ? 1_250 : 2_500;
}

/** Line 62: the behavioral health services tax, 1% of taxable income above 1,000,000 (§17043). */
const BEHAVIORAL_HEALTH_ABOVE = 1_000_000;
const BEHAVIORAL_HEALTH_RATE = 100;

export function californiaReturn(figures: CaliforniaFigures, input: StateReturnInput): StateReturn {
  const status = input.filingStatus;
  // Lines 13-17: federal AGI, no California adjustment for wages: California AGI.
  const agi = input.federalAgi;
  // Lines 18-19: the standard deduction; taxable income.
  const taxable = Math.max(0, agi - figures.standardDeduction[status]);
  // Line 31: the tax from the rate schedule (the tax table's rows to 100,000: decision 225).
  const tax = roundBasis(scheduleTaxExact(taxable, figures.bracketTops[status], figures.rates));
  // Line 32: exemption credits: line 7 (1, or 2 on a joint or surviving spouse's return), line 9
  // (each filer 65 or older), line 10 (each dependent), after the AGI limitation worksheet.
  const personal =
    (status === 'married_joint' || status === 'surviving_spouse' ? 2 : 1) + filersAged(input);
  const over = agi - figures.creditPhaseOutAbove[status];
  const reduction =
    over > 0 ? Math.ceil(over / phaseOutStep(status)) * PHASE_OUT_STEP_REDUCTION : 0;
  const exemptionCredits =
    personal * Math.max(0, figures.personalCredit - reduction) +
    input.children * Math.max(0, figures.dependentCredit - reduction);
  // Line 33: the tax less the exemption credits, not below zero.
  const afterCredits = Math.max(0, tax - exemptionCredits);
  // Line 62: the behavioral health services tax; line 64: the total tax.
  const behavioralHealth = roundBasis(
    Math.max(0, taxable - BEHAVIORAL_HEALTH_ABOVE) * BEHAVIORAL_HEALTH_RATE,
  );
  const allowed = tax - afterCredits;
  return {
    tax: afterCredits + behavioralHealth,
    credits: allowed > 0 ? { exemptionCredit: allowed } : {},
  };
}

/** The statuses' brackets from the single schedule: joint and surviving spouse twice (§17041). */
export function californiaSchedules(
  single: readonly number[],
  head: readonly number[],
): ByFilingStatus<readonly number[]> {
  const doubled = single.map((top) => top * 2);
  return {
    single,
    married_separate: single,
    married_joint: doubled,
    surviving_spouse: doubled,
    head_of_household: head,
  };
}

/** Schedules X, Y and Z (R&TC §17041(a), (c)): 1%, 2%, 4%, 6%, 8%, 9.3%, 10.3%, 11.3%, 12.3%. */
export const CA_RATES = [100, 200, 400, 600, 800, 930, 1030, 1130, 1230];

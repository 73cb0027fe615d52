/**
 * Schedule 1-A (Form 1040), "Additional Deductions", for 2025 to 2028: Parts II to V, each computed
 * line by line as the schedule computes it, in whole dollars, from the figures of ../statute.ts.
 * For the wage earners this engine serves, modified AGI (Part I, line 3) is the AGI: there is no
 * excluded foreign or territory income to add back. Pure: no I/O.
 */
import type { FilingStatus, ScheduleOneAFigures, ScheduleOneALimit } from './figures';

/** What Schedule 1-A is given: the qualified amounts, and who is 65 or older. */
export interface ScheduleOneAInput {
  /** Qualified tips (Part II), whole dollars. */
  readonly tips: number;
  /** Qualified overtime compensation, the premium above the regular rate (Part III). */
  readonly overtime: number;
  /** Qualified passenger vehicle loan interest (Part IV). */
  readonly carLoanInterest: number;
  /** How many of the filer and the spouse on a joint return are 65 or older (Part V). */
  readonly seniors: number;
}

/** Part VI: each deduction, and line 38, their total (Form 1040 line 13b). */
export interface ScheduleOneA {
  readonly tips: number;
  readonly overtime: number;
  readonly seniors: number;
  readonly carLoanInterest: number;
  readonly total: number;
}

export const NO_SCHEDULE_ONE_A: ScheduleOneA = {
  tips: 0,
  overtime: 0,
  seniors: 0,
  carLoanInterest: 0,
  total: 0,
};

/** Basis points in one whole (100%). */
const BASIS = 10_000;

/**
 * Parts II to IV, as lines 7-13, 15-21 and 24-30 compute them: the smaller of the amount and the
 * limit (line 7, 15, 24); modified AGI less the threshold (line 10, 18, 27; at or below 0 the
 * amount stands); that excess divided by 1,000, rounded down for tips and overtime (lines 11 and
 * 19) and up for car-loan interest (line 28); times 100 or 200 (lines 12, 20, 29); the amount
 * less it, never below 0 (lines 13, 21, 30).
 */
function limited(
  amount: number,
  magi: number,
  figures: ScheduleOneALimit,
  status: FilingStatus,
): number {
  const capped = Math.min(amount, figures.limit[status]);
  if (capped <= 0) return 0;
  const excess = magi - figures.threshold[status];
  if (excess <= 0) return capped;
  const round = figures.stepsRounded === 'up' ? Math.ceil : Math.floor;
  const steps = round(excess / figures.step);
  return Math.max(0, capped - steps * figures.perStep);
}

/**
 * Part V: lines 31-34, 6% of modified AGI above the threshold (rounded to whole dollars, half
 * up); line 35, 6,000 less it; lines 36a-36b, line 35 for each of the filer and spouse 65 or
 * older; line 37, their sum.
 */
function seniorsDeduction(
  seniors: number,
  magi: number,
  figures: ScheduleOneAFigures['seniors'],
  status: FilingStatus,
): number {
  const perPerson = figures.perPerson[status];
  if (seniors <= 0 || perPerson === 0) return 0;
  const excess = Math.max(0, magi - figures.threshold[status]);
  const reduction = Math.floor((excess * figures.phaseOutRate + BASIS / 2) / BASIS);
  return Math.max(0, perPerson - reduction) * seniors;
}

/** Schedule 1-A for a year that has it; amounts are whole dollars, modified AGI = AGI. */
export function scheduleOneA(
  input: ScheduleOneAInput,
  magi: number,
  figures: ScheduleOneAFigures,
  status: FilingStatus,
): ScheduleOneA {
  const tips = limited(input.tips, magi, figures.tips, status);
  const overtime = limited(input.overtime, magi, figures.overtime, status);
  const carLoanInterest = limited(input.carLoanInterest, magi, figures.carLoanInterest, status);
  const seniors = seniorsDeduction(input.seniors, magi, figures.seniors, status);
  return {
    tips,
    overtime,
    seniors,
    carLoanInterest,
    total: tips + overtime + seniors + carLoanInterest,
  };
}

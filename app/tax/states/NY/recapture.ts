/**
 * The tiers of New York's tax benefit recapture (Tax Law §601(d-1)): where each starts, by filing
 * status; the year files give each tier's incremental benefit, as the IT-201 instructions'
 * worksheets print it ("Tax computation – New York AGI of more than $107,650").
 */
import type { RecaptureTier } from './form';

/** Single and separate: from the 6% bracket (all of line 38 below 215,400), then 6.85% and up. */
export const SINGLE_TIERS = [0, 215_400, 1_077_550, 5_000_000];
/** Joint and surviving spouse: the 5.5% and 6% brackets, then 6.85% and up. */
export const JOINT_TIERS = [0, 161_550, 323_200, 2_155_350, 5_000_000];
/** Head of household: the 6% bracket (all of line 38 below 269,300), then 6.85% and up. */
export const HEAD_TIERS = [0, 269_300, 1_616_450, 5_000_000];

/** The tiers from their starts and the year's incremental benefits, in the same order. */
export function recaptureTiers(
  starts: readonly number[],
  increments: readonly number[],
): readonly RecaptureTier[] {
  return starts.map((from, index) => ({ from, increment: increments[index] ?? 0 }));
}

/**
 * Our fee, by annual income. This table governs everywhere: the calculator, the API answer and
 * the user agreement all read it from here (docs/decisions/002-fee-tiers-govern.md).
 */
export interface FeeTier {
  /** Highest annual income (inclusive, US dollars) the tier covers; null for the open top tier. */
  readonly upTo: number | null;
  readonly fee: number;
}

export const FEE_TIERS: readonly FeeTier[] = [
  { upTo: 100_000, fee: 35 },
  { upTo: 243_000, fee: 75 },
  { upTo: 609_000, fee: 250 },
  { upTo: null, fee: 500 },
];

export function feeForIncome(income: number): number {
  for (const tier of FEE_TIERS) {
    if (tier.upTo === null || income <= tier.upTo) return tier.fee;
  }
  throw new Error('FEE_TIERS must end with an open-ended tier');
}

export function netRefund(refund: number, fee: number): number {
  return refund - fee;
}

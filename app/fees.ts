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

/** The tier fee for an income, as given (cents count: 100,000.01 is in the second tier). */
export function feeForIncome(income: number): number {
  for (const tier of FEE_TIERS) {
    if (tier.upTo === null || income <= tier.upTo) return tier.fee;
  }
  throw new Error('FEE_TIERS must end with an open-ended tier');
}

/**
 * The fee charged: the fee is taken from the refund, so never more than the refund, and nothing
 * when there is no refund (docs/product.md, Fees; docs/decisions/011-fee-never-above-refund.md).
 */
export function feeCharged(income: number, refund: number): number {
  return Math.min(feeForIncome(income), Math.max(0, refund));
}

/** What the filer receives: the refund less the fee charged; 0, never less, when none is due. */
export function netRefund(refund: number, feeCharged: number): number {
  return Math.max(0, refund) - feeCharged;
}

/**
 * "When to expect your refund" (docs/product.md, "The client's journey"): what the IRS publishes
 * about when refunds arrive, in one place, for the calculator's estimate and the case page.
 *
 * By law (the PATH Act of 2015, IRC §6402(m)) the IRS may not send a refund that claims the
 * Earned Income Credit or the Additional Child Tax Credit before February 15; the whole refund is
 * held, not only the credit's part. Every other refund: most within 21 days of the IRS accepting
 * an e-filed return, with direct deposit. Where each figure is published and when it was checked
 * is written beside it (`read`: the day the IRS text was taken, as the IRS words it; this
 * machine reaches no network, so check the page again before each filing season); the sentences that state them are in the copy catalogues
 * (app/copy/en/calculator.ts `refundTiming`), which read the figures from here.
 */
export const REFUND_TIMING = {
  /** Most e-filed refunds with direct deposit arrive within this many days of acceptance. */
  standardDays: 21,
  // "Most refunds are issued in less than 21 days."
  standardSource: { url: 'https://www.irs.gov/refunds', read: '2026-11-26' },
  /** The PATH Act hold: no EIC or ACTC refund before mid-February; most arrive by early March. */
  // "By law, we can't issue EITC or ACTC refunds before mid-February. […] you can expect to get
  // your refund by March 3 if you file your return online, you choose to get your refund by
  // direct deposit and we found no issues with your return." (the 2026 filing season)
  pathActSource: { url: 'https://www.irs.gov/refunds', read: '2026-11-26' },
} as const;

/** Which of the two sentences applies: the PATH Act hold, or the usual 21 days. */
export type RefundTimingKey = 'pathAct' | 'standard';

/** The credits that decide it, in dollars (an estimate's answer, or a return's figures). */
export interface TimingCredits {
  /** The Earned Income Credit. */
  readonly eic?: number | undefined;
  /** The Additional Child Tax Credit (the refundable part of the child tax credit). */
  readonly actc?: number | undefined;
}

/** `pathAct` when the refund carries the EIC or the ACTC (above 0), else `standard`. */
export function refundTimingKey({ eic, actc }: TimingCredits): RefundTimingKey {
  return (eic ?? 0) > 0 || (actc ?? 0) > 0 ? 'pathAct' : 'standard';
}

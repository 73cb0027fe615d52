/**
 * "When to expect your refund" (docs/product.md, "The client's journey"): under every estimate
 * above 0 and on the case page. Which sentence applies, and the figures: app/tax/refund-timing.ts.
 */
export const refundTiming = {
  heading: 'When to expect your refund',
  pathAct:
    'By law (the PATH Act), the IRS may not send a refund that includes the Earned Income Credit or the Additional Child Tax Credit before mid-February. Most of these refunds arrive by early March with direct deposit.',
  standard: (days: number) =>
    `Most refunds arrive within ${days} days of the IRS accepting an e-filed return with direct deposit.`,
  source: 'Source: IRS.gov',
} as const;

import { expect, it } from 'vitest';
import type { FeeSchedule } from '../../app/fees';
import { prefilledFeeCents } from './send-form';

const PRICE_LIST: FeeSchedule = {
  kind: 'priceList',
  prices: {
    federalReturn: 120,
    forms: { schedule8812: 40, earnedIncomeCredit: 40 },
    stateReturn: 0,
  },
};

it('prefills "Our fee" with the bill of the forms the estimate needs, whatever the refund', () => {
  const family = {
    credits: { childTaxCredit: 813, additionalChildTaxCredit: 3_187, earnedIncomeCredit: 5_422 },
  };
  expect(prefilledFeeCents(860_900, undefined, PRICE_LIST, family)).toBe(20_000);
  // A refund smaller than the fee: the fee stands (no cap under a price list).
  expect(prefilledFeeCents(1_000, undefined, PRICE_LIST)).toBe(12_000);
  // The income table as before: the lowest tier, capped at the refund.
  expect(prefilledFeeCents(1_000)).toBe(1_000);
  expect(prefilledFeeCents(860_900)).toBe(3_500);
});

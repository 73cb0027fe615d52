import { describe, expect, it } from 'vitest';
import { FEE_TIERS, feeCharged, feeForIncome, netRefund } from './fees';

describe('fee tiers (PRODUCT.md: up to and including each bound)', () => {
  it.each([
    [0, 35],
    [99_999.99, 35],
    [100_000, 35],
    [100_000.01, 75],
    [100_000.4, 75],
    [100_001, 75],
    [243_000, 75],
    [243_000.01, 250],
    [243_001, 250],
    [609_000, 250],
    [609_000.01, 500],
    [609_000.5, 500],
    [5_000_000, 500],
  ])('income %d pays %d', (income, fee) => {
    expect(feeForIncome(income)).toBe(fee);
  });

  it('ends with an open tier; bounds and fees both rise', () => {
    expect(FEE_TIERS.map((t) => t.upTo)).toEqual([100_000, 243_000, 609_000, null]);
    expect(FEE_TIERS.map((t) => t.fee)).toEqual([35, 75, 250, 500]);
  });
});

describe('the fee charged is never more than the refund (PRODUCT.md, Fees)', () => {
  it.each([
    // income, refund, fee charged, net refund
    [64_600, 1_941, 35, 1_906],
    [64_600, 36, 35, 1],
    [64_600, 35, 35, 0],
    [64_600, 10, 10, 0],
    [64_600, 1, 1, 0],
    [64_600, 0, 0, 0],
    [64_600, -1_059, 0, 0],
    [700_000, 499, 499, 0],
    [700_000, 501, 500, 1],
    [150_000, 74, 74, 0],
  ])('income %d, refund %d: fee %d, net refund %d', (income, refund, fee, net) => {
    expect(feeCharged(income, refund)).toBe(fee);
    expect(netRefund(refund, fee)).toBe(net);
  });
});

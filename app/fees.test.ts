import { describe, expect, it } from 'vitest';
import { FEE_TIERS, feeForIncome, netRefund } from './fees';

describe('fee tiers (PRODUCT.md: up to and including each bound)', () => {
  it.each([
    [0, 35],
    [100_000, 35],
    [100_000.01, 75],
    [243_000, 75],
    [243_001, 250],
    [609_000, 250],
    [609_000.5, 500],
    [5_000_000, 500],
  ])('income %d pays %d', (income, fee) => {
    expect(feeForIncome(income)).toBe(fee);
  });

  it('ends with an open tier and rises with income', () => {
    expect(FEE_TIERS.at(-1)?.upTo).toBeNull();
    const fees = FEE_TIERS.map((t) => t.fee);
    expect([...fees].sort((a, b) => a - b)).toEqual(fees);
  });

  it('net refund is refund minus fee', () => {
    expect(netRefund(1941, 35)).toBe(1906);
    expect(netRefund(20, 35)).toBe(-15);
  });
});

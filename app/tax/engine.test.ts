/** The refund engine's answer past the tax figures: the fee, rounding, the years it knows. */
import { describe, expect, it } from 'vitest';
import { estimateRefund, type RefundInput } from './engine';

describe('the rest of the answer', () => {
  const base: RefundInput = {
    income: 64_600,
    deductions: 0,
    filingStatus: 'single',
    withheld: 7_000,
    children: 0,
    taxYear: 2024,
  };

  it('takes the tier fee off the refund', () => {
    // Tax 6,059 (the worked example); 7,000 withheld → refund 941; fee 35 (income ≤ 100,000).
    expect(estimateRefund(base)).toMatchObject({ refund: 941, fee: 35, netRefund: 906 });
  });

  it('charges no more than the refund: 6,069 withheld → refund 10, fee 10, net 0', () => {
    expect(estimateRefund({ ...base, withheld: 6_069 })).toMatchObject({
      refund: 10,
      fee: 10,
      netRefund: 0,
    });
  });

  it('charges nothing on an amount owed, and the net refund is 0, not negative', () => {
    const estimate = estimateRefund({ ...base, withheld: 5_000 });
    expect(estimate).toMatchObject({ refund: -1_059, fee: 0, netRefund: 0 });
  });

  it('takes the tier from the income as entered, cents included', () => {
    // 100,000.40 is above the first tier's 100,000, though its AGI rounds to 100,000.
    const estimate = estimateRefund({ ...base, income: 100_000.4, withheld: 30_000 });
    expect(estimate.agi).toBe(100_000);
    expect(estimate.fee).toBe(75);
    expect(estimateRefund({ ...base, income: 100_000, withheld: 30_000 }).fee).toBe(35);
    expect(estimateRefund({ ...base, income: 100_001, withheld: 30_000 }).fee).toBe(75);
  });

  it('rounds cents on the amounts entered to whole dollars, as Form 1040 allows', () => {
    // 64,600.49 → 64,600 (the worked example); withheld 7,000.50 → 7,001 → refund 942.
    const estimate = estimateRefund({ ...base, income: 64_600.49, withheld: 7_000.5 });
    expect(estimate).toMatchObject({ agi: 64_600, taxableIncome: 50_000, tax: 6_059 });
    expect(estimate.withheld).toBe(7_001);
    expect(estimate.refund).toBe(942);
  });

  it('refuses a year it has no figures for', () => {
    expect(() => estimateRefund({ ...base, taxYear: 2019 })).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEE_TIERS, feeCharged, feeForIncome, netRefund } from './fees';

// The fees themselves (PRODUCT.md's table) are checked where visitors meet them: the API's answer
// at each tier's edge (tests/api/refund-calculator.test.ts) and the agreement's table
// (app/routes/agreement.test.tsx). Here: the rules that read the table, whatever its figures.

describe('the fee table', () => {
  it('rises: each bound and each fee above the one before, and only the last tier is open', () => {
    const bounds = FEE_TIERS.slice(0, -1).map((t) => t.upTo);
    expect(bounds.every((b, i) => b !== null && (i === 0 || b > (bounds[i - 1] ?? 0)))).toBe(true);
    expect(FEE_TIERS.at(-1)?.upTo).toBeNull();
    expect(FEE_TIERS.every((t, i) => i === 0 || t.fee > (FEE_TIERS[i - 1]?.fee ?? 0))).toBe(true);
  });
});

describe('feeForIncome (PRODUCT.md: up to and including each bound)', () => {
  const bounded = FEE_TIERS.flatMap((tier, i) =>
    tier.upTo === null ? [] : [{ upTo: tier.upTo, fee: tier.fee, next: FEE_TIERS[i + 1]?.fee }],
  );

  it.each(bounded)(
    'a tier ending at $upTo takes its bound, and a cent above is the next tier',
    (t) => {
      expect(feeForIncome(t.upTo)).toBe(t.fee);
      expect(feeForIncome(t.upTo - 0.01)).toBe(t.fee);
      expect(feeForIncome(t.upTo + 0.01)).toBe(t.next);
      expect(feeForIncome(t.upTo + 0.4)).toBe(t.next);
    },
  );

  it('charges the first tier from no income, and the last one without end', () => {
    expect(feeForIncome(0)).toBe(FEE_TIERS[0]?.fee);
    expect(feeForIncome(1_000_000_000)).toBe(FEE_TIERS.at(-1)?.fee);
  });
});

describe('the fee charged is never more than the refund (PRODUCT.md, Fees)', () => {
  const incomes = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100);
  const refunds = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100);

  it('is the tier fee when the refund covers it, the refund when it does not, 0 when none', () => {
    fc.assert(
      fc.property(incomes, refunds, (income, refund) => {
        const fee = feeCharged(income, refund);
        const tierFee = feeForIncome(income);
        if (refund <= 0) expect(fee).toBe(0);
        else if (refund >= tierFee) expect(fee).toBe(tierFee);
        else expect(fee).toBe(refund);
      }),
    );
  });

  it('leaves a net refund of the refund less the fee, never below 0', () => {
    fc.assert(
      fc.property(incomes, refunds, (income, refund) => {
        const net = netRefund(refund, feeCharged(income, refund));
        expect(net).toBeGreaterThanOrEqual(0);
        expect(net).toBe(refund > 0 ? refund - feeCharged(income, refund) : 0);
      }),
    );
  });

  it('works the agreement’s example: a refund below the fee is all taken, net 0', () => {
    const tierFee = feeForIncome(64_600);
    expect(feeCharged(64_600, tierFee - 1)).toBe(tierFee - 1);
    expect(netRefund(tierFee - 1, tierFee - 1)).toBe(0);
    expect(feeCharged(64_600, tierFee + 1)).toBe(tierFee);
    expect(netRefund(tierFee + 1, tierFee)).toBe(1);
  });
});

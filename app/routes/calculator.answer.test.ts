import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAnswer } from './calculator.answer';

describe('the refund answer, read against the seed contract', () => {
  it('an answer of only `refund` gives refund, fee and net refund from the fee tiers', () => {
    expect(readAnswer({ refund: 1234.5 }, { income: 100000, deductions: 0 })).toEqual({
      kind: 'estimate',
      estimate: {
        refund: 1234.5,
        fee: 35,
        netRefund: 1199.5,
        withheldAssumed: false,
        itemizedEntered: 0,
        credits: {},
        timing: 'standard',
      },
    });
  });

  it('shows each credit the answer carries above 0, and no other', () => {
    const outcome = readAnswer(
      {
        refund: 5000,
        credits: { childTaxCredit: 1200, additionalChildTaxCredit: 0, earnedIncomeCredit: 'x' },
      },
      { income: 30000 },
    );
    expect(outcome).toMatchObject({
      estimate: { credits: { childTaxCredit: 1200 }, timing: 'standard' },
    });
    if (outcome?.kind !== 'estimate') throw new Error('a refund above 0 is an estimate');
    expect(Object.keys(outcome.estimate.credits)).toEqual(['childTaxCredit']);
  });

  it.each([
    [{ earnedIncomeCredit: 600 }, 'pathAct'],
    [{ additionalChildTaxCredit: 1700 }, 'pathAct'],
    [{ childTaxCredit: 2200 }, 'standard'],
    [{ childTaxCredit: 0, earnedIncomeCredit: 0, additionalChildTaxCredit: 0 }, 'standard'],
    [Number.NaN, 'standard'],
  ])('credits %j: refund timing %s', (credits, timing) => {
    const outcome = readAnswer({ refund: 3000, credits }, { income: 30000 });
    expect(outcome).toMatchObject({ estimate: { timing } });
  });

  it.each([
    [100000, 35],
    [100000.01, 75],
    [100001, 75],
    [243000, 75],
    [243000.01, 250],
    [243001, 250],
    [609000, 250],
    [609000.01, 500],
    [609001, 500],
  ])('income %d: fee %d', (income, fee) => {
    const outcome = readAnswer({ refund: 2000 }, { income });
    expect(outcome).toMatchObject({ estimate: { fee, netRefund: 2000 - fee } });
  });

  it('a refund smaller than the fee: the fee is the refund, the net refund $0', () => {
    const outcome = readAnswer({ refund: 20 }, { income: 700000 });
    expect(outcome).toMatchObject({ estimate: { refund: 20, fee: 20, netRefund: 0 } });
  });

  it('never shows a fee above the refund, nor a net refund below $0, whatever the answer', () => {
    const cents = (max: number) => fc.integer({ min: 1, max }).map((c) => c / 100);
    fc.assert(
      fc.property(cents(100_000_000), cents(2_000_000), (income, refund) => {
        const outcome = readAnswer({ refund }, { income });
        if (outcome?.kind !== 'estimate') throw new Error('a refund above 0 is an estimate');
        const { fee, netRefund } = outcome.estimate;
        // A tier's fee (docs/product.md), or the whole refund when it is smaller.
        expect(fee === refund || [35, 75, 250, 500].includes(fee)).toBe(true);
        expect(fee).toBeLessThanOrEqual(refund);
        expect(netRefund).toBeGreaterThanOrEqual(0);
        expect(netRefund).toBeCloseTo(refund - fee, 2);
      }),
    );
  });

  it('our API fields are shown when present and valid, dropped when not', () => {
    const full = readAnswer(
      { refund: 900, fee: 35, deduction: 15750, deductionType: 'standard', withheldAssumed: true },
      { income: 50000, deductions: 1200.4 },
    );
    expect(full).toMatchObject({
      estimate: {
        deduction: { amount: 15750, type: 'standard' },
        withheldAssumed: true,
        itemizedEntered: 1200,
      },
    });
    const broken = readAnswer(
      { refund: 900, deduction: 'lots', deductionType: 'standard', withheldAssumed: 'yes' },
      { income: 50000 },
    );
    expect(broken).toEqual({
      kind: 'estimate',
      estimate: {
        refund: 900,
        fee: 35,
        netRefund: 865,
        withheldAssumed: false,
        itemizedEntered: 0,
        credits: {},
        timing: 'standard',
      },
    });
  });

  it('the fee is the page’s own: an answer’s fee or netRefund never shows', () => {
    const outcome = readAnswer({ refund: 900, fee: 'NaN', netRefund: null }, { income: 50000 });
    expect(outcome).toMatchObject({ estimate: { fee: 35, netRefund: 865 } });
  });

  it('0 or below is no result', () => {
    expect(readAnswer({ refund: 0 }, { income: 1 })).toEqual({ kind: 'noRefund', reason: 'even' });
    expect(readAnswer({ refund: -5 }, { income: 1 })).toEqual({ kind: 'noRefund', reason: 'owed' });
    expect(readAnswer({ refund: 0, withheldAssumed: true }, { income: 1 })).toEqual({
      kind: 'noRefund',
      reason: 'assumed',
    });
  });

  it.each([
    null,
    'refund',
    [],
    {},
    { refund: '1234.50' },
    { refund: null },
    { refund: { amount: 5 } },
    { netRefund: 10 },
  ])('an answer outside the contract (%j) is a failed call', (answer) => {
    expect(readAnswer(answer, { income: 50000 })).toBeNull();
  });

  it('an income that is not a number cannot pick a fee: a failed call', () => {
    expect(readAnswer({ refund: 10 }, { income: 'abc' })).toBeNull();
    expect(readAnswer({ refund: 10 }, {})).toBeNull();
  });
});

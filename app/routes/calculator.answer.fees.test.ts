/** The calculator's reading of an answer under a price list (app/fees.ts, decision 180). */
import { describe, expect, it } from 'vitest';
import type { FeeSchedule } from '~/fees';
import { readAnswer } from './calculator.answer';

const PRICE_LIST: FeeSchedule = {
  kind: 'priceList',
  prices: {
    federalReturn: 120,
    forms: { schedule8812: 40, earnedIncomeCredit: 40, scheduleOneA: 30, scheduleA: 60 },
    stateReturn: 50,
  },
};

describe('readAnswer with a price list', () => {
  it("prices the seed's { refund } alone: the federal return, whatever the income", () => {
    for (const income of [20_000, 700_000]) {
      expect(readAnswer({ refund: 1_000 }, { income }, PRICE_LIST)).toMatchObject({
        kind: 'estimate',
        estimate: {
          refund: 1_000,
          fee: 120,
          netRefund: 880,
          feeItems: [{ form: 'federalReturn', price: 120 }],
        },
      });
    }
  });

  it('bills the forms our own answer shows it needs, the newer fields included', () => {
    const answer = {
      refund: 8_609,
      deductionType: 'itemized',
      deduction: 30_000,
      credits: {
        childTaxCredit: 813,
        additionalChildTaxCredit: 3_187,
        earnedIncomeCredit: 5_422,
        otherDependentsCredit: 0,
      },
      scheduleOneA: { tips: 1_000, overtime: 0, seniors: 0, carLoanInterest: 0, total: 1_000 },
      state: { code: 'NY', estimated: true, provisional: false },
    };
    const outcome = readAnswer(answer, { income: 30_000 }, PRICE_LIST);
    expect(outcome?.kind === 'estimate' && outcome.estimate.feeItems).toEqual([
      { form: 'federalReturn', price: 120 },
      { form: 'schedule8812', price: 40 },
      { form: 'earnedIncomeCredit', price: 40 },
      { form: 'scheduleOneA', price: 30 },
      { form: 'scheduleA', price: 60 },
      { form: 'stateReturn', price: 50 },
    ]);
    expect(outcome?.kind === 'estimate' && outcome.estimate.fee).toBe(340);
  });

  it('lets the net refund go below 0, and keeps the fee when there is no refund', () => {
    expect(readAnswer({ refund: 100 }, { income: 50_000 }, PRICE_LIST)).toMatchObject({
      kind: 'estimate',
      estimate: { fee: 120, netRefund: -20 },
    });
    expect(readAnswer({ refund: -50 }, { income: 50_000 }, PRICE_LIST)).toEqual({
      kind: 'noRefund',
      reason: 'owed',
      fee: 120,
    });
  });

  it('keeps the income table without a schedule: no items, no fee on a refund of 0', () => {
    const outcome = readAnswer({ refund: 1_000 }, { income: 50_000 });
    expect(outcome).toMatchObject({ estimate: { fee: 35, netRefund: 965 } });
    expect(outcome?.kind === 'estimate' && 'feeItems' in outcome.estimate).toBe(false);
    expect(readAnswer({ refund: 0 }, { income: 50_000 })).toEqual({
      kind: 'noRefund',
      reason: 'even',
    });
  });
});

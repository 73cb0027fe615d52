/** The fee module: the income table as before, and a price list by the forms an estimate needs. */
import { describe, expect, it } from 'vitest';
import {
  netCentsOf,
  type EstimateForms,
  type FeeSchedule,
  formsNeeded,
  INCOME_TABLE,
  itemsOfFee,
  priceEstimate,
  priceListLines,
  type PriceList,
} from './fees';

const PRICE_LIST: FeeSchedule = {
  kind: 'priceList',
  prices: {
    federalReturn: 120,
    forms: { schedule8812: 40, earnedIncomeCredit: 40, scheduleOneA: 30, scheduleA: 60 },
    stateReturn: 50,
  },
};

const NONE = { childTaxCredit: 0, additionalChildTaxCredit: 0, earnedIncomeCredit: 0 };

describe('formsNeeded', () => {
  it.each<[string, EstimateForms, string[], boolean]>([
    ['the seed answer: nothing known', {}, [], false],
    ['one job, no children', { deductionType: 'standard', credits: NONE }, [], false],
    ['a child credit', { credits: { ...NONE, childTaxCredit: 2_000 } }, ['schedule8812'], false],
    [
      'only the refundable part',
      { credits: { ...NONE, additionalChildTaxCredit: 1_700 } },
      ['schedule8812'],
      false,
    ],
    [
      'the credit for other dependents',
      { credits: { ...NONE, otherDependentsCredit: 500 } },
      ['schedule8812'],
      false,
    ],
    ['the EIC', { credits: { ...NONE, earnedIncomeCredit: 632 } }, ['earnedIncomeCredit'], false],
    ['Schedule 1-A with a total', { scheduleOneA: { total: 6_000 } }, ['scheduleOneA'], false],
    ['Schedule 1-A at 0', { scheduleOneA: { total: 0 } }, [], false],
    ['itemized', { deductionType: 'itemized' }, ['scheduleA'], false],
    ['a state estimated', { state: { code: 'IL', estimated: true } }, [], true],
    [
      'a state that taxes no wages: no return',
      { state: { code: 'TX', estimated: true } },
      [],
      false,
    ],
    ['a state not estimated', { state: { estimated: false } }, [], false],
    ['no state', { state: null }, [], false],
  ])('%s', (_, estimate, forms, stateReturn) => {
    expect(formsNeeded(estimate)).toEqual({ forms, stateReturn });
  });
});

describe('priceEstimate', () => {
  it('keeps the income table: the tier fee, never above the refund, net never below 0', () => {
    expect(priceEstimate(INCOME_TABLE, 50_000, { refund: 1_000 })).toEqual({
      fee: 35,
      netRefund: 965,
    });
    expect(priceEstimate(INCOME_TABLE, 150_000, { refund: 10 })).toEqual({ fee: 10, netRefund: 0 });
    expect(priceEstimate(INCOME_TABLE, 50_000, { refund: -300 })).toEqual({ fee: 0, netRefund: 0 });
  });

  it('bills a price list by the forms, whatever the income or the refund', () => {
    const family = {
      refund: 8_609,
      deductionType: 'itemized' as const,
      credits: { childTaxCredit: 813, additionalChildTaxCredit: 3_187, earnedIncomeCredit: 5_422 },
      scheduleOneA: { total: 1_000 },
      state: { estimated: true },
    };
    expect(priceEstimate(PRICE_LIST, 30_000, family)).toEqual({
      fee: 340,
      netRefund: 8_269,
      feeItems: [
        { form: 'federalReturn', price: 120 },
        { form: 'schedule8812', price: 40 },
        { form: 'earnedIncomeCredit', price: 40 },
        { form: 'scheduleOneA', price: 30 },
        { form: 'scheduleA', price: 60 },
        { form: 'stateReturn', price: 50 },
      ],
    });
    // The same return at ten times the income costs the same.
    expect(priceEstimate(PRICE_LIST, 300_000, family).fee).toBe(340);
  });

  it('is owed when the refund is smaller, or none: the net refund goes below 0', () => {
    expect(priceEstimate(PRICE_LIST, 50_000, { refund: 100, credits: NONE })).toEqual({
      fee: 120,
      netRefund: -20,
      feeItems: [{ form: 'federalReturn', price: 120 }],
    });
    expect(priceEstimate(PRICE_LIST, 50_000, { refund: -500 }).netRefund).toBe(-620);
  });

  it('bills nothing for a form the list leaves out', () => {
    const prices: PriceList = { federalReturn: 99, forms: { scheduleA: 25 }, stateReturn: 0 };
    const list: FeeSchedule = { kind: 'priceList', prices };
    const estimate = {
      refund: 2_000,
      deductionType: 'itemized' as const,
      credits: { ...NONE, earnedIncomeCredit: 300 },
      state: { estimated: true },
    };
    expect(priceEstimate(list, 20_000, estimate)).toEqual({
      fee: 124,
      netRefund: 1_876,
      feeItems: [
        { form: 'federalReturn', price: 99 },
        { form: 'scheduleA', price: 25 },
      ],
    });
    expect(priceListLines(prices)).toEqual([
      { form: 'federalReturn', price: 99 },
      { form: 'schedule8812', price: 0 },
      { form: 'earnedIncomeCredit', price: 0 },
      { form: 'scheduleOneA', price: 0 },
      { form: 'scheduleA', price: 25 },
      { form: 'stateReturn', price: 0 },
    ]);
  });
});

describe('itemsOfFee', () => {
  const bill = {
    fee: 170,
    feeItems: [
      { form: 'federalReturn', price: 120 },
      { form: 'stateReturn', price: 50 },
    ],
  } as const;

  it("gives the estimate's items for its own fee, or when no fee was stated", () => {
    expect(itemsOfFee(17_000, bill)).toEqual(bill.feeItems);
    expect(itemsOfFee(undefined, bill)).toEqual(bill.feeItems);
  });

  it('gives none for another fee, under the income table, or without an estimate', () => {
    expect(itemsOfFee(16_999, bill)).toBeUndefined();
    expect(itemsOfFee(17_000, { fee: 170 })).toBeUndefined();
    expect(itemsOfFee(17_000, undefined)).toBeUndefined();
  });
});

describe('netCentsOf', () => {
  it("keeps the income table's net refund at 0 or more: its fee is taken from the refund", () => {
    expect(netCentsOf('incomeTable', 10_000, 3_500)).toBe(6_500);
    expect(netCentsOf('incomeTable', 3_000, 3_500)).toBe(0);
  });

  it("lets a price list's net refund fall below 0: its fee is owed whatever the refund", () => {
    expect(netCentsOf('priceList', 10_000, 17_000)).toBe(-7_000);
    expect(netCentsOf('priceList', 20_000, 17_000)).toBe(3_000);
  });
});

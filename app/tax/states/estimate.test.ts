import { describe, expect, it } from 'vitest';
import type { FeeSchedule } from '../../fees';
import { estimateRefund, type RefundInput } from '../engine';
import { estimateState, NO_WAGE_TAX_STATES, type StateReturnInput } from './index';

const HOUSEHOLD: StateReturnInput = {
  taxYear: 2025,
  filingStatus: 'single',
  wages: 50_000,
  federalAgi: 50_000,
  children: 0,
  federalEarnedIncomeCredit: 0,
};

describe('the state answer', () => {
  it.each(NO_WAGE_TAX_STATES)('%s taxes no wages: tax 0, the withholding refunded', (code) => {
    expect(estimateState(code, 120, HOUSEHOLD)).toEqual({
      code,
      estimated: true,
      provisional: false,
      tax: 0,
      credits: {},
      withheld: 120,
      refund: 120,
    });
  });

  it('invents no figure for a state not estimated', () => {
    expect(estimateState('AL', 900, HOUSEHOLD)).toEqual({
      code: 'AL',
      estimated: false,
      provisional: false,
      tax: null,
      credits: {},
      withheld: 900,
      refund: null,
    });
  });

  it('refund is the withholding less the tax, negative when owed', () => {
    const owed = estimateState('IL', 0, HOUSEHOLD);
    expect(owed.tax).toBeGreaterThan(0);
    expect(owed.refund).toBe(-(owed.tax ?? 0));
  });
});

describe('the engine with a state request (decision 224)', () => {
  const PRICE_LIST: FeeSchedule = {
    kind: 'priceList',
    prices: { federalReturn: 100, forms: {}, stateReturn: 40 },
  };
  const REQUEST: RefundInput = {
    income: 50_000,
    deductions: 0,
    filingStatus: 'single',
    withheld: 5_000,
    children: 0,
    taxYear: 2025,
  };

  it('answers the state beside the federal return, null without one', () => {
    expect(estimateRefund(REQUEST).state).toBeNull();
    const answer = estimateRefund(REQUEST, undefined, { code: 'IL', withheld: 2_000 });
    expect(answer.state).toEqual(estimateState('IL', 2_000, { ...HOUSEHOLD, wages: answer.agi }));
  });

  it('prices the state return it estimates, once, with the federal one', () => {
    const answer = estimateRefund(REQUEST, PRICE_LIST, { code: 'IL', withheld: 2_000 });
    expect(answer.feeItems).toEqual([
      { form: 'federalReturn', price: 100 },
      { form: 'stateReturn', price: 40 },
    ]);
    expect(answer.netRefund).toBe(answer.refund - 140);
  });

  it('bills no state return for a state it does not estimate', () => {
    const answer = estimateRefund(REQUEST, PRICE_LIST, { code: 'AL', withheld: 2_000 });
    expect(answer.feeItems).toEqual([{ form: 'federalReturn', price: 100 }]);
  });

  it('takes the state wages (W-2 box 16) when given', () => {
    const answer = estimateRefund(REQUEST, undefined, { code: 'PA', withheld: 0, wages: 40_000 });
    expect(answer.state?.tax).toBe(1_228);
  });
});

import { describe, expect, it } from 'vitest';
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

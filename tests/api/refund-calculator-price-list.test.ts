/**
 * POST /api/RefundCalculator with a price list (FEE_SCHEDULE_FILE): the fee is the sum of the
 * items for the forms each household's estimate needs, owed whatever the refund
 * (docs/product.md, Fees; decision 180).
 */
import { describe, expect, it } from 'vitest';
import { post, useCalculatorServer } from './helpers/calculator-server';

const PRICE_LIST = new URL('../fixtures/fee-schedule.json', import.meta.url).pathname;

useCalculatorServer({ FEE_SCHEDULE_FILE: PRICE_LIST, IRS_EFILE_PROVIDER: 'true' });

async function estimate(request: Record<string, unknown>) {
  const response = await post(JSON.stringify({ taxYear: 2024, ...request }));
  expect(response.status).toBe(200);
  return (await response.json()) as {
    refund: number;
    fee: number;
    netRefund: number;
    feeItems: { form: string; price: number }[];
  };
}

describe('POST /api/RefundCalculator with a price list', () => {
  it.each<[string, Record<string, unknown>, [string, number][]]>([
    ['one job, no children', { income: 64_600, withheld: 7_000 }, [['federalReturn', 120]]],
    [
      'no children, a low income: the EIC',
      { income: 12_000, withheld: 500 },
      [
        ['federalReturn', 120],
        ['earnedIncomeCredit', 40],
      ],
    ],
    [
      'children above the EIC: Schedule 8812',
      { income: 90_000, filingStatus: 'married_joint', children: 2, withheld: 9_000 },
      [
        ['federalReturn', 120],
        ['schedule8812', 40],
      ],
    ],
    [
      'children and the EIC',
      { income: 30_000, filingStatus: 'head_of_household', children: 2, withheld: 0 },
      [
        ['federalReturn', 120],
        ['schedule8812', 40],
        ['earnedIncomeCredit', 40],
      ],
    ],
    [
      'itemized: Schedule A',
      { income: 120_000, deductions: 40_000, withheld: 20_000 },
      [
        ['federalReturn', 120],
        ['scheduleA', 60],
      ],
    ],
    [
      'tips in 2025: Schedule 1-A',
      { taxYear: 2025, income: 38_000, tips: 9_000, withheld: 3_000 },
      [
        ['federalReturn', 120],
        ['scheduleOneA', 30],
      ],
    ],
    [
      'a state estimated: the state return',
      { income: 64_600, withheld: 7_000, state: 'IL', stateWithheld: 3_000 },
      [
        ['federalReturn', 120],
        ['stateReturn', 50],
      ],
    ],
    [
      'a state that taxes no wages: no state return',
      { income: 64_600, withheld: 7_000, state: 'TX' },
      [['federalReturn', 120]],
    ],
    [
      'a state not estimated: no state return',
      { income: 64_600, withheld: 7_000, state: 'WI', stateWithheld: 2_000 },
      [['federalReturn', 120]],
    ],
    [
      'every form: children, the EIC, itemized, tips, a state',
      {
        taxYear: 2025,
        income: 40_000,
        filingStatus: 'head_of_household',
        children: 2,
        deductions: 30_000,
        tips: 5_000,
        withheld: 1_000,
        state: 'IL',
        stateWithheld: 1_500,
      },
      [
        ['federalReturn', 120],
        ['schedule8812', 40],
        ['earnedIncomeCredit', 40],
        ['scheduleOneA', 30],
        ['scheduleA', 60],
        ['stateReturn', 50],
      ],
    ],
  ])('%s', async (_, request, items) => {
    const answer = await estimate(request);
    const feeItems = items.map(([form, price]) => ({ form, price }));
    expect(answer.feeItems).toEqual(feeItems);
    expect(answer.fee).toBe(feeItems.reduce((sum, item) => sum + item.price, 0));
    expect(answer.netRefund).toBe(answer.refund - answer.fee);
  });

  it('charges the fee whatever the refund: the net refund goes below 0', async () => {
    // The worked example of app/tax/years/SOURCES.md: tax 6,059, 6,069 withheld → refund 10.
    const small = await estimate({ income: 64_600, withheld: 6_069 });
    expect(small).toMatchObject({ refund: 10, fee: 120, netRefund: -110 });
    const owed = await estimate({ income: 64_600, withheld: 5_000 });
    expect(owed).toMatchObject({ refund: -1_059, fee: 120, netRefund: -1_179 });
  });

  it('does not depend on the income: the same forms cost the same', async () => {
    const low = await estimate({ income: 64_600, withheld: 9_000 });
    const high = await estimate({ income: 700_000, withheld: 300_000 });
    expect([low.fee, high.fee]).toEqual([120, 120]);
  });
});

/** POST /api/RefundCalculator with a state (ESTIMATE.md §2): the `state` answer and its refusals. */
import { describe, expect, it } from 'vitest';
import { errorOf, post, useCalculatorServer } from './helpers/calculator-server';

useCalculatorServer();

const FAMILY = { income: 30_000, filingStatus: 'married_joint', children: 2, taxYear: 2025 };

describe('POST /api/RefundCalculator: the state return', () => {
  it('answers Illinois beside the federal refund, which stays at the top', async () => {
    const response = await post(
      JSON.stringify({ ...FAMILY, withheld: 0, state: 'IL', stateWithheld: 500 }),
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    // Federal EIC 7,152 (2 children, AGI under the joint phase-out start): IL-1040 worked in
    // app/tax/states/IL/IL.test.ts: tax 921, Illinois EIC 1,430, after credits −509.
    expect(answer.credits).toMatchObject({ earnedIncomeCredit: 7_152 });
    expect(answer.state).toEqual({
      code: 'IL',
      estimated: true,
      provisional: false,
      tax: -509,
      credits: { earnedIncomeCredit: 1_430 },
      withheld: 500,
      refund: 1_009,
    });
    expect(typeof answer.refund).toBe('number');
  });

  it('takes a code in lower case, and stateWithheld absent as 0', async () => {
    const response = await post(JSON.stringify({ income: 50_000, taxYear: 2024, state: 'pa' }));
    expect(await response.json()).toMatchObject({
      state: { code: 'PA', estimated: true, tax: 1_535, withheld: 0, refund: -1_535 },
    });
  });

  it('says a state without a tax on wages owes nothing', async () => {
    const response = await post(JSON.stringify({ income: 50_000, state: 'TX', stateWithheld: 40 }));
    expect(await response.json()).toMatchObject({
      state: { code: 'TX', estimated: true, tax: 0, credits: {}, withheld: 40, refund: 40 },
    });
  });

  it('invents nothing for a state it does not estimate, DC included', async () => {
    for (const code of ['AL', 'DC']) {
      const response = await post(JSON.stringify({ income: 50_000, state: code }));
      expect(await response.json()).toMatchObject({
        state: { code, estimated: false, tax: null, refund: null },
      });
    }
  });

  it.each([
    [{ state: 'XX' }, 'state', 'unknown_state'],
    [{ state: 6 }, 'state', 'unknown_state'],
    [{ state: 'California' }, 'state', 'unknown_state'],
    [{ state: 'CA', stateWithheld: -1 }, 'stateWithheld', 'negative'],
    [{ state: 'CA', stateWithheld: '100' }, 'stateWithheld', 'not_a_number'],
  ])('400 naming the field for %j', async (fields, field, code) => {
    const response = await post(JSON.stringify({ income: 50_000, ...fields }));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code, field, message: expect.any(String) });
  });
});

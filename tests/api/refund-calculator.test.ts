/** POST /api/RefundCalculator: the answer to a good request, and 400 naming a bad field. */
import { describe, expect, it } from 'vitest';
import { errorOf, post, useCalculatorServer } from './helpers/calculator-server';

useCalculatorServer();

describe('POST /api/RefundCalculator: success', () => {
  it('answers the full estimate, not cached', async () => {
    const response = await post(
      JSON.stringify({ income: 64_600, deductions: 0, filingStatus: 'single', taxYear: 2024 }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // The worked example in app/tax/years/SOURCES.md: taxable 50,000 → tax 6,059; withholding assumed.
    expect(await response.json()).toEqual({
      refund: 0,
      fee: 0,
      netRefund: 0,
      taxYear: 2024,
      filingStatus: 'single',
      agi: 64_600,
      deduction: 14_600,
      deductionType: 'standard',
      standardDeduction: 14_600,
      scheduleOneA: { tips: 0, overtime: 0, seniors: 0, carLoanInterest: 0, total: 0 },
      scheduleOneAIgnored: false,
      taxableIncome: 50_000,
      tax: 6_059,
      credits: {
        childTaxCredit: 0,
        additionalChildTaxCredit: 0,
        earnedIncomeCredit: 0,
        otherDependentsCredit: 0,
      },
      withheld: 6_059,
      withheldAssumed: true,
      // No state named: the state return's answer is null (ESTIMATE.md §2).
      state: null,
    });
  });

  it('accepts a charset parameter and a family with withholding', async () => {
    // 2024 HOH, wages 30,000, 2 children, nothing withheld (engine.test.ts shows the arithmetic).
    const response = await post(
      JSON.stringify({
        income: 30_000,
        filingStatus: 'head_of_household',
        withheld: 0,
        children: 2,
        taxYear: 2024,
      }),
      'application/json; charset=UTF-8',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      refund: 8_609,
      fee: 35,
      netRefund: 8_574,
      tax: 813,
      credits: { childTaxCredit: 813, additionalChildTaxCredit: 3_187, earnedIncomeCredit: 5_422 },
      withheld: 0,
      withheldAssumed: false,
    });
  });

  // docs/product.md, Fees: each tier up to and including its bound; a cent above is the next tier.
  it.each([
    [1_000, 35],
    [100_000, 35],
    [100_000.01, 75],
    [243_000, 75],
    [243_000.01, 250],
    [609_000, 250],
    [609_000.01, 500],
  ])('answers the fee of the tier of an income of %d: $%d', async (income, fee) => {
    // Everything withheld: the refund is far above any fee, so the tier's fee is charged whole.
    const response = await post(JSON.stringify({ income, withheld: income, taxYear: 2024 }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { refund: number; fee: number; netRefund: number };
    expect(answer.fee).toBe(fee);
    expect(answer.netRefund).toBeCloseTo(answer.refund - fee, 2);
  });

  // docs/product.md, Fees: the fee charged is the smaller of the tier fee and the refund, 0 with none.
  it.each([
    // The worked example of app/tax/years/SOURCES.md: tax 6,059.
    [6_069, { refund: 10, fee: 10, netRefund: 0 }],
    [6_094, { refund: 35, fee: 35, netRefund: 0 }],
    [6_095, { refund: 36, fee: 35, netRefund: 1 }],
    [6_059, { refund: 0, fee: 0, netRefund: 0 }],
    [5_000, { refund: -1_059, fee: 0, netRefund: 0 }],
  ])('never charges more than the refund: %d withheld → %o', async (withheld, expected) => {
    const response = await post(JSON.stringify({ income: 64_600, withheld, taxYear: 2024 }));
    expect(await response.json()).toMatchObject(expected);
  });

  it('limits itemized deductions from 2026 and says which deduction was used', async () => {
    // The 2026 limit on itemized deductions (IRC §68), worked by hand in
    // app/tax/itemized-limit.test.ts: single, wages 700,000, Schedule A 40,000 → 37,838; tax 200,957.
    const response = await post(
      JSON.stringify({ income: 700_000, deductions: 40_000, taxYear: 2026, withheld: 250_000 }),
    );
    expect(await response.json()).toMatchObject({
      deduction: 37_838,
      deductionType: 'itemized',
      tax: 200_957,
      refund: 49_043,
      fee: 500,
      netRefund: 48_543,
    });
  });

  it('defaults to the filing season’s tax year (from November 1 the current year)', async () => {
    const today = new Date();
    const season = today.getUTCFullYear() - (today.getUTCMonth() >= 10 ? 0 : 1);
    const response = await post(JSON.stringify({ income: 50_000 }));
    const { taxYear } = (await response.json()) as { taxYear: number };
    expect(taxYear).toBe(Math.min(2026, Math.max(2024, season)));
  });
});

describe('POST /api/RefundCalculator: 400 for bad fields', () => {
  const cases: readonly [string, string, string | null][] = [
    ['{}', 'missing_field', 'income'],
    ['{"income":"50000"}', 'not_a_number', 'income'],
    ['{"income":-1}', 'negative', 'income'],
    ['{"income":1000000001}', 'too_large', 'income'],
    ['{"income":1e400}', 'not_finite', 'income'],
    ['{"income":1,"deductions":-5}', 'negative', 'deductions'],
    ['{"income":1,"filingStatus":"married"}', 'unknown_filing_status', 'filingStatus'],
    ['{"income":1,"withheld":"300"}', 'not_a_number', 'withheld'],
    ['{"income":1,"children":2.5}', 'not_an_integer', 'children'],
    ['{"income":1,"children":21}', 'out_of_range', 'children'],
    ['{"income":1,"taxYear":2023}', 'unsupported_tax_year', 'taxYear'],
    ['[{"income":1}]', 'invalid_body', null],
    ['null', 'invalid_body', null],
    ['"income"', 'invalid_body', null],
    ['{"income": 1', 'invalid_json', null],
    ['', 'invalid_json', null],
    ['{"income": NaN}', 'invalid_json', null],
  ];

  it.each(cases)('%s → %s', async (body, code, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    // `field` names the field at fault, and is absent when the body as a whole is wrong.
    const error = await errorOf(response);
    expect(error).toEqual({ code, message: error.message, ...(field === null ? {} : { field }) });
  });
});

/**
 * POST /api/RefundCalculator with the 2025 to 2028 law's fields (ESTIMATE.md §1): the answer's
 * Schedule 1-A, standard deduction and credit for other dependents, and each field's refusals,
 * every one a 400 naming the field in a sentence of its own, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS } from '../../app/return/answers';
import { returnFactsFor, w2Estimates } from '../../server/reader/estimate';
import type { DocumentReading } from '../../server/reader/readings';
import { base, errorOf, post, useCalculatorServer } from './helpers/calculator-server';

useCalculatorServer();

async function answer(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await post(JSON.stringify(body));
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('POST /api/RefundCalculator: the 2025 to 2028 law', () => {
  it('answers a request with only income as before, the new lines at 0', async () => {
    // 2025 single 50,000: 15,750 standard, taxable 34,250 (engine.law-2025.test.ts).
    expect(await answer({ income: 50_000, taxYear: 2025 })).toMatchObject({
      deduction: 15_750,
      taxableIncome: 34_250,
      standardDeduction: 15_750,
      scheduleOneA: { tips: 0, overtime: 0, seniors: 0, carLoanInterest: 0, total: 0 },
      scheduleOneAIgnored: false,
      credits: {
        childTaxCredit: 0,
        additionalChildTaxCredit: 0,
        earnedIncomeCredit: 0,
        otherDependentsCredit: 0,
      },
    });
  });

  it('deducts tips, overtime, seniors and car-loan interest, and counts other dependents', async () => {
    // 2026 joint, 90,000 with 6,000 tips and 3,000 overtime, both 66, 800 of car-loan interest,
    // a parent: standard 32,200 + 2 × 1,650 = 35,500; Schedule 1-A 6,000 + 3,000 + 2 × 6,000 +
    // 800 = 21,800; taxable 90,000 − 35,500 − 21,800 = 32,700 → row midpoint 32,725: 2,480 + 12%
    // × 7,925 = 3,431; ODC 500. Withheld 4,000: refund 4,000 − (3,431 − 500) = 1,069.
    const body = {
      income: 90_000,
      tips: 6_000,
      overtime: 3_000,
      carLoanInterest: 800,
      age: 66,
      spouseAge: 66,
      otherDependents: 1,
      filingStatus: 'married_joint',
      withheld: 4_000,
      taxYear: 2026,
    };
    expect(await answer(body)).toMatchObject({
      deduction: 35_500,
      standardDeduction: 35_500,
      scheduleOneA: {
        tips: 6_000,
        overtime: 3_000,
        seniors: 12_000,
        carLoanInterest: 800,
        total: 21_800,
      },
      taxableIncome: 32_700,
      tax: 3_431,
      credits: { otherDependentsCredit: 500, childTaxCredit: 0 },
      refund: 1_069,
    });
  });

  it('ignores Schedule 1-A for 2024 and says so', async () => {
    const body = { income: 38_000, tips: 9_000, filingStatus: 'single', taxYear: 2024 };
    expect(await answer(body)).toMatchObject({
      scheduleOneA: { tips: 0, total: 0 },
      scheduleOneAIgnored: true,
      taxableIncome: 38_000 - 14_600,
    });
  });

  it('takes null as not given, and still ignores unknown fields', async () => {
    const body = {
      income: 40_000,
      tips: null,
      overtime: null,
      carLoanInterest: null,
      age: null,
      spouseAge: null,
      blind: null,
      spouseBlind: null,
      otherDependents: null,
      tipsFromBox7: 5_000,
      taxYear: 2025,
    };
    expect(await answer(body)).toMatchObject({ scheduleOneA: { total: 0 }, deduction: 15_750 });
  });
});

describe('POST /api/RefundCalculator: 400 for the law’s fields', () => {
  const cases: readonly [body: string, code: string, field: string, sentence: RegExp][] = [
    ['{"income":1000,"tips":-1}', 'negative', 'tips', /^tips cannot be negative/],
    ['{"income":1000,"tips":"5"}', 'not_a_number', 'tips', /^tips must be a number/],
    ['{"income":1000,"tips":1001}', 'above_income', 'tips', /^tips cannot be more than income/],
    ['{"income":1000,"overtime":-3}', 'negative', 'overtime', /^overtime cannot be negative/],
    ['{"income":1000,"overtime":true}', 'not_a_number', 'overtime', /^overtime must be a number/],
    [
      '{"income":1000,"tips":600,"overtime":401}',
      'above_income',
      'overtime',
      /^tips and overtime together cannot be more than income/,
    ],
    [
      '{"income":1000,"carLoanInterest":-1}',
      'negative',
      'carLoanInterest',
      /^carLoanInterest cannot be negative/,
    ],
    [
      '{"income":1000,"carLoanInterest":1000000001}',
      'too_large',
      'carLoanInterest',
      /^carLoanInterest must be at most/,
    ],
    ['{"income":1000,"age":-1}', 'out_of_range', 'age', /^age must be from 0 to 130/],
    ['{"income":1000,"age":131}', 'out_of_range', 'age', /^age must be from 0 to 130/],
    ['{"income":1000,"age":66.5}', 'not_an_integer', 'age', /^age must be a whole number/],
    ['{"income":1000,"age":"66"}', 'not_a_number', 'age', /^age must be a whole number/],
    [
      '{"income":1000,"filingStatus":"married_joint","spouseAge":200}',
      'out_of_range',
      'spouseAge',
      /^spouseAge must be from 0 to 130/,
    ],
    [
      '{"income":1000,"spouseAge":66}',
      'no_spouse',
      'spouseAge',
      /^spouseAge is only for a joint return/,
    ],
    [
      '{"income":1000,"filingStatus":"head_of_household","spouseAge":66}',
      'no_spouse',
      'spouseAge',
      /^spouseAge is only for a joint return/,
    ],
    ['{"income":1000,"blind":"yes"}', 'not_a_boolean', 'blind', /^blind must be true or false/],
    [
      '{"income":1000,"spouseBlind":1}',
      'not_a_boolean',
      'spouseBlind',
      /^spouseBlind must be true or false/,
    ],
    [
      '{"income":1000,"filingStatus":"married_separate","spouseBlind":true}',
      'no_spouse',
      'spouseBlind',
      /^spouseBlind is only for a joint return/,
    ],
    [
      '{"income":1000,"otherDependents":21}',
      'out_of_range',
      'otherDependents',
      /^otherDependents must be from 0 to 20/,
    ],
    [
      '{"income":1000,"otherDependents":-1}',
      'out_of_range',
      'otherDependents',
      /^otherDependents must be from 0 to 20/,
    ],
    [
      '{"income":1000,"otherDependents":1.5}',
      'not_an_integer',
      'otherDependents',
      /^otherDependents must be a whole number/,
    ],
  ];

  it.each(cases)('%s → %s', async (body, code, field, sentence) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error).toEqual({ code, field, message: expect.stringMatching(sentence) });
  });

  it('says it in Spanish for a Spanish client', async () => {
    const response = await fetch(`${base}/api/RefundCalculator`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ income: 1_000, tips: 2_000 }),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/^tips no puede ser mayor que income/);
  });
});

describe('the case page’s estimate and the API agree', () => {
  it('a 2026 W-2 with tips (TP) and overtime (TT), a filer of 66: the same refund', async () => {
    // 48,000.50 of wages, 3,900 withheld, 7,250.25 of tips, 2,100 of overtime premium; born
    // 1960-08-14: 66 on December 31, 2026.
    const reading: DocumentReading = {
      documentId: 'w2-2026',
      state: 'w2',
      method: 'pdf-text',
      figures: {
        taxYear: 2026,
        employer: 'Harbor Diner LLC',
        wages: 4_800_050,
        withheld: 390_000,
        box12: [
          { code: 'D', amount: 150_000 },
          { code: 'TP', amount: 725_025 },
          { code: 'TT', amount: 210_000 },
        ],
      },
    };
    const facts = returnFactsFor({
      ...EMPTY_ANSWERS,
      filingStatus: 'single',
      dateOfBirth: '1960-08-14',
    });
    const [year] = w2Estimates([reading], facts);
    const api = await answer({
      income: 48_000.5,
      withheld: 3_900,
      tips: 7_250.25,
      overtime: 2_100,
      age: 66,
      filingStatus: 'single',
      taxYear: 2026,
    });
    // Standard 16,100 + 2,050; Schedule 1-A 7,250 + 2,100 + 6,000 = 15,350.
    expect(api).toMatchObject({ standardDeduction: 18_150, scheduleOneA: { total: 15_350 } });
    expect(year?.estimate.refund).toBe(api.refund);
    expect(year?.estimate.scheduleOneA).toEqual(api.scheduleOneA);
  });
});

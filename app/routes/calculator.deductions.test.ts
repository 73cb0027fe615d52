/** The calculator's "Tips, overtime and age": the form's fields to the request, and the answer's lines. */
import { describe, expect, it } from 'vitest';
import { en } from '~/copy/en';
import { es } from '~/copy/es';
import { readAnswer } from './calculator.answer';
import { calculatorRequestBody, readCalculatorForm } from './calculator.form';
import { estimateFromForm } from './calculator.server';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe('the group in the request', () => {
  it('sends each field given, blanks left out', () => {
    const body = calculatorRequestBody(
      readCalculatorForm(
        form({
          income: '60000',
          filingStatus: 'married_joint',
          tips: '5000',
          overtime: '',
          age: '67',
          spouseAge: '64',
          otherDependents: '1',
          carLoanInterest: '800.5',
        }),
      ),
    );
    expect(body).toMatchObject({
      tips: 5000,
      age: 67,
      spouseAge: 64,
      otherDependents: 1,
      carLoanInterest: 800.5,
    });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('overtime');
  });

  it('sends the spouse’s age with a joint return only', () => {
    const body = calculatorRequestBody(
      readCalculatorForm(form({ income: '60000', filingStatus: 'single', spouseAge: '64' })),
    );
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('spouseAge');
  });
});

describe('without JavaScript', () => {
  it('estimates with the group: 2025 single, 38,000 with 9,000 of tips, 2,000 withheld', () => {
    // engine.law-2025.test.ts: refund 645.
    const result = estimateFromForm(
      readCalculatorForm(
        form({ income: '38000', tips: '9000', withheld: '2000', taxYear: '2025' }),
      ),
      true,
      en,
    );
    expect(result.estimate?.refund).toBe(645);
    expect(result.estimate?.scheduleOneA.tips).toBe(9000);
  });

  it('names the field refused, in the page’s language, and keeps what was typed', () => {
    const values = { income: '1000', tips: '900', overtime: '200', taxYear: '2025' };
    const english = estimateFromForm(readCalculatorForm(form(values)), true, en);
    expect(english.error).toEqual({
      field: 'overtime',
      message: en.deductions.fieldErrors.overtime,
    });
    expect(english.values.overtime).toBe('200');
    const spanish = estimateFromForm(
      readCalculatorForm(form({ income: '1000', age: '200' })),
      true,
      es,
    );
    expect(spanish.error).toEqual({ field: 'age', message: es.deductions.fieldErrors.age });
  });
});

describe('the answer’s lines', () => {
  it('reads each deduction and the credit for other dependents above 0', () => {
    const outcome = readAnswer(
      {
        refund: 1_069,
        taxYear: 2026,
        scheduleOneA: {
          tips: 6_000,
          overtime: 0,
          seniors: 12_000,
          carLoanInterest: 800,
          total: 18_800,
        },
        credits: { childTaxCredit: 0, otherDependentsCredit: 500 },
      },
      { income: 90_000 },
    );
    expect(outcome?.kind === 'estimate' && outcome.estimate).toMatchObject({
      deductions: { tips: 6_000, seniors: 12_000, carLoanInterest: 800 },
      credits: { otherDependentsCredit: 500 },
    });
    expect(outcome?.kind === 'estimate' && outcome.estimate.deductions).not.toHaveProperty(
      'overtime',
    );
  });

  it('shows none for the seed’s answer alone, and drops a line of the wrong type', () => {
    const seed = readAnswer({ refund: 500 }, { income: 40_000 });
    expect(seed?.kind === 'estimate' && seed.estimate.deductions).toBeUndefined();
    const odd = readAnswer(
      { refund: 500, scheduleOneA: { tips: 'lots', seniors: 6_000 } },
      { income: 40_000 },
    );
    expect(odd?.kind === 'estimate' && odd.estimate.deductions).toEqual({ seniors: 6_000 });
  });

  it('carries the year when the answer says Schedule 1-A was left out', () => {
    const outcome = readAnswer(
      { refund: 500, taxYear: 2024, scheduleOneAIgnored: true },
      { income: 40_000 },
    );
    expect(outcome?.kind === 'estimate' && outcome.estimate.scheduleOneAIgnoredYear).toBe(2024);
  });
});

import { expect, it } from 'vitest';
import { en } from '~/copy/en';
import { es } from '~/copy/es';
import { calculatorRequestBody, readCalculatorForm } from './calculator.form';
import { estimateFromForm } from './calculator.server';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

it('turns the form into the API body, blank itemized deductions 0, blanks left to defaults', () => {
  const values = readCalculatorForm(
    form({
      income: '52000.5',
      filingStatus: 'head_of_household',
      withheld: '',
      deductions: '',
      children: '2',
      taxYear: '2025',
    }),
  );
  expect(calculatorRequestBody(values)).toEqual({
    income: 52000.5,
    deductions: 0,
    filingStatus: 'head_of_household',
    withheld: undefined,
    children: 2,
    taxYear: 2025,
  });
  expect(JSON.parse(JSON.stringify(calculatorRequestBody(values)))).not.toHaveProperty('withheld');
});

it('passes text on as text, so validation names the field', () => {
  const body = calculatorRequestBody(readCalculatorForm(form({ income: 'lots' })));
  expect(body.income).toBe('lots');
});

it('without JavaScript: the same engine, and a message for each problem', () => {
  const ok = estimateFromForm(
    readCalculatorForm(form({ income: '64600', withheld: '8000', taxYear: '2024', children: '0' })),
    true,
    en,
  );
  expect(ok.estimate?.refund).toBe(1941);
  expect(ok.estimate?.fee).toBe(35);

  const unconfirmed = estimateFromForm(readCalculatorForm(form({ income: '64600' })), false, en);
  expect(unconfirmed.error?.message).toMatch(/confirm/);

  const bad = estimateFromForm(readCalculatorForm(form({ income: '-5' })), true, en);
  expect(bad.error).toMatchObject({ field: 'income' });
});

it('sends itemized deductions when given, and the page gets the same answer as the API', () => {
  const values = readCalculatorForm(
    form({ income: '700000', deductions: '40000', taxYear: '2026', withheld: '250000' }),
  );
  expect(calculatorRequestBody(values)).toMatchObject({ income: 700_000, deductions: 40_000 });
  // The worked example of the 2026 limit on itemized deductions: it leaves 37,838 of 40,000; tax 200,957.
  expect(estimateFromForm(values, true, en).estimate).toMatchObject({
    deduction: 37_838,
    deductionType: 'itemized',
    tax: 200_957,
  });
});

it('without JavaScript, a refused form gets a sentence for people and no text in number fields', () => {
  const refused = estimateFromForm(
    readCalculatorForm(form({ income: 'abc', withheld: '12x', children: '2', taxYear: '2026' })),
    true,
    en,
  );
  expect(refused.error).toEqual({
    field: 'income',
    message: 'Enter your annual income in US dollars, as a number such as 52000.',
  });
  expect(refused.values).toMatchObject({ income: '', withheld: '', children: '2' });

  const tooManyChildren = estimateFromForm(
    readCalculatorForm(form({ income: '50000', children: '21' })),
    true,
    en,
  );
  expect(tooManyChildren.error?.message).toBe(
    'Enter the number of children under 17 as a whole number from 0 to 20.',
  );
  expect(tooManyChildren.values.children).toBe('21');
});

it('without JavaScript on a Spanish page, the sentences are Spanish', () => {
  const unconfirmed = estimateFromForm(readCalculatorForm(form({ income: '64600' })), false, es);
  expect(unconfirmed.error?.message).toBe(es.calculator.confirmRequired);
  const refused = estimateFromForm(readCalculatorForm(form({ income: 'abc' })), true, es);
  expect(refused.error).toEqual({ field: 'income', message: es.calculator.fieldErrors.income });
});

import { expect, it } from 'vitest';
import { calculatorRequestBody, readCalculatorForm } from './calculator-form';
import { estimateFromForm } from './calculator.server';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

it('turns the form into the API body, deductions always 0, blanks left to defaults', () => {
  const values = readCalculatorForm(
    form({
      income: '52000.5',
      filingStatus: 'head_of_household',
      withheld: '',
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
  );
  expect(ok.estimate?.refund).toBe(1941);
  expect(ok.estimate?.fee).toBe(35);

  const unconfirmed = estimateFromForm(readCalculatorForm(form({ income: '64600' })), false);
  expect(unconfirmed.error?.message).toMatch(/confirm/);

  const bad = estimateFromForm(readCalculatorForm(form({ income: '-5' })), true);
  expect(bad.error).toMatchObject({ field: 'income' });
});

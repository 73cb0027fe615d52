import { describe, expect, it } from 'vitest';
import {
  defaultTaxYear,
  FILING_STATUSES,
  parseRefundRequest,
  SUPPORTED_TAX_YEARS,
  type RefundRequestErrorCode,
  type RefundRequestField,
} from './request';

describe('parseRefundRequest: accepted bodies', () => {
  it('fills every default from income alone', () => {
    expect(parseRefundRequest({ income: 52_000 })).toEqual({
      ok: true,
      input: {
        income: 52_000,
        deductions: 0,
        filingStatus: 'single',
        children: 0,
        taxYear: defaultTaxYear(new Date()),
      },
    });
  });

  it('takes every field when given', () => {
    const given = {
      income: 80_000.5,
      deductions: 31_000,
      filingStatus: 'married_joint',
      withheld: 6_000,
      children: 2,
      taxYear: 2024,
    };
    expect(parseRefundRequest(given)).toEqual({ ok: true, input: given });
  });

  it('treats withheld null or absent as not known (assumed by the engine)', () => {
    for (const body of [{ income: 1 }, { income: 1, withheld: null }]) {
      const result = parseRefundRequest(body);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.input).not.toHaveProperty('withheld');
    }
  });

  it('keeps a withholding of zero: zero is known, not missing', () => {
    const result = parseRefundRequest({ income: 1, withheld: 0 });
    expect(result.ok && result.input.withheld).toBe(0);
  });

  it('accepts the limits: 0 and 1,000,000,000 dollars, 0 and 20 children', () => {
    expect(parseRefundRequest({ income: 0, children: 0 }).ok).toBe(true);
    expect(
      parseRefundRequest({ income: 1e9, deductions: 1e9, withheld: 1e9, children: 20 }).ok,
    ).toBe(true);
  });

  it('accepts every filing status and every supported year', () => {
    for (const value of FILING_STATUSES) {
      for (const taxYear of SUPPORTED_TAX_YEARS) {
        const result = parseRefundRequest({ income: 1, filingStatus: value, taxYear });
        expect(result.ok && [result.input.filingStatus, result.input.taxYear]).toEqual([
          value,
          taxYear,
        ]);
      }
    }
  });

  it('ignores unknown fields', () => {
    const result = parseRefundRequest({ income: 1, state: 'CA', dependents: 3 });
    expect(result.ok && result.input.children).toBe(0);
  });

  it('never reads a field through the prototype', () => {
    const body = Object.create({ income: 5 }) as object;
    expect(parseRefundRequest(body)).toMatchObject({
      ok: false,
      error: { code: 'missing_field', field: 'income' },
    });
  });
});

type Rejection = readonly [
  what: string,
  body: unknown,
  code: RefundRequestErrorCode,
  field: RefundRequestField | null,
];

const REJECTIONS: readonly Rejection[] = [
  ['an array body', [{ income: 1 }], 'invalid_body', null],
  ['a null body', null, 'invalid_body', null],
  ['a string body', '{"income": 1}', 'invalid_body', null],
  ['a number body', 52_000, 'invalid_body', null],
  ['no income', {}, 'missing_field', 'income'],
  ['income null', { income: null }, 'missing_field', 'income'],
  ['income as text', { income: '50000' }, 'not_a_number', 'income'],
  ['income as "Infinity" text', { income: 'Infinity' }, 'not_a_number', 'income'],
  ['income true', { income: true }, 'not_a_number', 'income'],
  ['income an object', { income: { amount: 1 } }, 'not_a_number', 'income'],
  ['income NaN', { income: NaN }, 'not_finite', 'income'],
  ['income Infinity', { income: Infinity }, 'not_finite', 'income'],
  ['income negative', { income: -1 }, 'negative', 'income'],
  ['income above 1e9', { income: 1e9 + 1 }, 'too_large', 'income'],
  ['deductions as text', { income: 1, deductions: '0' }, 'not_a_number', 'deductions'],
  ['deductions negative', { income: 1, deductions: -0.01 }, 'negative', 'deductions'],
  ['deductions above 1e9', { income: 1, deductions: 2e9 }, 'too_large', 'deductions'],
  ['deductions -Infinity', { income: 1, deductions: -Infinity }, 'not_finite', 'deductions'],
  [
    'an unknown status',
    { income: 1, filingStatus: 'married' },
    'unknown_filing_status',
    'filingStatus',
  ],
  [
    'a status in other case',
    { income: 1, filingStatus: 'Single' },
    'unknown_filing_status',
    'filingStatus',
  ],
  [
    'a status that is not text',
    { income: 1, filingStatus: 1 },
    'unknown_filing_status',
    'filingStatus',
  ],
  ['withheld as text', { income: 1, withheld: '100' }, 'not_a_number', 'withheld'],
  ['withheld negative', { income: 1, withheld: -5 }, 'negative', 'withheld'],
  ['withheld above 1e9', { income: 1, withheld: 1e10 }, 'too_large', 'withheld'],
  ['withheld NaN', { income: 1, withheld: NaN }, 'not_finite', 'withheld'],
  ['children as text', { income: 1, children: '2' }, 'not_a_number', 'children'],
  ['children fractional', { income: 1, children: 1.5 }, 'not_an_integer', 'children'],
  ['children NaN', { income: 1, children: NaN }, 'not_an_integer', 'children'],
  ['children negative', { income: 1, children: -1 }, 'out_of_range', 'children'],
  ['children above 20', { income: 1, children: 21 }, 'out_of_range', 'children'],
  ['taxYear as text', { income: 1, taxYear: '2025' }, 'not_a_number', 'taxYear'],
  ['an unsupported year', { income: 1, taxYear: 2023 }, 'unsupported_tax_year', 'taxYear'],
  ['a future year', { income: 1, taxYear: 2027 }, 'unsupported_tax_year', 'taxYear'],
  ['a fractional year', { income: 1, taxYear: 2025.5 }, 'unsupported_tax_year', 'taxYear'],
];

describe('parseRefundRequest: rejected bodies', () => {
  it.each(REJECTIONS)('%s → %s', (_what, body, code, field) => {
    const result = parseRefundRequest(body);
    expect(result).toMatchObject({ ok: false, error: { code, field } });
    if (!result.ok) {
      // A plain-English sentence naming the field, for the API answer.
      expect(result.error.message).toMatch(/\.$/);
      if (field !== null) expect(result.error.message).toContain(field);
    }
  });

  it('reports the first bad field in a fixed order, whatever order they were sent in', () => {
    const forward = parseRefundRequest({ income: -1, children: 99 });
    const backward = parseRefundRequest({ children: 99, income: -1 });
    expect(forward).toEqual(backward);
    expect(forward).toMatchObject({ ok: false, error: { field: 'income' } });
  });
});

describe('parseRefundRequest: the API messages, word for word', () => {
  it.each([
    [[1], 'The request body must be a JSON object, such as {"income": 52000}.'],
    [{}, 'income is required: your annual income in US dollars.'],
    [{ income: '50000' }, 'income must be a number, not text in quotes (send 52000, not "52000").'],
    [{ income: true }, 'income must be a number of US dollars.'],
    [{ income: NaN }, 'income must be a finite number of dollars.'],
    [{ income: 1, withheld: -5 }, 'withheld cannot be negative.'],
    [{ income: 1e9 + 1 }, 'income must be at most 1,000,000,000 dollars.'],
    [
      { income: 1, filingStatus: 'married' },
      'filingStatus must be one of: single, married_joint, married_separate, head_of_household, surviving_spouse.',
    ],
    [{ income: 1, children: 1.5 }, 'children must be a whole number, from 0 to 20.'],
    [{ income: 1, children: 21 }, 'children must be from 0 to 20.'],
    [{ income: 1, taxYear: '2025' }, 'taxYear must be a number, such as 2025.'],
    [{ income: 1, taxYear: 2023 }, 'taxYear must be one of the supported years: 2026, 2025, 2024.'],
  ])('%j → %s', (body, message) => {
    expect(parseRefundRequest(body)).toMatchObject({ ok: false, error: { message } });
  });
});

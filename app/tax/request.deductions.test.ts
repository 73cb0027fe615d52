/** parseRefundRequest with the 2025 to 2028 law's fields (docs/product.md). */
import { describe, expect, it } from 'vitest';
import { es } from '../copy/es';
import { parseRefundRequest } from './request';

describe('the law’s fields', () => {
  it('leaves the input as before when none is given, or each is null, 0 or false', () => {
    const plain = parseRefundRequest({ income: 52_000, taxYear: 2025 });
    const empty = parseRefundRequest({
      income: 52_000,
      taxYear: 2025,
      tips: 0,
      overtime: null,
      carLoanInterest: 0,
      age: null,
      spouseAge: null,
      blind: false,
      spouseBlind: null,
      otherDependents: 0,
    });
    expect(empty).toEqual(plain);
    expect(plain.ok && Object.keys(plain.input)).not.toContain('tips');
  });

  it('takes each when given', () => {
    const given = {
      tips: 9_000,
      overtime: 4_000,
      carLoanInterest: 1_200,
      age: 66,
      spouseAge: 0,
      blind: true,
      spouseBlind: false,
      otherDependents: 2,
    };
    const result = parseRefundRequest({
      income: 80_000,
      filingStatus: 'married_joint',
      taxYear: 2026,
      ...given,
    });
    expect(result.ok && result.input).toMatchObject(given);
  });

  it('accepts the limits: ages 0 and 130, 20 other dependents, tips and overtime equal to income', () => {
    expect(parseRefundRequest({ income: 10, age: 0, otherDependents: 20 }).ok).toBe(true);
    expect(parseRefundRequest({ income: 10, age: 130, tips: 10 }).ok).toBe(true);
    expect(parseRefundRequest({ income: 10, tips: 4, overtime: 6 }).ok).toBe(true);
    expect(
      parseRefundRequest({ income: 10, filingStatus: 'married_joint', spouseAge: 130 }).ok,
    ).toBe(true);
  });

  it('checks each field before how the fields fit together', () => {
    // tips above income, and a spouse's age on a single return: the field's own problem first.
    const result = parseRefundRequest({ income: 10, tips: 20, spouseAge: -1 });
    expect(result.ok ? null : result.error).toMatchObject({
      field: 'spouseAge',
      code: 'out_of_range',
    });
  });

  it('refuses in the language asked for', () => {
    const result = parseRefundRequest({ income: 10, overtime: 11 }, es.refundRequest);
    expect(result.ok ? null : result.error).toEqual({
      code: 'above_income',
      field: 'overtime',
      message:
        'tips y overtime juntos no pueden ser mayores que income: ambos forman parte de su salario.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { estimateRefund } from '~/tax/engine';
import { ageAtYearEnd, returnFactsFor, w2Estimates } from './estimate';
import type { DocumentReading } from './readings';

const w2 = (taxYear: number, wages: number, withheld: number): DocumentReading => ({
  documentId: `doc-${taxYear}-${wages}`,
  state: 'w2',
  method: 'pdf-text',
  figures: { taxYear, employer: 'Acme Widgets Inc', wages, withheld },
});

describe('the estimate from the W-2s', () => {
  it('adds up the W-2s of a year and asks the engine, as single with no children without return details', () => {
    const [estimate, ...others] = w2Estimates(
      [
        w2(2025, 3_000_000, 250_000),
        w2(2025, 1_500_000, 100_000),
        { documentId: 'x', state: 'reading' },
      ],
      undefined,
    );
    expect(others).toEqual([]);
    expect(estimate).toMatchObject({
      taxYear: 2025,
      wages: 4_500_000,
      withheld: 350_000,
      forms: 2,
      assumed: true,
    });
    expect(estimate?.estimate).toEqual(
      estimateRefund({
        income: 45_000,
        deductions: 0,
        filingStatus: 'single',
        withheld: 3_500,
        children: 0,
        taxYear: 2025,
      }),
    );
  });

  it("takes the return details' filing status and children under 17, one estimate a year, newest first", () => {
    const estimates = w2Estimates([w2(2024, 2_000_000, 100_000), w2(2025, 4_000_000, 300_000)], {
      filingStatus: 'head_of_household',
      childrenUnder17: 2,
    });
    expect(estimates.map((each) => [each.taxYear, each.assumed])).toEqual([
      [2025, false],
      [2024, false],
    ]);
    expect(estimates[0]?.estimate).toEqual(
      estimateRefund({
        income: 40_000,
        deductions: 0,
        filingStatus: 'head_of_household',
        withheld: 3_000,
        children: 2,
        taxYear: 2025,
      }),
    );
  });

  it('counts no W-2 that was not read', () => {
    expect(
      w2Estimates(
        [
          { documentId: 'a', state: 'unreadable', method: 'ocr' },
          { documentId: 'b', state: 'other' },
        ],
        undefined,
      ),
    ).toEqual([]);
  });

  it("counts the return details' children under 17 on December 31 of each W-2's tax year", () => {
    const child = (dateOfBirth: string, relationship: 'son' | 'parent', months: number | null) => ({
      firstName: 'A',
      lastName: 'B',
      dateOfBirth,
      relationship,
      months,
    });
    expect(returnFactsFor({ filingStatus: null, dependents: [] })).toBeUndefined();
    const facts = returnFactsFor({
      filingStatus: 'married_joint',
      dependents: [
        // 16 on December 31, 2025; 17 on December 31, 2026.
        child('2009-06-01', 'son', 12),
        // Born in 2025: counted whatever the months; not born yet in 2024.
        child('2025-11-20', 'son', 1),
        // Half the year or less with the client, a parent, a date not given: not counted.
        child('2015-01-01', 'son', 6),
        child('2015-01-01', 'parent', 12),
        child('', 'son', 12),
        // Months not answered yet do not exclude.
        child('2016-03-03', 'son', null),
      ],
    });
    // The parent is another dependent every year; the first son too from 2026, when he is 17.
    const rest = { age: null, spouseAge: null };
    expect(facts?.(2025)).toEqual({
      filingStatus: 'married_joint',
      childrenUnder17: 3,
      otherDependents: 1,
      ...rest,
    });
    expect(facts?.(2024)).toEqual({
      filingStatus: 'married_joint',
      childrenUnder17: 2,
      otherDependents: 1,
      ...rest,
    });
    expect(facts?.(2026)).toEqual({
      filingStatus: 'married_joint',
      childrenUnder17: 1,
      otherDependents: 2,
      ...rest,
    });
    const [estimate] = w2Estimates([w2(2025, 4_000_000, 300_000)], facts);
    expect(estimate?.assumed).toBe(false);
    expect(estimate?.estimate.filingStatus).toBe('married_joint');
  });
});

describe('the 2025 to 2028 law from the return details and the W-2s', () => {
  it('counts age on December 31 as the IRS does: a year older when born on January 1', () => {
    expect(ageAtYearEnd('1960-08-14', 2026)).toBe(66);
    expect(ageAtYearEnd('1961-01-02', 2025)).toBe(64);
    expect(ageAtYearEnd('1961-01-01', 2025)).toBe(65);
    expect(ageAtYearEnd('2027-03-01', 2026)).toBeNull();
    expect(ageAtYearEnd(null, 2026)).toBeNull();
  });

  it('takes the filer’s and, on a joint return only, the spouse’s age', () => {
    const answers = {
      dependents: [],
      dateOfBirth: '1959-04-01',
      spouseDateOfBirth: '1990-04-01',
    };
    expect(returnFactsFor({ ...answers, filingStatus: 'married_joint' })?.(2025)).toMatchObject({
      age: 66,
      spouseAge: 35,
    });
    expect(returnFactsFor({ ...answers, filingStatus: 'single' })?.(2025)).toMatchObject({
      age: 66,
      spouseAge: null,
    });
  });

  it('adds up box 12 TP and TT of a year’s W-2s as tips and overtime', () => {
    const withBox12 = (documentId: string, tips: number, overtime: number): DocumentReading => ({
      documentId,
      state: 'w2',
      method: 'pdf-text',
      figures: {
        taxYear: 2026,
        employer: 'Acme Widgets Inc',
        wages: 2_000_000,
        withheld: 100_000,
        box12: [
          { code: 'TP', amount: tips },
          { code: 'TT', amount: overtime },
        ],
      },
    });
    const [estimate] = w2Estimates(
      [withBox12('a', 300_000, 50_000), withBox12('b', 200_000, 0)],
      undefined,
    );
    expect(estimate?.estimate.scheduleOneA).toMatchObject({ tips: 5_000, overtime: 500 });
  });
});

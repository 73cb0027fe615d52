import { describe, expect, it } from 'vitest';
import { estimateRefund } from '~/tax/engine';
import { returnFactsFor, w2Estimates } from './estimate';
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
    expect(facts?.(2025)).toEqual({ filingStatus: 'married_joint', childrenUnder17: 3 });
    expect(facts?.(2024)).toEqual({ filingStatus: 'married_joint', childrenUnder17: 2 });
    expect(facts?.(2026)).toEqual({ filingStatus: 'married_joint', childrenUnder17: 1 });
    const [estimate] = w2Estimates([w2(2025, 4_000_000, 300_000)], facts);
    expect(estimate?.assumed).toBe(false);
    expect(estimate?.estimate.filingStatus).toBe('married_joint');
  });
});

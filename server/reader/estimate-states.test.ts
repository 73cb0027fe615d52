/** The case page's state estimate from the W-2s' boxes 15 to 17 (docs/product.md). */
import { describe, expect, it } from 'vitest';
import { w2Estimates } from './estimate';
import type { DocumentReading } from './readings';

type Line = { code: string; wages: number; withheld: number };

const w2 = (id: string, wages: number, withheld: number, states: Line[]): DocumentReading => ({
  documentId: id,
  state: 'w2',
  method: 'pdf-text',
  figures: { taxYear: 2025, employer: `Employer ${id}`, wages, withheld, states },
});

describe('the state estimate from the W-2s', () => {
  it("adds up one state's boxes 16 and 17 and estimates it as a full-year resident's", () => {
    // Two Illinois W-2s: 50,000 of wages, 2,500 withheld. Single, no children (assumed):
    // IL-1040 line 11: 50,000 − 2,850 = 47,150; line 12: × 4.95% = 2,333.93 → 2,334; 2,500 − 2,334.
    const [year] = w2Estimates(
      [
        w2('a', 3_000_000, 300_000, [{ code: 'IL', wages: 3_000_000, withheld: 150_000 }]),
        w2('b', 2_000_000, 200_000, [{ code: 'IL', wages: 2_000_000, withheld: 100_000 }]),
      ],
      undefined,
    );
    expect(year?.states).toEqual([
      {
        code: 'IL',
        estimated: true,
        provisional: false,
        tax: 2_334,
        credits: {},
        withheld: 2_500,
        refund: 166,
      },
    ]);
  });

  it('estimates no state when the W-2s name two (not a full-year resident of one)', () => {
    const [year] = w2Estimates(
      [
        w2('a', 3_000_000, 300_000, [{ code: 'IL', wages: 3_000_000, withheld: 150_000 }]),
        w2('b', 2_000_000, 200_000, [{ code: 'WI', wages: 2_000_000, withheld: 90_000 }]),
      ],
      undefined,
    );
    expect(
      year?.states.map(({ code, estimated, refund }) => ({ code, estimated, refund })),
    ).toEqual([
      { code: 'IL', estimated: false, refund: null },
      { code: 'WI', estimated: false, refund: null },
    ]);
  });

  it('shows no state for W-2s read without boxes 15 to 17', () => {
    const [year] = w2Estimates(
      [
        {
          documentId: 'a',
          state: 'w2',
          method: 'ocr',
          figures: { taxYear: 2025, employer: 'Acme', wages: 1, withheld: 0 },
        },
      ],
      undefined,
    );
    expect(year?.states).toEqual([]);
  });
});

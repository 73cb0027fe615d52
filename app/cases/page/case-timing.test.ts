import { describe, expect, it } from 'vitest';
import type { CaseView } from './CasePage';
import { caseTiming } from './CasePage';
import { w2Estimates } from '../../../server/reader/estimate';
import type { DocumentReading } from '../../../server/reader/readings';

const w2 = (wages: number): DocumentReading => ({
  documentId: 'a',
  state: 'w2',
  method: 'pdf-text',
  figures: { taxYear: 2025, employer: 'Acme', wages, withheld: 100_000 },
});

const viewOf = (readings: DocumentReading[], facts?: Parameters<typeof w2Estimates>[1]) =>
  ({ w2s: { readings, estimates: w2Estimates(readings, facts) } }) as unknown as CaseView;

// "When to expect your refund" on the case page (docs/product.md, "The client's journey"): the PATH
// Act's hold when the case's W-2 estimate carries the EIC or the ACTC, else the usual 21 days.
describe('the case page\'s "When to expect your refund"', () => {
  it('is the usual 21 days without W-2s, or with an estimate carrying neither credit', () => {
    expect(caseTiming({} as CaseView)).toBe('standard');
    expect(caseTiming(viewOf([w2(6_000_000)]))).toBe('standard');
  });

  it("is the PATH Act's hold when the estimate carries the Earned Income Credit", () => {
    const view = viewOf([w2(2_000_000)], { filingStatus: 'head_of_household', childrenUnder17: 2 });
    expect(view.w2s?.estimates[0]?.estimate.credits.earnedIncomeCredit).toBeGreaterThan(0);
    expect(caseTiming(view)).toBe('pathAct');
  });
});

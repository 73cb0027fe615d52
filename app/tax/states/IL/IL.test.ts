/**
 * Illinois (Form IL-1040, Schedule IL-E/EIC), worked by hand line by line; the federal EIC is
 * given as Form 1040 line 27 would carry it. Columns: year, status, federal AGI (= wages),
 * children, federal EIC, age, then the expected tax after credits and the Illinois EIC.
 */
import { describe, expect, it } from 'vitest';
import { estimateState, type StateReturnInput } from '../index';
import type { FilingStatus } from '../types';

type Row = [number, FilingStatus, number, number, number, number | undefined, number, number];

const ROWS: readonly Row[] = [
  // line 10: 1 × 2,775; line 11: 50,000 − 2,775 = 47,225; line 12: × 4.95% = 2,337.64 → 2,338
  [2024, 'single', 50_000, 0, 0, undefined, 2_338, 0],
  // line 10: 4 × 2,850 = 11,400; line 11: 18,600; line 12: 920.70 → 921
  // IL EIC: 20% × 7,152 = 1,430.40 → 1,430; tax after credits 921 − 1,430 = −509
  [2025, 'married_joint', 30_000, 2, 7_152, undefined, -509, 1_430],
  // AGI above 250,000: no exemption (line 10 = 0); 260,000 × 4.95% = 12,870
  [2024, 'single', 260_000, 0, 0, undefined, 12_870, 0],
  // 65 or older: line 10 = 2,850 + 1,000 = 3,850; 16,150 × 4.95% = 799.43 → 799
  [2025, 'single', 20_000, 0, 0, 70, 799, 0],
  // joint, 500,000: still under the joint limit; 5 × 2,775 = 13,875; 486,125 × 4.95% = 24,063.19
  [2024, 'married_joint', 500_000, 3, 0, undefined, 24_063, 0],
  // 2026, provisional exemption 2,925: 47,075 × 4.95% = 2,330.21 → 2,330
  [2026, 'single', 50_000, 0, 0, undefined, 2_330, 0],
];

describe('Illinois', () => {
  it.each(ROWS)('%i %s AGI %i, %i children, federal EIC %i, age %s', (...row) => {
    const [taxYear, filingStatus, agi, children, federalEic, age, tax, eic] = row;
    const input: StateReturnInput = {
      taxYear,
      filingStatus,
      wages: agi,
      federalAgi: agi,
      children,
      federalEarnedIncomeCredit: federalEic,
      ...(age === undefined ? {} : { age }),
    };
    const answer = estimateState('IL', 1_000, input);
    expect(answer.tax).toBe(tax);
    expect(answer.credits).toEqual(eic > 0 ? { earnedIncomeCredit: eic } : {});
    expect(answer.refund).toBe(1_000 - tax);
    expect(answer.provisional).toBe(taxYear === 2026);
  });
});

/**
 * Schedule 1-A (Form 1040), Parts II to V, line by line, for every filing status, in 2025 and 2026
 * (the figures are the statute's, the same in every year from 2025 to 2028). Each expected amount
 * is worked in its comment from ../statute.ts, never by running the code.
 */
import { describe, expect, it } from 'vitest';
import type { FilingStatus } from './figures';
import { scheduleOneA, type ScheduleOneAInput } from './schedule-1a';
import { figuresForYear } from './years';

const NONE: ScheduleOneAInput = { tips: 0, overtime: 0, carLoanInterest: 0, seniors: 0 };

type Row = [status: FilingStatus, amount: number, magi: number, expected: number, why: string];

function figures(taxYear: number) {
  const year = figuresForYear(taxYear)?.scheduleOneA;
  if (year === undefined || year === null) throw new Error(`No Schedule 1-A for ${taxYear}`);
  return year;
}

describe.each([2025, 2026])('Schedule 1-A for %i', (taxYear) => {
  const part = (input: Partial<ScheduleOneAInput>, magi: number, status: FilingStatus) =>
    scheduleOneA({ ...NONE, ...input }, magi, figures(taxYear), status);

  // Part II: at most 25,000 a return; less 100 for each whole 1,000 of MAGI above 150,000
  // (300,000 joint); none when married filing separately.
  const tips: Row[] = [
    ['single', 9_000, 38_000, 9_000, 'below the cap and the threshold'],
    ['single', 25_000, 100_000, 25_000, 'at the cap'],
    ['single', 30_000, 100_000, 25_000, 'above the cap: 25,000'],
    ['single', 25_000, 150_000, 25_000, 'at the threshold: no reduction'],
    ['single', 25_000, 150_999, 25_000, '999 above: no whole 1,000, no reduction'],
    ['single', 25_000, 151_000, 24_900, '1,000 above: 1 × 100'],
    ['single', 25_000, 160_500, 24_000, '10,500 above: 10 whole 1,000s × 100 = 1,000'],
    ['single', 25_000, 399_000, 100, '249,000 above: 24,900 off'],
    ['single', 25_000, 400_000, 0, '250,000 above: 25,000 off, nothing left'],
    ['single', 5_000, 200_000, 0, '50,000 above: 5,000 off the 5,000'],
    ['head_of_household', 12_000, 170_000, 10_000, '20,000 above 150,000: 2,000 off'],
    ['surviving_spouse', 25_000, 200_000, 20_000, 'not a joint return: 150,000, 5,000 off'],
    ['married_joint', 25_000, 300_000, 25_000, 'at the joint threshold'],
    ['married_joint', 30_000, 310_500, 24_000, 'capped at 25,000; 10,500 above 300,000: 1,000 off'],
    ['married_joint', 25_000, 550_000, 0, '250,000 above: all of it off'],
    ['married_separate', 9_000, 38_000, 0, 'none when married filing separately'],
  ];
  it.each(tips)('tips, %s: %i at MAGI %i → %i (%s)', (status, amount, magi, expected) => {
    expect(part({ tips: amount }, magi, status)).toMatchObject({ tips: expected, total: expected });
  });

  // Part III: at most 12,500 (25,000 joint), the same reduction; none for married filing separately.
  const overtime: Row[] = [
    ['single', 4_000, 50_000, 4_000, 'below the cap'],
    ['single', 12_500, 50_000, 12_500, 'at the cap'],
    ['single', 20_000, 50_000, 12_500, 'above the cap: 12,500'],
    ['single', 12_500, 180_000, 9_500, '30,000 above 150,000: 3,000 off'],
    ['single', 12_500, 180_999, 9_500, '30,999 above: still 30 whole 1,000s'],
    ['single', 12_500, 275_000, 0, '125,000 above: 12,500 off'],
    ['head_of_household', 20_000, 151_000, 12_400, 'capped at 12,500; 1,000 above: 100 off'],
    ['surviving_spouse', 20_000, 100_000, 12_500, 'not a joint return: 12,500'],
    ['married_joint', 30_000, 100_000, 25_000, 'joint cap 25,000'],
    ['married_joint', 25_000, 350_000, 20_000, '50,000 above 300,000: 5,000 off'],
    ['married_joint', 25_000, 549_999, 100, '249,999 above: 249 × 100 = 24,900 off'],
    ['married_separate', 4_000, 50_000, 0, 'none when married filing separately'],
  ];
  it.each(overtime)('overtime, %s: %i at MAGI %i → %i (%s)', (status, amount, magi, expected) => {
    expect(part({ overtime: amount }, magi, status)).toMatchObject({
      overtime: expected,
      total: expected,
    });
  });

  // Part IV: at most 10,000; less 200 for each 1,000 or part of 1,000 above 100,000 (200,000 joint).
  const carLoanInterest: Row[] = [
    ['single', 2_400, 60_000, 2_400, 'below the cap'],
    ['single', 10_000, 60_000, 10_000, 'at the cap'],
    ['single', 12_000, 90_000, 10_000, 'above the cap: 10,000'],
    ['single', 10_000, 100_000, 10_000, 'at the threshold'],
    ['single', 10_000, 100_001, 9_800, '1 above: a part of 1,000 counts, 200 off'],
    ['single', 10_000, 101_000, 9_800, '1,000 above: 200 off'],
    ['single', 10_000, 101_001, 9_600, '1,001 above: 2 steps, 400 off'],
    ['single', 10_000, 150_000, 0, '50,000 above: 10,000 off'],
    ['head_of_household', 3_000, 105_500, 1_800, '5,500 above: 6 steps, 1,200 off'],
    ['surviving_spouse', 3_000, 150_000, 0, 'not joint: 50 steps off 3,000'],
    ['married_separate', 5_000, 50_000, 5_000, 'allowed when married filing separately'],
    ['married_separate', 5_000, 110_000, 3_000, 'its threshold is 100,000: 2,000 off'],
    ['married_joint', 10_000, 200_000, 10_000, 'at the joint threshold'],
    ['married_joint', 3_000, 210_500, 800, '10,500 above 200,000: 11 steps, 2,200 off'],
  ];
  it.each(carLoanInterest)(
    'car-loan interest, %s: %i at MAGI %i → %i (%s)',
    (status, amount, magi, expected) => {
      expect(part({ carLoanInterest: amount }, magi, status)).toMatchObject({
        carLoanInterest: expected,
        total: expected,
      });
    },
  );

  // Part V: 6,000 less 6% of MAGI above 75,000 (150,000 joint), rounded to whole dollars, for
  // each of the filer and the spouse 65 or older; none when married filing separately.
  const seniors: Row[] = [
    ['single', 1, 40_000, 6_000, 'below the threshold'],
    ['single', 1, 75_000, 6_000, 'at the threshold'],
    ['single', 1, 75_008, 6_000, '8 above: 0.48 → 0'],
    ['single', 1, 75_010, 5_999, '10 above: 0.60 → 1'],
    ['single', 1, 80_000, 5_700, '5,000 above: 300 off'],
    ['single', 1, 175_000, 0, '100,000 above: 6,000 off'],
    ['head_of_household', 1, 100_000, 4_500, '25,000 above: 1,500 off'],
    ['surviving_spouse', 1, 95_000, 4_800, 'not joint: 20,000 above 75,000, 1,200 off'],
    ['married_joint', 1, 160_000, 5_400, 'one spouse 65: 10,000 above 150,000, 600 off'],
    ['married_joint', 2, 120_000, 12_000, 'both 65: 6,000 each'],
    ['married_joint', 2, 180_000, 8_400, 'both: 6,000 − 1,800 = 4,200 each'],
    ['married_joint', 2, 250_000, 0, 'both: 100,000 above, 6,000 off each'],
    ['married_separate', 1, 40_000, 0, 'none when married filing separately'],
  ];
  it.each(seniors)('seniors, %s: %i at 65+, MAGI %i → %i (%s)', (status, count, magi, expected) => {
    expect(part({ seniors: count }, magi, status)).toMatchObject({
      seniors: expected,
      total: expected,
    });
  });

  it('adds the four parts on line 38', () => {
    // Single at 160,000: tips 10,000 − 1,000 = 9,000; overtime 5,000 − 1,000 = 4,000; car-loan
    // interest 10,000 − 60 steps × 200 → 0; seniors 6,000 − 6% × 85,000 = 900.
    expect(
      part(
        { tips: 10_000, overtime: 5_000, carLoanInterest: 10_000, seniors: 1 },
        160_000,
        'single',
      ),
    ).toEqual({ tips: 9_000, overtime: 4_000, seniors: 900, carLoanInterest: 0, total: 13_900 });
  });
});

/**
 * The 2025 form's own words for the steps (decision 232), tried for every filing status at the
 * threshold plus 50 and plus 1,500, the two examples each line prints: lines 11 and 19 "decrease
 * 1.5 to 1, and decrease 0.05 to 0"; line 28 "increase 1.5 to 2, and increase 0.05 to 1".
 */
describe('the steps as Schedule 1-A lines 11, 19 and 28 count them', () => {
  const year = figures(2025);
  const statuses: FilingStatus[] = [
    'single',
    'married_joint',
    'married_separate',
    'head_of_household',
    'surviving_spouse',
  ];
  const joint = (status: FilingStatus, jointValue: number, other: number) =>
    status === 'married_joint' ? jointValue : other;

  it.each(statuses)('%s', (status) => {
    const separate = status === 'married_separate';
    const at = (input: Partial<ScheduleOneAInput>, magi: number) =>
      scheduleOneA({ ...NONE, ...input }, magi, year, status);
    // Tips (lines 7-13): 5,000 a return; threshold 150,000 (300,000 joint).
    const tipsThreshold = joint(status, 300_000, 150_000);
    expect(at({ tips: 5_000 }, tipsThreshold + 50).tips).toBe(separate ? 0 : 5_000); // 0.05 → 0
    expect(at({ tips: 5_000 }, tipsThreshold + 1_500).tips).toBe(separate ? 0 : 4_900); // 1.5 → 1
    // Overtime (lines 15-21): the same threshold, the same steps.
    expect(at({ overtime: 5_000 }, tipsThreshold + 50).overtime).toBe(separate ? 0 : 5_000);
    expect(at({ overtime: 5_000 }, tipsThreshold + 1_500).overtime).toBe(separate ? 0 : 4_900);
    // Car-loan interest (lines 24-30): threshold 100,000 (200,000 joint), 200 a step, rounded up.
    const carThreshold = joint(status, 200_000, 100_000);
    expect(at({ carLoanInterest: 5_000 }, carThreshold + 50).carLoanInterest).toBe(4_800); // → 1
    expect(at({ carLoanInterest: 5_000 }, carThreshold + 1_500).carLoanInterest).toBe(4_600); // → 2
    // Seniors (lines 31-35): 6% of 1,500 is 90.
    const seniorsThreshold = joint(status, 150_000, 75_000);
    expect(at({ seniors: 1 }, seniorsThreshold + 1_500).seniors).toBe(separate ? 0 : 5_910);
  });

  it("works a single filer's Part II and Part IV line by line", () => {
    // Tips 3,000 at MAGI 157,350: line 7 3,000; line 10 7,350; line 11 7.35 → 7; line 12 700;
    // line 13 2,300. A continuous 10% (735 off) would give 2,265; rounding up, 2,200.
    // Car-loan interest 6,000 at MAGI 104,050: line 24 6,000; line 27 4,050; line 28 4.05 → 5;
    // line 29 1,000; line 30 5,000. Rounding down would give 5,200.
    expect(
      scheduleOneA({ ...NONE, tips: 3_000, carLoanInterest: 6_000 }, 157_350, year, 'single'),
    ).toMatchObject({ tips: 2_300, carLoanInterest: 0 });
    expect(
      scheduleOneA({ ...NONE, carLoanInterest: 6_000 }, 104_050, year, 'single').carLoanInterest,
    ).toBe(5_000);
  });
});

describe('the years of Schedule 1-A', () => {
  it('is in 2025 and 2026, not in 2024', () => {
    expect(figuresForYear(2024)?.scheduleOneA).toBeNull();
    expect(figuresForYear(2025)?.scheduleOneA).not.toBeNull();
    expect(figuresForYear(2026)?.scheduleOneA).not.toBeNull();
  });
});

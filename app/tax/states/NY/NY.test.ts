/** New York: Form IT-201, IT-213, IT-215 and the tax computation worksheets. Columns: ../rows.testing.ts. */
import { checkStateRows } from '../rows.testing';

checkStateRows(
  'NY',
  [
    // line 34: 8,000; line 38: 42,000; 340 + 144 + 115.50 + 28,100 × 5.5% (1,545.50) = 2,145;
    // household credit table 1: nothing above 28,000
    [2024, 'single', 50_000, 0, 0, undefined, 2_145, {}],
    // line 38: 30,000 − 16,050 − 2,000 = 11,950 × 4% = 478; line 40, table 2 (AGI to 32,000,
    // four people): 20 + 3 × 5 = 35; IT-213 (2025): 2 × 330; IT-215: 30% × 7,152 = 2,145.60
    // → 2,146, less the household credit, 2,111; 478 − 35 − 660 − 2,111 = −2,328
    [
      2025,
      'married_joint',
      30_000,
      2,
      7_152,
      undefined,
      -2_328,
      { householdCredit: 35, empireStateChildCredit: 660, earnedIncomeCredit: 2_111 },
    ],
    // 2026 rates: line 38 142,000: 331.50 + 140.80 + 113.30 + 3,604.50 + 61,350 × 5.9% (3,619.65)
    // = 7,809.75 → 7,810; worksheet: (150,000 − 107,650) / 50,000 = 0.847 × 567 = 480; 8,290
    [2026, 'single', 150_000, 0, 0, undefined, 8_290, {}],
    // line 38: 387,800; schedule 23,488.38 → 23,488; worksheet: recapture base 787 and the
    // 6.85% tier's 2,289 in full (AGI 130,700 above 269,300): 26,564 = 6.85% × 387,800
    [2024, 'head_of_household', 400_000, 1, 0, undefined, 26_564, {}],
    // line 38: 12,000; 340 + 144 + 300 × 5.25% = 499.75 → 500; no household credit apart
    // (table 3 reads the couple's AGI: decision 225)
    [2025, 'married_separate', 20_000, 0, 0, undefined, 500, {}],
    // line 38: 100,950; 2026 schedule 5,118.80 → 5,119; worksheet: 12,350 / 50,000 = 0.247 × 333
    // = 82; IT-213 (2026): 3 × 500 less 10 × 16.50 above 110,000 = 1,335; 5,201 − 1,335
    [2026, 'married_joint', 120_000, 3, 0, undefined, 3_866, { empireStateChildCredit: 1_335 }],
    // table 1 (AGI 7,001 to 20,000): 45, limited to the tax: line 38 7,000 × 4% = 280; IT-215:
    // 30% × 600 = 180 less 45 = 135; 280 − 45 − 135 = 100
    [
      2024,
      'single',
      15_000,
      0,
      600,
      undefined,
      100,
      { householdCredit: 45, earnedIncomeCredit: 135 },
    ],
  ],
  [],
);

/** New Jersey: Form NJ-1040 and its tax rate schedules. Columns: ../rows.testing.ts. */
import { checkStateRows } from '../rows.testing';

checkStateRows(
  'NJ',
  [
    // line 30: 1,000; line 38: 49,000; schedule A: 20,000 × 1.4% + 15,000 × 1.75%
    // + 5,000 × 3.5% + 9,000 × 5.525% = 280 + 262.50 + 175 + 497.25 = 1,214.75 → 1,215
    [2024, 'single', 50_000, 0, 0, undefined, 1_215, {}],
    // line 30: 2,000 + 2 × 1,500; taxable 25,000; schedule B: 280 + 87.50 = 367.50 → 368
    // line 58: 40% × 7,152 = 2,860.80 → 2,861; 368 − 2,861 = −2,493
    [2025, 'married_joint', 30_000, 2, 7_152, undefined, -2_493, { earnedIncomeCredit: 2_861 }],
    // gross income at the 10,000 threshold: no tax
    [2024, 'single', 10_000, 0, 0, undefined, 0, {}],
    // one dollar above: taxable 9,001 × 1.4% = 126.01 → 126
    [2024, 'single', 10_001, 0, 0, undefined, 126, {}],
    // schedule B: 1,000 + 1,500; taxable 97,500: 280 + 525 + 490 + 350 + 17,500 × 5.525%
    // (966.875) = 2,611.88 → 2,612
    [2026, 'head_of_household', 100_000, 1, 0, undefined, 2_612, {}],
    // both 65+: 2,000 + 2,000; taxable 56,000: 280 + 525 + 6,000 × 2.45% = 952
    [2025, 'married_joint', 60_000, 0, 0, 70, 952, {}],
  ],
  [],
);

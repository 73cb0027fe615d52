/** Michigan: Form MI-1040. Columns: ../rows.testing.ts. */
import { checkStateRows } from '../rows.testing';

checkStateRows(
  'MI',
  [
    // exemptions 1 × 5,600; taxable 44,400; × 4.25% = 1,887.00
    [2024, 'single', 50_000, 0, 0, undefined, 1_887, {}],
    // exemptions 4 × 5,800 = 23,200; taxable 6,800 × 4.25% = 289.00
    // MI EIC 30% × 7,152 = 2,145.60 → 2,146; 289 − 2,146 = −1,857
    [2025, 'married_joint', 30_000, 2, 7_152, undefined, -1_857, { earnedIncomeCredit: 2_146 }],
    // exemptions 2 × 5,600 = 11,200; 8,800 × 4.25% = 374; EIC 30% × 3,000 = 900; 374 − 900
    [2024, 'head_of_household', 20_000, 1, 3_000, undefined, -526, { earnedIncomeCredit: 900 }],
    // exemptions above income: taxable 0
    [2025, 'single', 5_000, 0, 0, undefined, 0, {}],
    // 2026, provisional exemption 6,000: 44,000 × 4.25% = 1,870
    [2026, 'single', 50_000, 0, 0, undefined, 1_870, {}],
  ],
  [2026],
);

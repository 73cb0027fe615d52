/** Ohio: Form IT 1040, its tax rate schedule and Schedule of Credits. Columns: ../rows.testing.ts. */
import { checkStateRows } from '../rows.testing';

checkStateRows(
  'OH',
  [
    // line 4: 2,150 (modified AGI 40,001-80,000); line 5: 47,850;
    // 2024 schedule: 360.69 + 2.75% × 21,800 (599.50) = 960.19 → 960
    [2024, 'single', 50_000, 0, 0, undefined, 960, {}],
    // line 4: 4 × 2,400; line 5: 20,400, at or below 26,050: no tax
    [2025, 'married_joint', 30_000, 2, 7_152, undefined, 0, {}],
    // line 5: 29,600; 360.69 + 2.75% × 3,550 (97.625) = 458.32 → 458; Schedule of Credits
    // line 9: base under 30,000, 1 × 20; line 13: 30% × 100 = 30, within half of 438
    [
      2024,
      'single',
      32_000,
      0,
      100,
      undefined,
      408,
      { exemptionCredit: 20, earnedIncomeCredit: 30 },
    ],
    // line 13 up to the tax left, with no half-the-tax limit since 2019: 30% × 2,000 = 600,
    // 438 of it allowed
    [
      2024,
      'single',
      32_000,
      0,
      2_000,
      undefined,
      0,
      { exemptionCredit: 20, earnedIncomeCredit: 438 },
    ],
    // line 4: 2 × 1,900; line 5: 116,200; 2025 schedule: 2,375.63 + 3.125% × 16,200 (506.25)
    // = 2,881.88 → 2,882
    [2025, 'head_of_household', 120_000, 1, 0, undefined, 2_882, {}],
    // 2026 (H.B. 96): 2 × 1,900; base 96,200; 332.00 + 2.75% × 70,150 (1,929.125) = 2,261.13
    // → 2,261; line 4 senior citizen credit (65+, base under 100,000): 50
    [2026, 'married_joint', 100_000, 0, 0, 70, 2_211, { seniorCitizenCredit: 50 }],
    // 2025: no exemption above 750,000; 2,375.63 + 3.125% × 700,000 = 24,250.63 → 24,251
    [2025, 'single', 800_000, 0, 0, undefined, 24_251, {}],
  ],
  [],
);

/** Illinois: Form IL-1040 and Schedule IL-E/EIC. Columns: ../rows.testing.ts. */
import { checkStateRows } from '../rows.testing';

checkStateRows(
  'IL',
  [
    // line 10: 1 × 2,775; line 11: 50,000 − 2,775 = 47,225; line 12: × 4.95% = 2,337.64 → 2,338
    [2024, 'single', 50_000, 0, 0, undefined, 2_338, {}],
    // line 10: 4 × 2,850 = 11,400; line 11: 18,600; line 12: 920.70 → 921
    // IL EIC: 20% × 7,152 = 1,430.40 → 1,430; tax after credits 921 − 1,430 = −509
    [2025, 'married_joint', 30_000, 2, 7_152, undefined, -509, { earnedIncomeCredit: 1_430 }],
    // AGI above 250,000: no exemption (line 10 = 0); 260,000 × 4.95% = 12,870
    [2024, 'single', 260_000, 0, 0, undefined, 12_870, {}],
    // 65 or older: line 10 = 2,850 + 1,000 = 3,850; 16,150 × 4.95% = 799.43 → 799
    [2025, 'single', 20_000, 0, 0, 70, 799, {}],
    // joint, both 65+: 2 × 2,850 + 2 × 1,000 = 7,700; 32,300 × 4.95% = 1,598.85 → 1,599
    [2025, 'married_joint', 40_000, 0, 0, 66, 1_599, {}],
    // joint at 500,000: not above the joint limit; 5 × 2,775 = 13,875; 486,125 × 4.95% = 24,063.19
    [2024, 'married_joint', 500_000, 3, 0, undefined, 24_063, {}],
    // 2026, provisional exemption 2,925: 47,075 × 4.95% = 2,330.21 → 2,330
    [2026, 'single', 50_000, 0, 0, undefined, 2_330, {}],
  ],
  [2026],
);

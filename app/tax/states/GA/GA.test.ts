/** Georgia: Form 500 and the IT-511 instructions. Columns: ../rows.testing.ts. */
import { checkStateRows } from '../rows.testing';

checkStateRows(
  'GA',
  [
    // line 11a: 12,000; taxable 38,000; × 5.39% = 2,048.20 → 2,048
    [2024, 'single', 50_000, 0, 0, undefined, 2_048, {}],
    // 24,000 and 2 × 4,000 dependents: taxable 28,000; × 5.19% = 1,453.20 → 1,453
    [2025, 'married_joint', 60_000, 2, 0, undefined, 1_453, {}],
    // 2026 (HB 463): 15,000 and 5,000: taxable 20,000; × 4.99% = 998
    [2026, 'head_of_household', 40_000, 1, 0, undefined, 998, {}],
    // taxable 3,000 × 5.39% = 161.70 → 162; low income credit, AGI under 20,000: 5 × 1 = 5
    [2024, 'single', 15_000, 0, 0, undefined, 157, { lowIncomeCredit: 5 }],
    // 65+: line 11 = 12,000 + 1,300; taxable 700 × 5.19% = 36.33 → 36;
    // low income credit under 15,000: 8 × (1 exemption + 1 for 65+) = 16; 36 − 16 = 20
    [2025, 'single', 14_000, 0, 0, 70, 20, { lowIncomeCredit: 16 }],
    // deductions above income: no tax, so no credit either
    [2024, 'married_joint', 19_000, 2, 0, undefined, 0, {}],
  ],
  [],
);

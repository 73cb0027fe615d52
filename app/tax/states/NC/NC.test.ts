/** North Carolina: Form D-400 and the D-401 child deduction table. Columns: ../rows.testing.ts. */
import { checkStateRows } from '../rows.testing';

checkStateRows(
  'NC',
  [
    // line 11: 12,750; line 14: 37,250; line 15: × 4.5% = 1,676.25 → 1,676
    [2024, 'single', 50_000, 0, 0, undefined, 1_676, {}],
    // line 10b: AGI 60,000, joint row "over 40,000 up to 60,000": 2 × 2,500 = 5,000
    // line 14: 60,000 − 5,000 − 25,500 = 29,500; line 15: × 4.25% = 1,253.75 → 1,254
    [2025, 'married_joint', 60_000, 2, 0, undefined, 1_254, {}],
    // head of household, AGI 30,000 (first row, up to 30,000): 3,000
    // line 14: 30,000 − 3,000 − 19,125 = 7,875; line 15: × 3.99% = 314.21 → 314
    [2026, 'head_of_household', 30_000, 1, 0, undefined, 314, {}],
    // single, AGI 70,000 (last row, up to 70,000): 500; 56,750 × 4.5% = 2,553.75 → 2,554
    [2024, 'single', 70_000, 1, 0, undefined, 2_554, {}],
    // single, AGI 70,001: no child deduction; 57,251 × 4.5% = 2,576.30 → 2,576
    [2024, 'single', 70_001, 1, 0, undefined, 2_576, {}],
    // below the standard deduction: no tax
    [2025, 'married_joint', 20_000, 0, 0, undefined, 0, {}],
  ],
  [],
);

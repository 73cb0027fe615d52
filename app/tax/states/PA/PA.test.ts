/** Pennsylvania: Form PA-40 and Schedule SP. Columns: ../rows.testing.ts. */
import { checkStateRows } from '../rows.testing';

checkStateRows(
  'PA',
  [
    // line 12: 50,000 × 3.07% = 1,535; eligibility income far above 6,500: no forgiveness
    [2024, 'single', 50_000, 0, 0, undefined, 1_535, {}],
    // 6,500 × 3.07% = 199.55 → 200; Schedule SP: at the base, 100% forgiven
    [2024, 'single', 6_500, 0, 0, undefined, 0, { taxForgiveness: 200 }],
    // 6,600: 202.62 → 203; 100 above the base is one step of 250: 90%, 182.70 → 183; 203 − 183
    [2024, 'single', 6_600, 0, 0, undefined, 20, { taxForgiveness: 183 }],
    // 8,750: 268.63 → 269; nine steps: 10%, 26.90 → 27; 269 − 27 = 242
    [2024, 'single', 8_750, 0, 0, undefined, 242, { taxForgiveness: 27 }],
    // 8,751: ten steps: 0%; 268.66 → 269
    [2024, 'single', 8_751, 0, 0, undefined, 269, {}],
    // joint, 2 children: base 13,000 + 2 × 9,500 = 32,000 ≥ 30,000: 100% of 921 forgiven
    // Working Pennsylvanians Tax Credit: 10% × 7,152 = 715.20 → 715; 921 − 921 − 715 = −715
    [
      2025,
      'married_joint',
      30_000,
      2,
      7_152,
      undefined,
      -715,
      { taxForgiveness: 921, workingPennsylvaniansTaxCredit: 715 },
    ],
    // married filing separately: the couple's income is not known, no forgiveness; 184.20 → 184
    [2026, 'married_separate', 6_000, 0, 0, undefined, 184, {}],
  ],
  [],
);

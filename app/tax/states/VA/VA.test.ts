/** Virginia: Form 760 and Schedule ADJ. Columns: ../rows.testing.ts. */
import { checkStateRows } from '../rows.testing';

checkStateRows(
  'VA',
  [
    // line 11: 8,500; line 12: 930; line 15: 40,570
    // line 16: 2% × 3,000 + 3% × 2,000 + 5% × 12,000 + 5.75% × 23,570 = 2,075.28 → 2,075
    [2024, 'single', 50_000, 0, 0, undefined, 2_075, {}],
    // 17,500 and 4 × 930: taxable 8,780; tax 60 + 60 + 5% × 3,780 = 309
    // EIC: refundable 20% × 7,152 = 1,430 beats non-refundable min(309, 1,430); 309 − 1,430
    [2025, 'married_joint', 30_000, 2, 7_152, undefined, -1_121, { earnedIncomeCredit: 1_430 }],
    // 8,500 and 2 × 930: taxable 9,640; tax 60 + 60 + 5% × 4,640 = 352
    // EIC 2024: refundable 15% × 3,000 = 450 beats non-refundable min(352, 600) = 352
    [2024, 'head_of_household', 20_000, 1, 3_000, undefined, -98, { earnedIncomeCredit: 450 }],
    // taxable 19,640; tax 720 + 5.75% × 2,640 = 871.80 → 872
    // EIC 2024: non-refundable min(872, 20% × 1,000 = 200) = 200 beats refundable 150
    [2024, 'head_of_household', 30_000, 1, 1_000, undefined, 672, { earnedIncomeCredit: 200 }],
    // 65+: 930 + 800; taxable 30,000 − 8,750 − 1,730 = 19,520; 720 + 5.75% × 2,520 = 864.90
    [2025, 'single', 30_000, 0, 0, 70, 865, {}],
  ],
  [],
);

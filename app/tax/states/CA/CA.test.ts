/** California: Form 540, its tax rate schedules and exemption credits. Columns: ../rows.testing.ts. */
import { checkStateRows } from '../rows.testing';

checkStateRows(
  'CA',
  [
    // line 19: 44,460; schedule X: 107.56 + 294.86 + 589.84 + 4,215 × 6% (252.90) = 1,245.16
    // → 1,245; line 32: 1 × 149
    [2024, 'single', 50_000, 0, 0, undefined, 1_096, { exemptionCredit: 149 }],
    // line 19: 48,588; schedule Y: 221.58 + 26,430 × 2% (528.60) = 750.18 → 750; line 32:
    // 2 × 153 + 2 × 475 = 1,256, limited to the tax
    [2025, 'married_joint', 60_000, 2, 0, undefined, 0, { exemptionCredit: 750 }],
    // line 19: 394,460; schedule X to 360,659: 30,083.65, then 33,801 × 10.3% (3,481.50)
    // = 33,565.15 → 33,565; line 32 worksheet: 155,143 over, 63 steps × 6 = 378: no credit left
    [2024, 'single', 400_000, 0, 0, undefined, 33_565, {}],
    // 65+: line 19 24,294; 110.79 + 13,215 × 2% (264.30) = 375.09 → 375; lines 7 and 9: 2 × 153
    [2025, 'single', 30_000, 0, 0, 70, 69, { exemptionCredit: 306 }],
    // separate: line 19 244,460; 3,108.72 + 173,854 × 9.3% (16,168.42) = 19,277.14 → 19,277;
    // worksheet: 5,143 over 244,857, 5 steps of 1,250 × 6 = 30; 149 − 30 = 119
    [2024, 'married_separate', 250_000, 0, 0, undefined, 19_158, { exemptionCredit: 119 }],
  ],
  [2026],
);

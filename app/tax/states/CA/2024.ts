import { CA_RATES, type CaliforniaFigures, californiaSchedules } from './form';

/**
 * California, tax year 2024: Form 540 (2024) and its instructions, the 2024 tax rate schedules.
 * Where to read: ../SOURCES.md.
 */
export const CA_2024: CaliforniaFigures = {
  taxYear: 2024,
  provisional: false,
  // Form 540 (2024) line 18: 5,540; 11,080 joint, head of household and surviving spouse.
  standardDeduction: {
    single: 5_540,
    married_separate: 5_540,
    married_joint: 11_080,
    head_of_household: 11_080,
    surviving_spouse: 11_080,
  },
  // 2024 California tax rate schedules X (single, separate), Y (joint: X doubled) and Z.
  bracketTops: californiaSchedules(
    [10_756, 25_499, 40_245, 55_866, 70_606, 360_659, 432_787, 721_314],
    [21_527, 51_000, 65_744, 81_364, 96_107, 490_493, 588_593, 980_987],
  ),
  rates: CA_RATES,
  // Form 540 (2024) lines 7 and 9: 149 each; line 10: 461 each dependent.
  personalCredit: 149,
  dependentCredit: 461,
  // Form 540 instructions (2024), line 32 AGI limitation worksheet.
  creditPhaseOutAbove: {
    single: 244_857,
    married_separate: 244_857,
    married_joint: 489_719,
    surviving_spouse: 489_719,
    head_of_household: 367_291,
  },
};

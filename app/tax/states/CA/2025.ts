import { CA_RATES, type CaliforniaFigures, californiaSchedules } from './form';

/**
 * California, tax year 2025: Form 540 (2025) and its instructions, the 2025 tax rate schedules
 * (the 2024 figures indexed by the California CPI, R&TC §17041(h)). Where to read: ../SOURCES.md.
 */
export const CA_2025: CaliforniaFigures = {
  taxYear: 2025,
  provisional: false,
  // Form 540 (2025) line 18: 5,706; 11,412 joint, head of household and surviving spouse.
  standardDeduction: {
    single: 5_706,
    married_separate: 5_706,
    married_joint: 11_412,
    head_of_household: 11_412,
    surviving_spouse: 11_412,
  },
  // 2025 California tax rate schedules X, Y (X doubled) and Z.
  bracketTops: californiaSchedules(
    [11_079, 26_264, 41_452, 57_542, 72_724, 371_479, 445_771, 742_953],
    [22_173, 52_530, 67_716, 83_805, 98_990, 505_208, 606_251, 1_010_417],
  ),
  rates: CA_RATES,
  // Form 540 (2025) lines 7 and 9: 153 each; line 10: 475 each dependent.
  personalCredit: 153,
  dependentCredit: 475,
  // Form 540 instructions (2025), line 32 AGI limitation worksheet.
  creditPhaseOutAbove: {
    single: 252_203,
    married_separate: 252_203,
    married_joint: 504_411,
    surviving_spouse: 504_411,
    head_of_household: 378_310,
  },
};

import { type GeorgiaFigures, LOW_INCOME_CREDIT } from './form';

/** Georgia, tax year 2024: Form 500 and IT-511 (2024). Where to read: ../SOURCES.md. */
export const GA_2024: GeorgiaFigures = {
  taxYear: 2024,
  provisional: false,
  // IT-511 (2024) tax rate: 5.39% (O.C.G.A. §48-7-20(a.1), HB 1015 of 2024).
  rate: 539,
  // Form 500 (2024) line 11a: 24,000 joint, 12,000 every other status (O.C.G.A. §48-7-27(a)(1),
  // HB 1437 of 2022); the qualifying surviving spouse takes the single amount.
  standardDeduction: {
    single: 12_000,
    married_joint: 24_000,
    married_separate: 12_000,
    head_of_household: 12_000,
    surviving_spouse: 12_000,
  },
  // Form 500 (2024) line 11b: 1,300 for each filer 65 or older.
  aged: 1_300,
  // Form 500 (2024): 4,000 for each dependent (O.C.G.A. §48-7-26(b), HB 1437).
  dependentExemption: 4_000,
  lowIncomeCredit: LOW_INCOME_CREDIT,
};

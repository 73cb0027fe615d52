import { BRACKET_TOPS, RATES, type VirginiaFigures } from './form';

/** Virginia, tax year 2024: Form 760 and its instructions (2024). Where to read: ../SOURCES.md. */
export const VA_2024: VirginiaFigures = {
  taxYear: 2024,
  provisional: false,
  // Form 760 (2024) line 11: 8,500, joint 17,000 (§58.1-322.03(1), 2024 Appropriation Act).
  standardDeduction: {
    single: 8_500,
    married_joint: 17_000,
    married_separate: 8_500,
    head_of_household: 8_500,
    surviving_spouse: 8_500,
  },
  // Form 760 (2024) line 12: 930 each; 800 for each filer 65 or older.
  exemption: 930,
  aged: 800,
  bracketTops: BRACKET_TOPS,
  rates: RATES,
  // Schedule ADJ: 20%; line 27a: 15% refundable (§58.1-339.8(B)).
  earnedIncomeCreditShare: 2000,
  refundableEarnedIncomeCreditShare: 1500,
};

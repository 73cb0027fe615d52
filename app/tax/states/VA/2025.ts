import { VA_2024 } from './2024';
import type { VirginiaFigures } from './form';

/** Virginia, tax year 2025: Form 760 and its instructions (2025). Where to read: ../SOURCES.md. */
export const VA_2025: VirginiaFigures = {
  ...VA_2024,
  taxYear: 2025,
  // Form 760 (2025) line 11: 8,750, joint 17,500 (§58.1-322.03(1), 2025 Appropriation Act).
  standardDeduction: {
    single: 8_750,
    married_joint: 17_500,
    married_separate: 8_750,
    head_of_household: 8_750,
    surviving_spouse: 8_750,
  },
  // Line 27a: the refundable EIC raised to 20% (§58.1-339.8(B)(3)).
  refundableEarnedIncomeCreditShare: 2000,
};

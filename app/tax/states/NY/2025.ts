import { NY_2024 } from './2024';
import type { NewYorkFigures } from './form';

/**
 * New York, tax year 2025: IT-201 (2025) and its instructions, IT-213 and IT-215 (2025): the
 * 2024 figures, and the Empire State child credit as the 2025 budget rewrote it. Where to read:
 * ../SOURCES.md.
 */
export const NY_2025: NewYorkFigures = {
  ...NY_2024,
  taxYear: 2025,
  // IT-213 (2025) (Tax Law §606(c-1) as amended by L.2025 c.59 Part A): 330 for a child aged 4
  // to 16 (1,000 under 4), less 16.50 for each 1,000 of federal AGI above 75,000 (110,000 joint
  // and surviving spouse, 55,000 separate).
  empireStateChildCredit: {
    perChild: 330,
    phaseOutAbove: {
      single: 75_000,
      head_of_household: 75_000,
      married_joint: 110_000,
      surviving_spouse: 110_000,
      married_separate: 55_000,
    },
    phaseOutCentsPerThousand: 1_650,
  },
};

import { NY_2025 } from './2025';
import type { NewYorkFigures } from './form';
import { HEAD_TIERS, JOINT_TIERS, recaptureTiers, SINGLE_TIERS } from './recapture';

/**
 * New York, tax year 2026: the rates, recapture and child credit enacted by L.2025 c.59 (the
 * 2025-26 budget) for 2026; nothing indexed, so not provisional. Where to read: ../SOURCES.md.
 */
export const NY_2026: NewYorkFigures = {
  ...NY_2025,
  taxYear: 2026,
  // Tax Law §601(a)-(c) as amended by L.2025 c.59 Part A: the five lowest rates 0.1 point lower.
  rates: [390, 440, 515, 540, 590, 685, 965, 1030, 1090],
  // Tax Law §601(d-1) as amended by the same Part, for the new rates.
  recapture: {
    single: recaptureTiers(SINGLE_TIERS, [567, 2_047, 30_172, 32_500]),
    married_separate: recaptureTiers(SINGLE_TIERS, [567, 2_047, 30_172, 32_500]),
    married_joint: recaptureTiers(JOINT_TIERS, [333, 807, 3_071, 60_350, 32_500]),
    surviving_spouse: recaptureTiers(JOINT_TIERS, [333, 807, 3_071, 60_350, 32_500]),
    head_of_household: recaptureTiers(HEAD_TIERS, [787, 2_559, 45_260, 32_500]),
  },
  // Tax Law §606(c-1) as amended by L.2025 c.59: 500 for a child aged 4 to 16 in 2026.
  empireStateChildCredit: NY_2025.empireStateChildCredit && {
    ...NY_2025.empireStateChildCredit,
    perChild: 500,
  },
};

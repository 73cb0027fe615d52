import { HOUSEHOLD_CREDIT } from './household-credit';
import type { NewYorkFigures } from './form';
import { HEAD_TIERS, JOINT_TIERS, recaptureTiers, SINGLE_TIERS } from './recapture';

/** Single and married filing separately: Tax Law §601(c); joint and surviving spouse: §601(a). */
const TOPS_SINGLE = [8_500, 11_700, 13_900, 80_650, 215_400, 1_077_550, 5_000_000, 25_000_000];
const TOPS_JOINT = [17_150, 23_600, 27_900, 161_550, 323_200, 2_155_350, 5_000_000, 25_000_000];
/** Head of household: Tax Law §601(b). */
const TOPS_HEAD = [12_800, 17_650, 20_900, 107_650, 269_300, 1_616_450, 5_000_000, 25_000_000];

/**
 * New York, tax year 2024: IT-201 (2024) and its instructions, IT-213 and IT-215 (2024). New
 * York's figures are set by the Tax Law, not indexed. Where to read: ../SOURCES.md.
 */
export const NY_2024: NewYorkFigures = {
  taxYear: 2024,
  provisional: false,
  // IT-201 instructions (2024) line 34, the standard deduction table (Tax Law §614).
  standardDeduction: {
    single: 8_000,
    married_joint: 16_050,
    married_separate: 8_000,
    head_of_household: 11_200,
    surviving_spouse: 16_050,
  },
  // IT-201 line 36: 1,000 each dependent (Tax Law §616).
  dependentExemption: 1_000,
  // IT-201 instructions (2024), New York State tax rate schedule (Tax Law §601(a)-(c) as
  // amended by L.2021 c.59 Part A): 4%, 4.5%, 5.25%, 5.5%, 6%, 6.85%, 9.65%, 10.3%, 10.9%.
  bracketTops: {
    single: TOPS_SINGLE,
    married_separate: TOPS_SINGLE,
    married_joint: TOPS_JOINT,
    surviving_spouse: TOPS_JOINT,
    head_of_household: TOPS_HEAD,
  },
  rates: [400, 450, 525, 550, 600, 685, 965, 1030, 1090],
  // IT-201 instructions (2024), "Tax computation – New York AGI of more than $107,650",
  // worksheets 1 to 12 (Tax Law §601(d-1)): the recapture base and incremental benefit.
  recaptureAbove: 107_650,
  recapture: {
    single: recaptureTiers(SINGLE_TIERS, [568, 1_831, 30_172, 32_500]),
    married_separate: recaptureTiers(SINGLE_TIERS, [568, 1_831, 30_172, 32_500]),
    married_joint: recaptureTiers(JOINT_TIERS, [333, 807, 2_747, 60_350, 32_500]),
    surviving_spouse: recaptureTiers(JOINT_TIERS, [333, 807, 2_747, 60_350, 32_500]),
    head_of_household: recaptureTiers(HEAD_TIERS, [787, 2_289, 45_261, 32_500]),
  },
  householdCredit: HOUSEHOLD_CREDIT,
  // IT-215 (2024) line 13: 30% of the federal EIC (Tax Law §606(d)).
  earnedIncomeCreditShare: 3000,
  // IT-213 (2024) needs a child aged 4 or older and the federal child credit as it stood before
  // 2018: not estimated for 2024 (decision 225).
  empireStateChildCredit: null,
};

import type { TaxYearFigures } from '../figures';
import {
  BRACKET_RATES,
  CHILD_TAX_CREDIT_STATUTE,
  EARNED_INCOME_CREDIT_RATES,
  ITEMIZED_DEDUCTION_LIMIT,
  PAYROLL_TAX_RATES,
  SCHEDULE_ONE_A,
} from '../statute';

/**
 * Tax year 2026. Source: Rev. Proc. 2025-32 (sections cited per figure), the first year figured
 * under Public Law 119-21; the wage base from the SSA's 2026 announcement; the statute's own rates
 * and thresholds (IRC §1(j), §24, §32, §3101) from ../statute.ts. Rates are in basis points
 * (10% = 1000).
 * Where to read each document cited: ./SOURCES.md.
 */
export const TAX_YEAR_2026: TaxYearFigures = {
  taxYear: 2026,
  // Rev. Proc. 2025-32 §4.14(1).
  standardDeduction: {
    single: 16_100,
    married_joint: 32_200,
    married_separate: 16_100,
    head_of_household: 24_150,
    surviving_spouse: 32_200,
  },
  // Rev. Proc. 2025-32 §4.14(3): 65 or older, or blind, each; unmarried = single or head of household.
  additionalStandardDeduction: { married: 1_650, unmarried: 2_050 },
  // P.L. 119-21 §§70103, 70201-70203: Schedule 1-A for 2025 to 2028 (../statute.ts), its steps
  // counted as lines 11, 19 (rounded down) and 28 (rounded up) of the 2025 form count them.
  scheduleOneA: SCHEDULE_ONE_A,
  // IRC §68 as rewritten by P.L. 119-21 §70111: 2/37, keyed on the start of the 37% bracket.
  itemizedDeductionLimit: ITEMIZED_DEDUCTION_LIMIT,
  bracketRates: BRACKET_RATES,
  // Rev. Proc. 2025-32 §4.01, Tables 1-4; the surviving spouse uses the joint table (Table 1).
  bracketTops: {
    single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
    married_joint: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
    married_separate: [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
    head_of_household: [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
    surviving_spouse: [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
  },
  childTaxCredit: {
    // Rev. Proc. 2025-32 §4.05(1) (IRC §24(h)(2) as amended by P.L. 119-21 §70104).
    perChild: 2_200,
    // Rev. Proc. 2025-32 §4.05(2).
    refundablePerChild: 1_700,
    ...CHILD_TAX_CREDIT_STATUTE,
  },
  earnedIncomeCredit: {
    // Rev. Proc. 2025-32 §4.06(1) (rates: IRC §32(b)(1), ../statute.ts).
    byChildren: [
      {
        earnedIncomeAmount: 8_680,
        maximumCredit: 664,
        ...EARNED_INCOME_CREDIT_RATES[0],
        phaseOutStart: 10_860,
        phaseOutStartMarriedJoint: 18_140,
      },
      {
        earnedIncomeAmount: 13_020,
        maximumCredit: 4_427,
        ...EARNED_INCOME_CREDIT_RATES[1],
        phaseOutStart: 23_890,
        phaseOutStartMarriedJoint: 31_160,
      },
      {
        earnedIncomeAmount: 18_290,
        maximumCredit: 7_316,
        ...EARNED_INCOME_CREDIT_RATES[2],
        phaseOutStart: 23_890,
        phaseOutStartMarriedJoint: 31_160,
      },
      {
        earnedIncomeAmount: 18_290,
        maximumCredit: 8_231,
        ...EARNED_INCOME_CREDIT_RATES[3],
        phaseOutStart: 23_890,
        phaseOutStartMarriedJoint: 31_160,
      },
    ],
  },
  payrollTax: {
    // SSA, 2026 cost-of-living adjustment announcement (October 2025).
    socialSecurityWageBase: 184_500,
    ...PAYROLL_TAX_RATES,
  },
};

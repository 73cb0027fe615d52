import type { TaxYearFigures } from '../figures';
import {
  BRACKET_RATES,
  CHILD_TAX_CREDIT_STATUTE,
  EARNED_INCOME_CREDIT_RATES,
  PAYROLL_TAX_RATES,
} from '../statute';

/**
 * Tax year 2024. Source: Rev. Proc. 2023-34 (sections cited per figure); the social security wage
 * base from the SSA's 2024 announcement; the statute's own rates and thresholds (IRC §1(j), §24,
 * §32, §3101) from ../statute.ts. Rates are in basis points (10% = 1000).
 * Where to read each document cited: ./SOURCES.md.
 */
export const TAX_YEAR_2024: TaxYearFigures = {
  taxYear: 2024,
  // Rev. Proc. 2023-34 §3.15(1).
  standardDeduction: {
    single: 14_600,
    married_joint: 29_200,
    married_separate: 14_600,
    head_of_household: 21_900,
    surviving_spouse: 29_200,
  },
  // Rev. Proc. 2023-34 §3.15(3): 65 or older, or blind, each; unmarried = single or head of household.
  additionalStandardDeduction: { married: 1_550, unmarried: 1_950 },
  // Schedule 1-A exists for 2025 to 2028 only (P.L. 119-21 §§70103, 70201-70203).
  scheduleOneA: null,
  // IRC §68(f): no limit on itemized deductions for 2018 through 2025.
  itemizedDeductionLimit: null,
  bracketRates: BRACKET_RATES,
  // Rev. Proc. 2023-34 §3.01, Tables 1-4; the surviving spouse uses the joint table (Table 1).
  bracketTops: {
    single: [11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
    married_joint: [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
    married_separate: [11_600, 47_150, 100_525, 191_950, 243_725, 365_600],
    head_of_household: [16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
    surviving_spouse: [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
  },
  childTaxCredit: {
    // IRC §24(h)(2).
    perChild: 2_000,
    // Rev. Proc. 2023-34 §3.05.
    refundablePerChild: 1_700,
    ...CHILD_TAX_CREDIT_STATUTE,
  },
  earnedIncomeCredit: {
    // Rev. Proc. 2023-34 §3.06(1) (rates: IRC §32(b)(1), ../statute.ts).
    byChildren: [
      {
        earnedIncomeAmount: 8_260,
        maximumCredit: 632,
        ...EARNED_INCOME_CREDIT_RATES[0],
        phaseOutStart: 10_330,
        phaseOutStartMarriedJoint: 17_250,
      },
      {
        earnedIncomeAmount: 12_390,
        maximumCredit: 4_213,
        ...EARNED_INCOME_CREDIT_RATES[1],
        phaseOutStart: 22_720,
        phaseOutStartMarriedJoint: 29_640,
      },
      {
        earnedIncomeAmount: 17_400,
        maximumCredit: 6_960,
        ...EARNED_INCOME_CREDIT_RATES[2],
        phaseOutStart: 22_720,
        phaseOutStartMarriedJoint: 29_640,
      },
      {
        earnedIncomeAmount: 17_400,
        maximumCredit: 7_830,
        ...EARNED_INCOME_CREDIT_RATES[3],
        phaseOutStart: 22_720,
        phaseOutStartMarriedJoint: 29_640,
      },
    ],
  },
  payrollTax: {
    // SSA, 2024 cost-of-living adjustment announcement (October 2023).
    socialSecurityWageBase: 168_600,
    ...PAYROLL_TAX_RATES,
  },
};

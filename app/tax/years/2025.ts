import type { TaxYearFigures } from '../figures';
import {
  BRACKET_RATES,
  CHILD_TAX_CREDIT_STATUTE,
  EARNED_INCOME_CREDIT_RATES,
  PAYROLL_TAX_RATES,
  SCHEDULE_ONE_A,
} from '../statute';

/**
 * Tax year 2025. Source: Rev. Proc. 2024-40 (sections cited per figure) as amended by Public Law
 * 119-21 (July 2025), which raised the standard deduction and the child tax credit for 2025; the
 * wage base from the SSA's 2025 announcement; the statute's own rates and thresholds (IRC §1(j),
 * §24, §32, §3101) from ../statute.ts. Rates are in basis points (10% = 1000).
 * Where to read each document cited: ./SOURCES.md.
 */
export const TAX_YEAR_2025: TaxYearFigures = {
  taxYear: 2025,
  // P.L. 119-21 §70102, replacing Rev. Proc. 2024-40 §2.15(1); restated in Rev. Proc. 2025-32 §3.01.
  standardDeduction: {
    single: 15_750,
    married_joint: 31_500,
    married_separate: 15_750,
    head_of_household: 23_625,
    surviving_spouse: 31_500,
  },
  // Rev. Proc. 2024-40 §2.15(3): 65 or older, or blind, each; unmarried = single or head of household.
  additionalStandardDeduction: { married: 1_600, unmarried: 2_000 },
  // P.L. 119-21 §§70103, 70201-70203: Schedule 1-A for 2025 to 2028 (../statute.ts), its steps
  // counted as lines 11, 19 (rounded down) and 28 (rounded up) of the 2025 form count them.
  scheduleOneA: SCHEDULE_ONE_A,
  // IRC §68(f): no limit on itemized deductions for 2018 through 2025.
  itemizedDeductionLimit: null,
  bracketRates: BRACKET_RATES,
  // Rev. Proc. 2024-40 §2.01, Tables 1-4; the surviving spouse uses the joint table (Table 1).
  bracketTops: {
    single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
    married_joint: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
    married_separate: [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
    head_of_household: [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
    surviving_spouse: [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
  },
  childTaxCredit: {
    // IRC §24(h)(2) as amended by P.L. 119-21 §70104.
    perChild: 2_200,
    // Rev. Proc. 2024-40 §2.05.
    refundablePerChild: 1_700,
    ...CHILD_TAX_CREDIT_STATUTE,
  },
  earnedIncomeCredit: {
    // Rev. Proc. 2024-40 §2.06(1) (rates: IRC §32(b)(1), ../statute.ts).
    byChildren: [
      {
        earnedIncomeAmount: 8_490,
        maximumCredit: 649,
        ...EARNED_INCOME_CREDIT_RATES[0],
        phaseOutStart: 10_620,
        phaseOutStartMarriedJoint: 17_730,
      },
      {
        earnedIncomeAmount: 12_730,
        maximumCredit: 4_328,
        ...EARNED_INCOME_CREDIT_RATES[1],
        phaseOutStart: 23_350,
        phaseOutStartMarriedJoint: 30_470,
      },
      {
        earnedIncomeAmount: 17_880,
        maximumCredit: 7_152,
        ...EARNED_INCOME_CREDIT_RATES[2],
        phaseOutStart: 23_350,
        phaseOutStartMarriedJoint: 30_470,
      },
      {
        earnedIncomeAmount: 17_880,
        maximumCredit: 8_046,
        ...EARNED_INCOME_CREDIT_RATES[3],
        phaseOutStart: 23_350,
        phaseOutStartMarriedJoint: 30_470,
      },
    ],
  },
  payrollTax: {
    // SSA, 2025 cost-of-living adjustment announcement (October 2024).
    socialSecurityWageBase: 176_100,
    ...PAYROLL_TAX_RATES,
  },
};

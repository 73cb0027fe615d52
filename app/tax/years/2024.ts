import type { TaxYearFigures } from '../figures';

/**
 * Tax year 2024. Source: Rev. Proc. 2023-34 (sections cited per figure); statutory rates from
 * IRC §1(j), §24 and §32; the social security wage base from the SSA's 2024 announcement.
 * Rates are in basis points (10% = 1000).
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
  // IRC §1(j)(2).
  bracketRates: [1000, 1200, 2200, 2400, 3200, 3500, 3700],
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
    // IRC §24(h)(3): 400,000 for a joint return, 200,000 for every other status.
    phaseOutThreshold: {
      single: 200_000,
      married_joint: 400_000,
      married_separate: 200_000,
      head_of_household: 200_000,
      surviving_spouse: 200_000,
    },
    // IRC §24(b)(1): 50 for each 1,000 or fraction thereof.
    phaseOutPerStep: 50,
    phaseOutStep: 1_000,
    // IRC §24(h)(6) and §24(d)(1)(B)(i).
    earnedIncomeFloor: 2_500,
    earnedIncomeRate: 1500,
  },
  earnedIncomeCredit: {
    // Rev. Proc. 2023-34 §3.06(1); rates from IRC §32(b)(1).
    byChildren: [
      {
        earnedIncomeAmount: 8_260,
        maximumCredit: 632,
        phaseInRate: 765,
        phaseOutRate: 765,
        phaseOutStart: 10_330,
        phaseOutStartMarriedJoint: 17_250,
      },
      {
        earnedIncomeAmount: 12_390,
        maximumCredit: 4_213,
        phaseInRate: 3400,
        phaseOutRate: 1598,
        phaseOutStart: 22_720,
        phaseOutStartMarriedJoint: 29_640,
      },
      {
        earnedIncomeAmount: 17_400,
        maximumCredit: 6_960,
        phaseInRate: 4000,
        phaseOutRate: 2106,
        phaseOutStart: 22_720,
        phaseOutStartMarriedJoint: 29_640,
      },
      {
        earnedIncomeAmount: 17_400,
        maximumCredit: 7_830,
        phaseInRate: 4500,
        phaseOutRate: 2106,
        phaseOutStart: 22_720,
        phaseOutStartMarriedJoint: 29_640,
      },
    ],
    // Rev. Proc. 2023-34 §3.06(2).
    investmentIncomeLimit: 11_600,
  },
  payrollTax: {
    // SSA, 2024 cost-of-living adjustment announcement (October 2023).
    socialSecurityWageBase: 168_600,
    // IRC §3101(a) and (b).
    socialSecurityRate: 620,
    medicareRate: 145,
  },
};

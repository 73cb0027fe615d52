import type { TaxYearFigures } from '../figures';

/**
 * Tax year 2025. Source: Rev. Proc. 2024-40 (sections cited per figure) as amended by Public Law
 * 119-21 (July 2025), which raised the standard deduction and the child tax credit for 2025;
 * statutory rates from IRC §1(j), §24 and §32; the wage base from the SSA's 2025 announcement.
 * Rates are in basis points (10% = 1000).
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
  // IRC §1(j)(2), made permanent by P.L. 119-21.
  bracketRates: [1000, 1200, 2200, 2400, 3200, 3500, 3700],
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
    // Rev. Proc. 2024-40 §2.06(1); rates from IRC §32(b)(1).
    byChildren: [
      {
        earnedIncomeAmount: 8_490,
        maximumCredit: 649,
        phaseInRate: 765,
        phaseOutRate: 765,
        phaseOutStart: 10_620,
        phaseOutStartMarriedJoint: 17_730,
      },
      {
        earnedIncomeAmount: 12_730,
        maximumCredit: 4_328,
        phaseInRate: 3400,
        phaseOutRate: 1598,
        phaseOutStart: 23_350,
        phaseOutStartMarriedJoint: 30_470,
      },
      {
        earnedIncomeAmount: 17_880,
        maximumCredit: 7_152,
        phaseInRate: 4000,
        phaseOutRate: 2106,
        phaseOutStart: 23_350,
        phaseOutStartMarriedJoint: 30_470,
      },
      {
        earnedIncomeAmount: 17_880,
        maximumCredit: 8_046,
        phaseInRate: 4500,
        phaseOutRate: 2106,
        phaseOutStart: 23_350,
        phaseOutStartMarriedJoint: 30_470,
      },
    ],
    // Rev. Proc. 2024-40 §2.06(2).
    investmentIncomeLimit: 11_950,
  },
  payrollTax: {
    // SSA, 2025 cost-of-living adjustment announcement (October 2024).
    socialSecurityWageBase: 176_100,
    // IRC §3101(a) and (b).
    socialSecurityRate: 620,
    medicareRate: 145,
  },
};

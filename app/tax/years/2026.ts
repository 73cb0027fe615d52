import type { TaxYearFigures } from '../figures';

/**
 * Tax year 2026. Source: Rev. Proc. 2025-32 (sections cited per figure), the first year figured
 * under Public Law 119-21; statutory rates from IRC §1(j), §24 and §32; the wage base from the
 * SSA's 2026 announcement. Rates are in basis points (10% = 1000).
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
  // IRC §1(j)(2), made permanent by P.L. 119-21.
  bracketRates: [1000, 1200, 2200, 2400, 3200, 3500, 3700],
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
    // Rev. Proc. 2025-32 §4.06(1); rates from IRC §32(b)(1).
    byChildren: [
      {
        earnedIncomeAmount: 8_680,
        maximumCredit: 664,
        phaseInRate: 765,
        phaseOutRate: 765,
        phaseOutStart: 10_860,
        phaseOutStartMarriedJoint: 18_140,
      },
      {
        earnedIncomeAmount: 13_020,
        maximumCredit: 4_427,
        phaseInRate: 3400,
        phaseOutRate: 1598,
        phaseOutStart: 23_890,
        phaseOutStartMarriedJoint: 31_160,
      },
      {
        earnedIncomeAmount: 18_290,
        maximumCredit: 7_316,
        phaseInRate: 4000,
        phaseOutRate: 2106,
        phaseOutStart: 23_890,
        phaseOutStartMarriedJoint: 31_160,
      },
      {
        earnedIncomeAmount: 18_290,
        maximumCredit: 8_231,
        phaseInRate: 4500,
        phaseOutRate: 2106,
        phaseOutStart: 23_890,
        phaseOutStartMarriedJoint: 31_160,
      },
    ],
    // Rev. Proc. 2025-32 §4.06(2).
    investmentIncomeLimit: 12_200,
  },
  payrollTax: {
    // SSA, 2026 cost-of-living adjustment announcement (October 2025).
    socialSecurityWageBase: 184_500,
    // IRC §3101(a) and (b).
    socialSecurityRate: 620,
    medicareRate: 145,
  },
};

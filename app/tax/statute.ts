/**
 * Figures the Internal Revenue Code fixes in the statute itself, the same every year: rates and
 * thresholds that are not indexed for inflation. The year files in ./years use them, so a year
 * file holds only what the IRS publishes for that year. Rates are in basis points (10% = 1000).
 * Where to read each section cited: ./years/SOURCES.md.
 */
import type { BracketRates, ByFilingStatus, ItemizedDeductionLimit } from './figures';

/** IRC §1(j)(2): 10, 12, 22, 24, 32, 35 and 37% since 2018, made permanent by P.L. 119-21. */
export const BRACKET_RATES: BracketRates = [1000, 1200, 2200, 2400, 3200, 3500, 3700];

/** IRC §24, the child tax credit's figures that are not indexed. */
export const CHILD_TAX_CREDIT_STATUTE = {
  /** §24(h)(3), now §24(b)(2): 400,000 for a joint return, 200,000 for every other status. */
  phaseOutThreshold: {
    single: 200_000,
    married_joint: 400_000,
    married_separate: 200_000,
    head_of_household: 200_000,
    surviving_spouse: 200_000,
  } satisfies ByFilingStatus<number>,
  /** §24(b)(1): reduced by 50 for each 1,000 (or fraction thereof) above the threshold. */
  phaseOutPerStep: 50,
  phaseOutStep: 1_000,
  /** §24(h)(6) and §24(d)(1)(B)(i): 15% of earned income above 2,500 is refundable. */
  earnedIncomeFloor: 2_500,
  earnedIncomeRate: 1500,
} as const;

/** IRC §32(b)(1): the EIC's phase-in and phase-out rates by qualifying children (0, 1, 2, 3+). */
export const EARNED_INCOME_CREDIT_RATES = [
  { phaseInRate: 765, phaseOutRate: 765 },
  { phaseInRate: 3400, phaseOutRate: 1598 },
  { phaseInRate: 4000, phaseOutRate: 2106 },
  { phaseInRate: 4500, phaseOutRate: 2106 },
] as const;

/** IRC §3101(a) and (b): the employee's social security (OASDI) and Medicare tax rates. */
export const PAYROLL_TAX_RATES = { socialSecurityRate: 620, medicareRate: 145 } as const;

/**
 * IRC §68(a)-(b) as rewritten by P.L. 119-21 §70111, for taxable years beginning after
 * December 31, 2025: itemized deductions reduced by 2/37 of the lesser of the itemized deductions
 * and the excess of taxable income (figured without §68, plus them) over the start of the 37%
 * bracket.
 */
export const ITEMIZED_DEDUCTION_LIMIT: ItemizedDeductionLimit = {
  reductionNumerator: 2,
  reductionDenominator: 37,
  bracketRate: 3700,
};

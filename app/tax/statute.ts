/**
 * Figures the Internal Revenue Code fixes in the statute itself, the same every year: rates and
 * thresholds that are not indexed for inflation. The year files in ./years use them, so a year
 * file holds only what the IRS publishes for that year. Rates are in basis points (10% = 1000).
 * Where to read each section cited: ./years/SOURCES.md.
 */
import type {
  BracketRates,
  ByFilingStatus,
  ItemizedDeductionLimit,
  ScheduleOneAFigures,
} from './figures';

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
  /**
   * §24(h)(4), made permanent by P.L. 119-21 §70104: 500 for each dependent who is not a
   * qualifying child under 17 (Schedule 8812 line 7), not indexed.
   */
  perOtherDependent: 500,
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

/**
 * Schedule 1-A's figures, fixed by P.L. 119-21 for the taxable years 2025 to 2028 and not indexed:
 * - tips, IRC §224(b) (P.L. 119-21 §70201): at most 25,000 a return, less 100 for each 1,000 by
 *   which modified AGI exceeds 150,000 (300,000 joint); a married filer must file jointly (none
 *   when married filing separately, as Schedule 1-A says);
 * - overtime, IRC §225(b) (§70202): at most 12,500 (25,000 joint), the same reduction; a
 *   married filer must file jointly;
 * - passenger vehicle loan interest, IRC §163(h)(4) (§70203): at most 10,000, less 200 for
 *   each 1,000 "(or fraction thereof)" by which modified AGI exceeds 100,000 (200,000 joint);
 * - seniors, IRC §151(d)(5)(C) (§70103): 6,000 for each filer or spouse 65 or older, each
 *   reduced by 6% of modified AGI above 75,000 (150,000 joint); joint return required if married.
 * "Joint" is the joint return only: a qualifying surviving spouse takes the other figures.
 * Schedule 1-A (2025) counts the steps as the law words them (decision 232): tips, line 11, and
 * overtime, line 19, "Divide line 10 [18] by $1,000. If the resulting number isn't a whole number,
 * decrease the result to the next lower whole number. (For example, decrease 1.5 to 1, and
 * decrease 0.05 to 0.)", then lines 12 and 20 multiply by $100; car-loan interest, line 28, "...
 * increase the result to the next higher whole number. (For example, increase 1.5 to 2, and
 * increase 0.05 to 1.)", then line 29 multiplies by $200; seniors, line 34, "Multiply line 33 by
 * 6% (0.06)", rounded to whole dollars as the Form 1040 instructions allow.
 */
const joint = (jointValue: number, other: number, separate = other): ByFilingStatus<number> => ({
  single: other,
  married_joint: jointValue,
  married_separate: separate,
  head_of_household: other,
  surviving_spouse: other,
});

export const SCHEDULE_ONE_A: ScheduleOneAFigures = {
  tips: {
    limit: joint(25_000, 25_000, 0),
    threshold: joint(300_000, 150_000),
    perStep: 100,
    step: 1_000,
    stepsRounded: 'down',
  },
  overtime: {
    limit: joint(25_000, 12_500, 0),
    threshold: joint(300_000, 150_000),
    perStep: 100,
    step: 1_000,
    stepsRounded: 'down',
  },
  carLoanInterest: {
    limit: joint(10_000, 10_000),
    threshold: joint(200_000, 100_000),
    perStep: 200,
    step: 1_000,
    stepsRounded: 'up',
  },
  seniors: {
    perPerson: joint(6_000, 6_000, 0),
    threshold: joint(150_000, 75_000),
    phaseOutRate: 600,
  },
};

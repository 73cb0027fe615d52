/**
 * The refund estimate for a US wage earner: Form 1040 with Schedule 8812 (child tax credit) and
 * the Earned Income Credit, from the published figures in ./years. Pure: no I/O, no React.
 *
 * Arithmetic: the inputs are rounded to whole dollars first, as the Form 1040 instructions allow
 * ("drop amounts under 50 cents and increase amounts from 50 to 99 cents to the next dollar"), and
 * rates are integer basis points. A rate times an amount is therefore an exact integer, and the
 * only rounding is the one the form itself makes, done once, half up, at the line that makes it.
 */
import { type FeeSchedule, INCOME_TABLE, priceEstimate } from '../fees';
import type { BracketTops, FilingStatus, TaxYearFigures } from './figures';
import { figuresForYear } from './years';
import type { DeductionType, RefundEstimate, RefundInput } from './refund';
import { NO_SCHEDULE_ONE_A, scheduleOneA } from './schedule-1a';
import { stateOfRefund, type StateRequest } from './states/request';

export type { DeductionType, RefundCredits, RefundEstimate, RefundInput } from './refund';

/** Basis points in one whole (100%). */
const BASIS = 10_000;

/** Below this taxable income Form 1040 line 16 comes from the Tax Table, from it the Worksheet. */
const TAX_TABLE_LIMIT = 100_000;

/** Schedule 8812: "Is the amount on line 16b more than 3 × 1,700?", i.e. three or more children. */
const ACTC_ALTERNATIVE_MIN_CHILDREN = 3;

/** The EIC counts at most three qualifying children (IRC §32(b)). */
const EIC_MAX_CHILDREN = 3;

/** Age 65 or older at the end of the year: the additional standard deduction, Schedule 1-A Part V. */
const SENIOR_AGE = 65;

/** IRC §32(c)(1)(A)(ii)(II): without a qualifying child, the EIC needs an age of 25 to 64. */
const EIC_NO_CHILD_MIN_AGE = 25;

/** Ages of the filer and, on a joint return, the spouse (null: not known). */
function agesOnReturn(input: RefundInput): readonly (number | null)[] {
  const age = input.age ?? null;
  return input.filingStatus === 'married_joint' ? [age, input.spouseAge ?? null] : [age];
}

/** How many of the filer and the spouse on a joint return are 65 or older. */
function seniorsOnReturn(input: RefundInput): number {
  return agesOnReturn(input).filter((age) => age !== null && age >= SENIOR_AGE).length;
}

/**
 * Form 1040 line 12d and the Standard Deduction Chart for people born before January 2 (of the
 * year 64 years back) or blind: the standard deduction plus the additional amount for each box.
 */
function standardDeductionLine(input: RefundInput, figures: TaxYearFigures): number {
  const status = input.filingStatus;
  const joint = status === 'married_joint';
  const boxes =
    seniorsOnReturn(input) +
    (input.blind === true ? 1 : 0) +
    (joint && input.spouseBlind === true ? 1 : 0);
  const unmarried = status === 'single' || status === 'head_of_household';
  const additional = unmarried
    ? figures.additionalStandardDeduction.unmarried
    : figures.additionalStandardDeduction.married;
  return figures.standardDeduction[status] + boxes * additional;
}

/**
 * Without a qualifying child, the EIC's age test: the filer (or either spouse on a joint return)
 * 25 to 64 at the end of the year. An age not given is taken as meeting it, as before ages were
 * asked (docs/product.md: the engine assumes the filer meets the age rules).
 */
function meetsEicAgeWithoutChild(input: RefundInput): boolean {
  return agesOnReturn(input).some(
    (age) => age === null || (age >= EIC_NO_CHILD_MIN_AGE && age < SENIOR_AGE),
  );
}

/** An amount entered on the return, rounded to whole dollars as the instructions allow. */
function wholeDollars(amount: number): number {
  return Math.round(amount);
}

/** numerator / denominator rounded half up, for non-negative integers, without float division. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  const shifted = numerator + Math.floor(denominator / 2);
  return (shifted - (shifted % denominator)) / denominator;
}

/** Tax from the rate schedule, in cent-basis-points (millionths of a dollar), exact. */
function bracketTaxExact(
  taxableCents: number,
  tops: BracketTops,
  rates: TaxYearFigures['bracketRates'],
): number {
  let tax = 0;
  let bracketBottom = 0;
  for (const [bracket, rate] of rates.entries()) {
    if (taxableCents <= bracketBottom) break;
    // The last rate has no top (37% on everything above the 35% bracket).
    const bracketTop = (tops[bracket] ?? Infinity) * 100;
    tax += (Math.min(taxableCents, bracketTop) - bracketBottom) * rate;
    bracketBottom = bracketTop;
  }
  return tax;
}

/** Millionths of a dollar per whole dollar (cents × basis points). */
const EXACT_PER_DOLLAR = 100 * BASIS;

/**
 * The midpoint, in cents, of the Tax Table row holding a taxable income below 100,000, or null for
 * the [0, 5) row, whose tax is 0. Rows: [5, 15), [15, 25), then 25 wide to 3,000, then 50 wide.
 */
function taxTableRowMidpointCents(taxableIncome: number): number | null {
  if (taxableIncome < 5) return null;
  if (taxableIncome < 15) return 10_00;
  if (taxableIncome < 25) return 20_00;
  const rowWidth = taxableIncome < 3_000 ? 25 : 50;
  const rowStart = Math.floor(taxableIncome / rowWidth) * rowWidth;
  return rowStart * 100 + rowWidth * 50;
}

/**
 * Schedule A line 17: the itemized deductions after the year's limit (IRC §68 from 2026), if any.
 * Taxable income figured without the limit, plus the itemized deductions, is the larger of AGI
 * and the itemized deductions, since taxable income is never below zero.
 */
function limitedItemizedDeductions(
  itemized: number,
  agi: number,
  figures: TaxYearFigures,
  status: FilingStatus,
): number {
  const limit = figures.itemizedDeductionLimit;
  if (limit === null || itemized === 0) return itemized;
  // The start of the bracket the limit keys on is the top of the bracket below it.
  const bracketStart =
    figures.bracketTops[status][figures.bracketRates.indexOf(limit.bracketRate) - 1];
  if (bracketStart === undefined) throw new RangeError('The limit keys on no bracket of the year');
  const excess = Math.max(0, Math.max(agi, itemized) - bracketStart);
  const reduction = divideRoundHalfUp(
    Math.min(itemized, excess) * limit.reductionNumerator,
    limit.reductionDenominator,
  );
  return itemized - reduction;
}

/** Form 1040 line 16: the Tax Table below 100,000, the Tax Computation Worksheet from 100,000. */
function taxLine16(taxableIncome: number, figures: TaxYearFigures, status: FilingStatus): number {
  const tops = figures.bracketTops[status];
  const rates = figures.bracketRates;
  if (taxableIncome < TAX_TABLE_LIMIT) {
    const midpointCents = taxTableRowMidpointCents(taxableIncome);
    if (midpointCents === null) return 0;
    return divideRoundHalfUp(bracketTaxExact(midpointCents, tops, rates), EXACT_PER_DOLLAR);
  }
  return divideRoundHalfUp(bracketTaxExact(taxableIncome * 100, tops, rates), EXACT_PER_DOLLAR);
}

/**
 * The EIC Table's credit for an amount (earned income or AGI): figured at the midpoint of the
 * amount's 50-wide row. The table's first row reads "$1 – $50" because zero earns nothing; its
 * credit is figured at 25 like every other row's midpoint.
 */
function earnedIncomeCreditTable(
  amount: number,
  row: TaxYearFigures['earnedIncomeCredit']['byChildren'][number],
  phaseOutStart: number,
): number {
  if (amount < 1) return 0;
  const midpoint = Math.floor(amount / 50) * 50 + 25;
  // In dollar-basis-points, exact: min(phase-in rate × amount, maximum) − phase-out reduction.
  const phasedIn = Math.min(row.phaseInRate * midpoint, row.maximumCredit * BASIS);
  const phaseOut = row.phaseOutRate * Math.max(0, midpoint - phaseOutStart);
  return divideRoundHalfUp(Math.max(0, phasedIn - phaseOut), BASIS);
}

/** Form 1040 line 27, by EIC Worksheet A (Form 1040 instructions) and the EIC Table. */
function earnedIncomeCreditLine27(
  earnedIncome: number,
  agi: number,
  children: number,
  figures: TaxYearFigures,
  status: FilingStatus,
): number {
  // Not allowed when married filing separately (the separated-spouse exception is out of scope).
  if (status === 'married_separate') return 0;
  const row = figures.earnedIncomeCredit.byChildren[Math.min(children, EIC_MAX_CHILDREN)];
  if (row === undefined) return 0;
  const phaseOutStart =
    status === 'married_joint' ? row.phaseOutStartMarriedJoint : row.phaseOutStart;
  // Worksheet A line 1-2: the credit for earned income.
  const line2 = earnedIncomeCreditTable(earnedIncome, row, phaseOutStart);
  // Line 3-5: when AGI differs and reaches the phase-out, the credit for AGI too; line 6 takes
  // the smaller, which is how the phase-out runs on the larger of AGI and earned income.
  if (agi === earnedIncome || agi < phaseOutStart) return line2;
  const line5 = earnedIncomeCreditTable(agi, row, phaseOutStart);
  return Math.min(line2, line5);
}

interface ChildTaxCredits {
  readonly childTaxCredit: number;
  readonly otherDependentsCredit: number;
  readonly additionalChildTaxCredit: number;
}

/** Schedule 8812, Parts I and II, for wages only. */
function schedule8812(
  agi: number,
  earnedIncome: number,
  children: number,
  otherDependents: number,
  taxBeforeCredits: number,
  earnedIncomeCredit: number,
  figures: TaxYearFigures,
  status: FilingStatus,
): ChildTaxCredits {
  const ctc = figures.childTaxCredit;
  // Line 5: the child tax credit; line 7: the credit for other dependents; line 8: their sum.
  const line5 = children * ctc.perChild;
  const line7 = otherDependents * ctc.perOtherDependent;
  const line8 = line5 + line7;
  // Line 10: AGI above the threshold, rounded UP to the next multiple of 1,000 ("or part of").
  const excess = agi - ctc.phaseOutThreshold[status];
  const line10 = excess > 0 ? Math.ceil(excess / ctc.phaseOutStep) * ctc.phaseOutStep : 0;
  // Line 11: 5% of line 10, i.e. 50 per 1,000.
  const line11 = (line10 / ctc.phaseOutStep) * ctc.phaseOutPerStep;
  // Line 12: the credit after the phase-out.
  const line12 = Math.max(0, line8 - line11);
  // Line 13 (Credit Limit Worksheet A): the tax, as no other credits come first here.
  const line13 = taxBeforeCredits;
  // Line 14: the non-refundable child tax credit (Form 1040 line 19).
  const line14 = Math.min(line12, line13);
  // Line 14 shared out: the credit for other dependents cannot be refunded, so it is the part
  // taken first against the tax; the phase-out is taken from the child tax credit first.
  const otherDependentsCredit = Math.min(line7, line12, line14);

  // Part II-A. Line 16a: credit left over; 16b: the refundable maximum; line 17: the smaller.
  const line16a = line12 - line14;
  const line16b = children * ctc.refundablePerChild;
  const line17 = Math.min(line16a, line16b);
  // Line 18a-20: 15% of earned income above 2,500, rounded to whole dollars.
  const line19 = Math.max(0, earnedIncome - ctc.earnedIncomeFloor);
  const line20 = divideRoundHalfUp(line19 * ctc.earnedIncomeRate, BASIS);

  let line27: number;
  if (children < ACTC_ALTERNATIVE_MIN_CHILDREN) {
    line27 = Math.min(line17, line20);
  } else if (line20 >= line17) {
    line27 = line17;
  } else {
    // Part II-B. Line 21: social security and Medicare tax withheld (Form W-2 boxes 4 and 6).
    const payroll = figures.payrollTax;
    const line21 = divideRoundHalfUp(
      Math.min(earnedIncome, payroll.socialSecurityWageBase) * payroll.socialSecurityRate +
        earnedIncome * payroll.medicareRate,
      BASIS,
    );
    // Line 24: the EIC (Form 1040 line 27); line 25: line 21 less line 24, not below zero.
    const line25 = Math.max(0, line21 - earnedIncomeCredit);
    // Line 26: the larger of line 20 and line 25; line 27: the smaller of line 17 and line 26.
    const line26 = Math.max(line20, line25);
    line27 = Math.min(line17, line26);
  }
  return {
    childTaxCredit: line14 - otherDependentsCredit,
    otherDependentsCredit,
    additionalChildTaxCredit: line27,
  };
}

/**
 * The estimate, with the state return when `state` names one, and its fee under `schedule` (the
 * income table unless a price list is in force), priced once (app/fees.ts; decision 002).
 */
export function estimateRefund(
  input: RefundInput,
  schedule: FeeSchedule = INCOME_TABLE,
  state?: StateRequest,
): RefundEstimate {
  const figures = figuresForYear(input.taxYear);
  if (figures === undefined) {
    throw new RangeError(`Tax year ${input.taxYear} is not supported`);
  }
  const status = input.filingStatus;
  const children = input.children;

  // Wages are both the earned income (Schedule 8812 line 18a, EIC) and, alone, the AGI.
  const earnedIncome = wholeDollars(input.income);
  // Line 11: adjusted gross income (wages only, no adjustments).
  const agi = earnedIncome;
  // Line 12: the larger of the itemized deductions (after any limit) and the standard deduction.
  const itemized = limitedItemizedDeductions(wholeDollars(input.deductions), agi, figures, status);
  const standard = standardDeductionLine(input, figures);
  const deductionType: DeductionType = itemized > standard ? 'itemized' : 'standard';
  const deduction = deductionType === 'itemized' ? itemized : standard;
  // Line 13b: Schedule 1-A, on modified AGI (= AGI here), in the years that have it.
  const scheduleOneAItems = {
    tips: wholeDollars(input.tips ?? 0),
    overtime: wholeDollars(input.overtime ?? 0),
    carLoanInterest: wholeDollars(input.carLoanInterest ?? 0),
    seniors: seniorsOnReturn(input),
  };
  const lineThirteenB =
    figures.scheduleOneA === null
      ? NO_SCHEDULE_ONE_A
      : scheduleOneA(scheduleOneAItems, agi, figures.scheduleOneA, status);
  const scheduleOneAIgnored =
    figures.scheduleOneA === null &&
    scheduleOneAItems.tips + scheduleOneAItems.overtime + scheduleOneAItems.carLoanInterest > 0;
  // Line 15: taxable income (line 11 less line 14, the sum of lines 12 and 13).
  const taxableIncome = Math.max(0, agi - deduction - lineThirteenB.total);
  // Line 16: tax.
  const tax = taxLine16(taxableIncome, figures, status);

  // Line 27 comes before Schedule 8812 Part II-B, which subtracts it.
  const earnedIncomeCredit =
    children === 0 && !meetsEicAgeWithoutChild(input)
      ? 0
      : earnedIncomeCreditLine27(earnedIncome, agi, children, figures, status);
  const { childTaxCredit, otherDependentsCredit, additionalChildTaxCredit } = schedule8812(
    agi,
    earnedIncome,
    children,
    input.otherDependents ?? 0,
    tax,
    earnedIncomeCredit,
    figures,
    status,
  );

  // Line 25d: withholding as given; when unknown, assume payroll withholding hit the tax before
  // credits, which is what it aims for (docs/decisions/003-refund-engine-withholding.md).
  const withheldAssumed = input.withheld === undefined;
  const withheld = input.withheld === undefined ? tax : wholeDollars(input.withheld);

  // Line 24: total tax (line 22 = line 18 − line 21; no other taxes for a wage earner here).
  const totalTax = tax - childTaxCredit - otherDependentsCredit;
  // Line 33: total payments (line 25d + line 27 + line 28).
  const totalPayments = withheld + earnedIncomeCredit + additionalChildTaxCredit;
  // Line 34 (or line 37 when negative).
  const refund = totalPayments - totalTax;

  const estimate = {
    taxYear: figures.taxYear,
    filingStatus: status,
    agi,
    deduction,
    deductionType,
    standardDeduction: standard,
    scheduleOneA: lineThirteenB,
    scheduleOneAIgnored,
    taxableIncome,
    tax,
    credits: {
      childTaxCredit,
      additionalChildTaxCredit,
      earnedIncomeCredit,
      otherDependentsCredit,
    },
    withheld,
    withheldAssumed,
  };
  // The state return from the same request and this federal return (docs/product.md).
  const stateEstimate = state === undefined ? null : stateOfRefund(state, input, estimate);
  // The fee after everything else, once: a price list's forms, the state return's included, are
  // read off the whole estimate. The answer keeps its order: refund, fee, netRefund (feeItems),
  // then the rest, the state last.
  const whole = { refund, ...estimate, state: stateEstimate };
  return {
    refund,
    ...priceEstimate(schedule, input.income, whole),
    ...estimate,
    state: stateEstimate,
  };
}

/**
 * The English words of the 2025 to 2028 law in the estimate (docs/product.md): the calculator's
 * group "Tips, overtime and age", the result's lines, and the refund API's refusals of these fields.
 */

/** The calculator's group and the result's deduction and credit lines. */
export const deductions = {
  legend: 'Tips, overtime and age',
  tips: 'Tips included in your wages',
  tipsHint: 'Qualified tips you reported to your employer (box 12, code TP, on a 2026 W-2).',
  overtime: 'Overtime included in your wages (the extra half only)',
  overtimeHint: 'The premium above your regular rate (box 12, code TT, on a 2026 W-2).',
  age: 'Your age on December 31',
  spouseAge: "Spouse's age on December 31",
  spouseAgeHint: 'For a joint return.',
  otherDependents: 'Other dependents',
  otherDependentsHint: 'A parent or another relative you support, or a child 17 or older.',
  carLoanInterest: 'Interest on a new car loan',
  carLoanInterestHint:
    'Interest paid on a loan for a new car built in the US, bought for yourself.',
  /** The result: each Schedule 1-A deduction above 0, by name (the credit is with the others). */
  lines: {
    heading: 'Deductions in this estimate',
    tips: 'Deduction for tips',
    overtime: 'Deduction for overtime',
    seniors: 'Deduction for seniors',
    carLoanInterest: 'Deduction for car-loan interest',
  },
  ignored: (year: number) =>
    `The deductions for tips, overtime, seniors and car-loan interest start in 2025 (they run to 2028), so they are not counted for ${year}.`,
  /** Beside the field the form refused, without JavaScript. */
  fieldErrors: {
    tips: 'Enter your tips in US dollars, as a number no more than your annual income, or leave the field blank.',
    overtime:
      'Enter your overtime premium in US dollars, as a number that with your tips is no more than your annual income, or leave the field blank.',
    carLoanInterest:
      'Enter the car-loan interest in US dollars, as a number such as 1200, or leave the field blank.',
    age: 'Enter your age as a whole number from 0 to 130, or leave the field blank.',
    spouseAge:
      'Enter your spouse’s age as a whole number from 0 to 130 for a joint return, or leave the field blank.',
    blind: 'Tick the box only if you are blind.',
    spouseBlind: 'Tick your spouse’s box only on a joint return.',
    otherDependents: (max: number) =>
      `Enter the number of other dependents as a whole number from 0 to ${max}.`,
  },
} as const;

/** The `message` of POST /api/RefundCalculator's 400 answers for these fields, naming the field. */
export const deductionRefusals = {
  wholeYears: (field: string, max: number) =>
    `${field} must be a whole number of years, from 0 to ${max}, or left out.`,
  yearsRange: (field: string, max: number) => `${field} must be from 0 to ${max}.`,
  notABoolean: (field: string) => `${field} must be true or false.`,
  otherDependentsWhole: (max: number) =>
    `otherDependents must be a whole number, from 0 to ${max}.`,
  otherDependentsRange: (max: number) => `otherDependents must be from 0 to ${max}.`,
  tipsAboveIncome: 'tips cannot be more than income: qualified tips are part of your wages.',
  overtimeAboveIncome:
    'tips and overtime together cannot be more than income: both are part of your wages.',
  spouseWithoutJoint: (field: string) =>
    `${field} is only for a joint return: send filingStatus "married_joint", or leave ${field} out.`,
} as const;

import { deductionRefusals } from './deductions';
import { FORM_UNREADABLE, INVALID_JSON } from './shared';

/** The English words of the refund calculator: its page and its API's answers. */

export const calculator = {
  heading: 'Refund Calculator',
  intro: 'An estimate of your federal refund for wage income, from the IRS tables for the year.',
  income: 'Annual income',
  incomeHint: 'Wages before tax, in US dollars.',
  confirm: 'I confirm my income is accurate',
  details: 'More details (optional)',
  filingStatus: 'Filing status',
  withheld: 'Federal income tax withheld',
  /** The hint the field is described by (docs/product.md, "The client's journey"). */
  withheldHint: 'Box 2 of your W-2',
  withheldBlank:
    'Optional: add up box 2 of all your W-2s. Left blank, we assume your employer withheld about the tax due.',
  children: 'Children under 17',
  taxYear: 'Tax year',
  calculate: 'Calculate',
  resultHeading: 'Your estimate',
  estimatedRefund: 'Estimated refund',
  fee: 'Fee',
  netRefund: 'Net refund',
  /** The credits the estimate carries above 0, each under its IRS name. */
  credits: {
    heading: 'Credits in this estimate',
    childTaxCredit: 'Child Tax Credit',
    additionalChildTaxCredit: 'Additional Child Tax Credit',
    earnedIncomeCredit: 'Earned Income Credit',
    otherDependentsCredit: 'Credit for other dependents',
  },
  /** Under an estimate above 0: the way on, to the return's questions (/case/return). */
  startReturn: 'Start your return',
  withheldAssumed: 'Withholding was assumed to equal your tax before credits.',
  invalid: 'Please check the form:',
  confirmRequired: 'Please confirm your income is accurate.',
  formUnreadable: FORM_UNREADABLE,
  itemized: 'Itemized deductions',
  itemizedHint:
    'Your Schedule A total, if you itemize. Leave blank and the standard deduction applies.',
  deductionUsed: {
    standard: (amount: string) => `Deduction used: the standard deduction, ${amount}.`,
    itemized: (amount: string) => `Deduction used: your itemized deductions, ${amount}.`,
    limited: (amount: string, entered: string) =>
      `Deduction used: your itemized deductions, ${amount}: the ${entered} you entered, less the limit on itemized deductions in the top tax bracket (from 2026).`,
  },
  noRefund: {
    assumed:
      'No refund to show yet: with the tax withheld left blank, we assume your employer withheld about your tax, which leaves no refund. Add the amount in box 2 of your W-2 under “Federal income tax withheld” and calculate again.',
    even: 'No refund to show: the tax withheld equals your tax after credits, so there is nothing to refund or to pay. Check that “Federal income tax withheld” is box 2 of all your W-2s added up.',
    owed: 'No refund to show: the tax withheld does not cover your tax after credits, so you may owe. Check that “Federal income tax withheld” is box 2 of all your W-2s added up.',
  },
  missing: {
    both: 'Enter your annual income and tick “I confirm my income is accurate” to calculate.',
    income: 'Enter your annual income to calculate.',
    confirm: 'Tick “I confirm my income is accurate” to calculate.',
  },
  fieldErrors: {
    income: 'Enter your annual income in US dollars, as a number such as 52000.',
    deductions:
      'Enter your itemized deductions in US dollars, as a number such as 18000, or leave the field blank.',
    withheld:
      'Enter the federal income tax withheld in US dollars, as a number such as 4200, or leave the field blank.',
    children: (max: number) =>
      `Enter the number of children under 17 as a whole number from 0 to ${max}.`,
    filingStatus: 'Choose one of the filing statuses listed.',
    taxYear: 'Choose one of the tax years listed.',
    form: 'Please fill in the form again.',
  },
  filingStatuses: {
    single: 'Single',
    married_joint: 'Married filing jointly',
    married_separate: 'Married filing separately',
    head_of_household: 'Head of household',
    surviving_spouse: 'Qualifying surviving spouse',
  },
} as const;

/** The `message` of POST /api/RefundCalculator's 400 answers, naming the request field. */
export const refundRequest = {
  invalidBody: 'The request body must be a JSON object, such as {"income": 52000}.',
  incomeRequired: 'income is required: your annual income in US dollars.',
  numberInQuotes: (field: string) =>
    `${field} must be a number, not text in quotes (send 52000, not "52000").`,
  notANumber: (field: string) => `${field} must be a number of US dollars.`,
  notFinite: (field: string) => `${field} must be a finite number of dollars.`,
  negative: (field: string) => `${field} cannot be negative.`,
  tooLarge: (field: string, max: string) => `${field} must be at most ${max} dollars.`,
  filingStatus: (statuses: string) => `filingStatus must be one of: ${statuses}.`,
  childrenWhole: (max: number) => `children must be a whole number, from 0 to ${max}.`,
  childrenRange: (max: number) => `children must be from 0 to ${max}.`,
  taxYearNumber: 'taxYear must be a number, such as 2025.',
  taxYearSupported: (years: string) => `taxYear must be one of the supported years: ${years}.`,
  state: 'state must be the two-letter code of a US state or DC, such as CA or NY.',
  // How the request arrived, before its fields are read.
  invalidJson: INVALID_JSON,
  postOnly: (path: string) => `${path} accepts POST only.`,
  notJson: 'Send the request as JSON, with Content-Type: application/json.',
  bodyTooLarge: (bytes: number) => `The request body must be at most ${bytes} bytes.`,
  tooSlow: 'The request body did not arrive in time.',
  /** The 2025 to 2028 law's fields (./deductions.ts). */
  deductionFields: deductionRefusals,
} as const;

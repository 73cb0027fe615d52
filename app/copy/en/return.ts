import type { Catalogue } from '../catalogue';

/**
 * The English words of "Your return" (docs/return.md): the visitor's
 * /case/return page, its line on the case page, its refusals, and the names of the document
 * requests the answers call for. Server-rendered like the case page, so kept out of the `Copy`
 * catalogue the public pages ship (decision 069); the Spanish words (app/copy/es/return.ts) have
 * the same shape, checked by type. Field names and rules: app/return/answers.ts.
 */
export const returnPage = {
  /** The case page's section, its link to /case/return and the page's heading. */
  section: 'Your return',
  link: 'Tell us about your return',
  heading: 'Tell us about your return',
  description: 'The facts your preparer needs for your tax return, and where your refund goes.',
  taxYear: (year: number) => `Tax year ${year}`,
  /** The page's link back to the case page. */
  back: 'Back to your case',
  /** Where the answers stand, on the case page and at the top of /case/return. */
  status: {
    notStarted: 'Not started',
    saved: 'Saved, not sent yet',
    sent: (date: string) => `Sent to your preparer on ${date}`,
  },
  about: {
    legend: 'About you',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    filingStatus: 'Filing status',
    chooseFilingStatus: 'Choose your filing status',
    street: 'Street address',
    city: 'City',
    state: 'State',
    chooseState: 'Choose your state',
    zip: 'ZIP code',
    zipHint: '5 digits, or 5 digits, a dash and 4 digits.',
  },
  spouse: {
    legend: 'Your spouse',
    hint: 'Only for a joint return ("Married filing jointly").',
    firstName: "Spouse's first name",
    lastName: "Spouse's last name",
    dateOfBirth: "Spouse's date of birth",
  },
  dependents: {
    legend: 'Dependents',
    hint: 'Children and relatives who lived with you or whom you supported. At most 10.',
    none: 'No dependents listed.',
    dependent: (n: number) => `Dependent ${n}`,
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    relationship: 'Relationship',
    chooseRelationship: 'Choose the relationship',
    relationships: {
      son: 'Son',
      daughter: 'Daughter',
      stepchild: 'Stepchild',
      foster_child: 'Foster child',
      sibling: 'Brother or sister',
      grandchild: 'Grandchild',
      parent: 'Parent',
      other: 'Other relative',
    },
    months: 'Months lived with you',
    monthsHint: 'From 0 to 12.',
    add: 'Add a dependent',
    remove: 'Remove',
    /** The accessible name of a group's "Remove" says which group it removes. */
    removeLabel: (n: number) => `Remove dependent ${n}`,
  },
  income: {
    legend: 'Your income',
    hint: 'Tick every kind of income you had in the tax year.',
    w2: 'W-2 wages from an employer',
    w2Count: 'Number of W-2 forms',
    w2CountHint: 'From 1 to 10: one from each employer.',
    selfEmployment: 'Self-employment or gig work (1099-NEC, 1099-K)',
    unemployment: 'Unemployment (1099-G)',
    interest: 'Interest or dividends (1099-INT, 1099-DIV)',
    retirement: 'Retirement or pension (1099-R)',
    socialSecurity: 'Social Security (SSA-1099)',
    marketplace: 'Marketplace health insurance (1095-A)',
    tuition: 'College tuition (1098-T)',
  },
  refund: {
    legend: 'Your refund',
    method: 'How would you like your refund?',
    directDeposit: 'Direct deposit',
    directDepositHint: 'the fastest way',
    paperCheck: 'Paper check',
    routingNumber: 'Routing number',
    routingNumberHint: 'The 9 digits at the bottom left of a check.',
    accountNumber: 'Account number',
    accountNumberHint: 'From 4 to 17 digits.',
    confirmAccountNumber: 'Confirm account number',
    accountType: 'Account type',
    chooseAccountType: 'Choose the account type',
    accountTypes: { checking: 'Checking', savings: 'Savings' },
    /** The saved account, never shown in full again. */
    accountEnding: {
      checking: (last4: string) => `Checking account ending in ${last4}`,
      savings: (last4: string) => `Savings account ending in ${last4}`,
    },
    change: 'To change the account, type the routing number and the account number twice again.',
  },
  ipPin: {
    legend: 'Identity Protection PIN',
    label: 'Identity Protection PIN',
    hint: 'Optional: the 6-digit number the IRS sends each year to people enrolled, to prove a return is theirs.',
    saved: 'Your Identity Protection PIN is saved. Type a new one to change it.',
    remove: 'Remove the saved PIN',
  },
  save: 'Save',
  send: 'Send to your preparer',
  /** Beside "Send to your preparer" (decision 241): sending accepts the User Agreement. */
  agreement: {
    before: 'Sending your details to your preparer accepts our ',
    link: 'User Agreement',
    after: ': read it first. We record when you accept it.',
  },
  /** After post/redirect/get. */
  saved: 'Saved.',
  sent: 'Sent to your preparer. The documents we need are listed on your case page.',
  /** After the return was sent for signature (docs/review-and-sign.md). */
  locked:
    'Your return was prepared from these answers and sent for signature: they can no longer be changed here. Write to your preparer if something is wrong.',
  errorSummary: 'There is a problem',
  /** Refusals, each beside its field and in the summary. */
  errors: {
    required: {
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      dateOfBirth: 'Enter your date of birth.',
      filingStatus: 'Choose your filing status.',
      street: 'Enter your street address.',
      city: 'Enter your city.',
      state: 'Choose your state.',
      zip: 'Enter your ZIP code.',
      spouseFirstName: "Enter your spouse's first name.",
      spouseLastName: "Enter your spouse's last name.",
      spouseDateOfBirth: "Enter your spouse's date of birth.",
      refundMethod: 'Choose direct deposit or paper check.',
      routingNumber: 'Enter the routing number.',
      accountNumber: 'Enter the account number.',
      confirmAccountNumber: 'Enter the account number again.',
      accountType: 'Choose Checking or Savings.',
      w2Count: 'Enter how many W-2 forms you have, from 1 to 10.',
    },
    dependent: {
      firstName: (n: number) => `Enter the first name of dependent ${n}.`,
      lastName: (n: number) => `Enter the last name of dependent ${n}.`,
      dateOfBirth: (n: number) => `Enter the date of birth of dependent ${n}.`,
      relationship: (n: number) => `Choose how dependent ${n} is related to you.`,
      months: (n: number) => `Enter how many months dependent ${n} lived with you, from 0 to 12.`,
    },
    /** `field` is the field's label as shown. */
    tooLong: (field: string, max: number) => `${field} must be ${max} characters or fewer.`,
    control: (field: string) =>
      `${field} must not contain tabs, line breaks or other control characters.`,
    dateInvalid: (field: string) => `${field} must be a real date.`,
    dateFuture: (field: string) => `${field} must be in the past.`,
    dateTooOld: (field: string) => `${field} must be in 1900 or later.`,
    filingStatus: 'Choose one of the filing statuses listed.',
    state: 'Choose a state from the list.',
    zip: 'Enter a ZIP code of 5 digits, or 5 digits, a dash and 4 digits, such as 10001 or 10001-1234.',
    relationship: (n: number) => `Choose one of the relationships listed for dependent ${n}.`,
    months: (n: number) =>
      `The months dependent ${n} lived with you must be a whole number from 0 to 12.`,
    tooManyDependents: (max: number) => `You can list at most ${max} dependents.`,
    w2Count: 'The number of W-2 forms must be a whole number from 1 to 10.',
    routingDigits: 'The routing number must be 9 digits.',
    routingCheck:
      'This is not a valid routing number. Check the 9 digits with your bank or on a check.',
    accountDigits: 'The account number must be 4 to 17 digits.',
    accountZeros: 'This is not a valid account number. Check it with your bank or on a check.',
    accountMismatch: 'The account numbers do not match. Type the same number in both fields.',
    accountType: 'Choose Checking or Savings.',
    ipPin: 'The Identity Protection PIN must be 6 digits.',
    /** The form could not be saved (the case went away, or the database did not answer). */
    unavailable: 'We could not save your answers just now. Please try again in a few minutes.',
  },
  /** The document requests sending makes (decision 114): names as the client and staff read them. */
  requests: {
    w2: 'Form W-2',
    w2Of: (n: number, of: number) => `Form W-2 (${n} of ${of})`,
    selfEmployment: 'Form 1099-NEC or 1099-K',
    unemployment: 'Form 1099-G',
    interest: 'Form 1099-INT or 1099-DIV',
    retirement: 'Form 1099-R',
    socialSecurity: 'Form SSA-1099',
    marketplace: 'Form 1095-A',
    tuition: 'Form 1098-T',
    photoId: "Photo ID (driver's license or state ID)",
    socialSecurityCard: (firstName: string) => `Social Security card for ${firstName}`,
  },
} as const;

export type ReturnCopy = Catalogue<typeof returnPage>;

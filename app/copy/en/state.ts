/**
 * The English words of the state refund (docs/product.md): the calculator's two fields and its
 * state result, the state names, the state credits' names. One area of its own, so the state
 * estimate's words stay apart from the federal calculator's.
 */
import { STATE_CODES, type StateCode } from '../../tax/states/codes';
import { US_STATE_NAMES } from '../../us-states';

const STATE_NAMES = Object.fromEntries(
  STATE_CODES.map((code) => [code, US_STATE_NAMES[code]]),
) as Readonly<Record<StateCode, string>>;

export const stateRefund = {
  state: 'State',
  stateHint: 'Where you lived all year. Leave blank for the federal estimate only.',
  /** The blank choice the list starts on. */
  noState: 'No state',
  stateWithheld: 'State income tax withheld (W-2 box 17)',
  stateWithheldHint: 'Add up box 17 of all your W-2s. Left blank, we count none.',
  /** The state result's heading, with the state's name. */
  heading: (state: string) => `Your ${state} estimate`,
  refund: 'Estimated state refund',
  owed: 'State tax owed',
  notEstimated: (state: string) => `We don't estimate ${state}'s refund yet. Your preparer will.`,
  noWageTax: (state: string) =>
    `${state} has no income tax on wages: any state tax withheld comes back.`,
  provisional:
    'Some of the state’s figures for this year are not published yet: this estimate indexes last year’s for inflation, so it may change.',
  scope: 'For a full-year resident with wage income.',
  local: 'City, county and school district income taxes are not estimated.',
  creditsHeading: 'State credits in this estimate',
  credits: {
    earnedIncomeCredit: 'State earned income credit',
    empireStateChildCredit: 'Empire State child credit',
    exemptionCredit: 'Exemption credit',
    householdCredit: 'Household credit',
    lowIncomeCredit: 'Low income credit',
    seniorCitizenCredit: 'Senior citizen credit',
    taxForgiveness: 'Tax forgiveness',
    workingPennsylvaniansTaxCredit: 'Working Pennsylvanians Tax Credit',
  },
  fieldErrors: {
    state: 'Choose one of the states listed, or leave the state blank.',
    stateWithheld:
      'Enter the state income tax withheld in US dollars, as a number such as 1800, or leave the field blank.',
  },
  /** The states' names: the one list (../../us-states.ts), for the codes the calculator offers. */
  names: STATE_NAMES,
} as const;

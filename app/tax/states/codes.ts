/**
 * The states a request may name: the 50 states and DC by their USPS codes (their names, in each
 * language, are in the copy catalogues). Kept apart from the figures so the calculator's page
 * lists them without carrying any state's tax law.
 */
import type { UsStateOrTerritory } from '../../us-states';

export const STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const satisfies readonly UsStateOrTerritory[];

export type StateCode = (typeof STATE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(STATE_CODES);

export function isStateCode(value: string): value is StateCode {
  return CODES.has(value);
}

/**
 * The states that tax no wages (docs/product.md): Alaska, Florida, Nevada, South Dakota, Texas,
 * Washington and Wyoming have no personal income tax; New Hampshire and Tennessee taxed only
 * interest and dividends, and no longer even those (N.H. RSA 77 repealed from 2025; Tennessee's
 * Hall tax repealed from 2021). Washington's capital gains tax reaches no wages.
 */
export const NO_WAGE_TAX_STATES: readonly StateCode[] = [
  'AK',
  'FL',
  'NV',
  'NH',
  'SD',
  'TN',
  'TX',
  'WA',
  'WY',
];

/**
 * The calculator request's fields and bounds, which the form on the page lists too: kept apart
 * from the request's schema (./request.ts) so that the page's script does not carry zod.
 */
import type { FilingStatus } from './figures';
import { defaultTaxYear, SUPPORTED_TAX_YEARS } from './years';

export { defaultTaxYear, SUPPORTED_TAX_YEARS };

/** The filing statuses in the order a form lists them (labels: copy.calculator.filingStatuses). */
export const FILING_STATUSES: readonly FilingStatus[] = [
  'single',
  'married_joint',
  'married_separate',
  'head_of_household',
  'surviving_spouse',
];

export const DEFAULT_FILING_STATUS: FilingStatus = 'single';

/** The largest amount accepted for any dollar field: far above any wage earner, far below 2^53. */
export const MAX_AMOUNT = 1e9;

export const MAX_CHILDREN = 20;

/** Ages (`age`, `spouseAge`) are whole years from 0 to this. */
export const MAX_AGE = 130;

export const MAX_OTHER_DEPENDENTS = 20;

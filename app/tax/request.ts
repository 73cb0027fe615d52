/**
 * Turns an untrusted request body (parsed JSON, or fields from the calculator form) into a
 * RefundInput, or into the first problem found, named by field. Pure: no I/O.
 */
import { type Copy, en } from '../copy/en';
import type { RefundInput } from './engine';
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

export type RefundRequestField =
  'income' | 'deductions' | 'filingStatus' | 'withheld' | 'children' | 'taxYear';

export type RefundRequestErrorCode =
  /** The body is not a JSON object (an array, a string, null...). */
  | 'invalid_body'
  | 'missing_field'
  /** Not a JSON number (a number in a string, such as "50000", included). */
  | 'not_a_number'
  /** NaN or ±Infinity: impossible in JSON, possible from other callers. */
  | 'not_finite'
  | 'negative'
  | 'too_large'
  | 'not_an_integer'
  | 'out_of_range'
  | 'unknown_filing_status'
  | 'unsupported_tax_year';

export interface RefundRequestError {
  readonly code: RefundRequestErrorCode;
  readonly message: string;
  /** The request field at fault; null when the body as a whole is wrong. */
  readonly field: RefundRequestField | null;
}

export type RefundRequestResult =
  | { readonly ok: true; readonly input: RefundInput }
  | { readonly ok: false; readonly error: RefundRequestError };

const FILING_STATUS_VALUES: ReadonlySet<string> = new Set(FILING_STATUSES);

/** The sentences of the answers, in one language (the API picks it by Accept-Language). */
export type RefundRequestMessages = Copy['refundRequest'];

/** MAX_AMOUNT as the messages write it. */
const MAX_AMOUNT_TEXT = MAX_AMOUNT.toLocaleString('en-US');

function isFilingStatus(value: string): value is FilingStatus {
  return FILING_STATUS_VALUES.has(value);
}

function fail(
  code: RefundRequestErrorCode,
  field: RefundRequestField | null,
  message: string,
): RefundRequestResult {
  return { ok: false, error: { code, field, message } };
}

/** An own property only, so a key such as "constructor" can never read the prototype. */
function fieldValue(body: Record<string, unknown>, field: RefundRequestField): unknown {
  return Object.hasOwn(body, field) ? body[field] : undefined;
}

/** A dollar amount: a finite JSON number from 0 to MAX_AMOUNT. Returns the error or the number. */
function checkAmount(
  field: RefundRequestField,
  value: unknown,
  messages: RefundRequestMessages,
): RefundRequestError | number {
  if (typeof value !== 'number') {
    return {
      code: 'not_a_number',
      field,
      message:
        typeof value === 'string' ? messages.numberInQuotes(field) : messages.notANumber(field),
    };
  }
  if (!Number.isFinite(value)) {
    return { code: 'not_finite', field, message: messages.notFinite(field) };
  }
  if (value < 0) {
    return { code: 'negative', field, message: messages.negative(field) };
  }
  if (value > MAX_AMOUNT) {
    return { code: 'too_large', field, message: messages.tooLarge(field, MAX_AMOUNT_TEXT) };
  }
  return value;
}

/**
 * Reads the request. Optional fields that are absent or null take their defaults; withheld absent
 * or null means "not known" and the engine assumes it. Unknown extra fields are ignored. The
 * fields are checked in a fixed order, so the answer never depends on the order they were sent in.
 */
export function parseRefundRequest(
  body: unknown,
  messages: RefundRequestMessages = en.refundRequest,
): RefundRequestResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail('invalid_body', null, messages.invalidBody);
  }
  const fields = body as Record<string, unknown>;

  const rawIncome = fieldValue(fields, 'income');
  if (rawIncome === undefined || rawIncome === null) {
    return fail('missing_field', 'income', messages.incomeRequired);
  }
  const income = checkAmount('income', rawIncome, messages);
  if (typeof income !== 'number') return { ok: false, error: income };

  const rawDeductions = fieldValue(fields, 'deductions') ?? 0;
  const deductions = checkAmount('deductions', rawDeductions, messages);
  if (typeof deductions !== 'number') return { ok: false, error: deductions };

  const rawStatus = fieldValue(fields, 'filingStatus') ?? DEFAULT_FILING_STATUS;
  if (typeof rawStatus !== 'string' || !isFilingStatus(rawStatus)) {
    return fail(
      'unknown_filing_status',
      'filingStatus',
      messages.filingStatus(FILING_STATUSES.join(', ')),
    );
  }

  const rawWithheld = fieldValue(fields, 'withheld');
  let withheld: number | undefined;
  if (rawWithheld !== undefined && rawWithheld !== null) {
    const checked = checkAmount('withheld', rawWithheld, messages);
    if (typeof checked !== 'number') return { ok: false, error: checked };
    withheld = checked;
  }

  const children = fieldValue(fields, 'children') ?? 0;
  if (typeof children !== 'number') {
    return fail('not_a_number', 'children', messages.childrenWhole(MAX_CHILDREN));
  }
  if (!Number.isInteger(children)) {
    return fail('not_an_integer', 'children', messages.childrenWhole(MAX_CHILDREN));
  }
  if (children < 0 || children > MAX_CHILDREN) {
    return fail('out_of_range', 'children', messages.childrenRange(MAX_CHILDREN));
  }

  const taxYear = fieldValue(fields, 'taxYear') ?? defaultTaxYear();
  if (typeof taxYear !== 'number') {
    return fail('not_a_number', 'taxYear', messages.taxYearNumber);
  }
  if (!SUPPORTED_TAX_YEARS.includes(taxYear)) {
    return fail(
      'unsupported_tax_year',
      'taxYear',
      messages.taxYearSupported(SUPPORTED_TAX_YEARS.join(', ')),
    );
  }

  const input: RefundInput =
    withheld === undefined
      ? { income, deductions, filingStatus: rawStatus, children, taxYear }
      : { income, deductions, filingStatus: rawStatus, withheld, children, taxYear };
  return { ok: true, input };
}

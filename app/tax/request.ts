/**
 * Turns an untrusted request body (parsed JSON, or fields from the calculator form) into a
 * RefundInput, or into the first problem found, named by field. Pure: no I/O.
 */
import { z } from 'zod';
import { type Copy, en } from '../copy/en';
import type { RefundInput } from './engine';
import type { FilingStatus } from './figures';
import {
  DEFAULT_FILING_STATUS,
  defaultTaxYear,
  FILING_STATUSES,
  MAX_AMOUNT,
  MAX_CHILDREN,
  SUPPORTED_TAX_YEARS,
} from './request-fields';

export * from './request-fields';

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

function isFilingStatus(value: unknown): value is FilingStatus {
  return typeof value === 'string' && FILING_STATUS_VALUES.has(value);
}

/**
 * A check's refusal: its sentence, and the code and field the answer names (carried in the zod
 * issue's params). `abort`: a field's first failed check is its only one.
 */
function problem(code: RefundRequestErrorCode, field: RefundRequestField, message: string) {
  return { message, params: { code, field }, abort: true };
}

/** A dollar amount: a finite JSON number from 0 to MAX_AMOUNT (a number in quotes is no number). */
function amount(field: RefundRequestField, messages: RefundRequestMessages) {
  return z
    .custom<number>((value) => typeof value === 'number', {
      params: { code: 'not_a_number', field },
      abort: true,
      error: (issue) =>
        typeof issue.input === 'string'
          ? messages.numberInQuotes(field)
          : messages.notANumber(field),
    })
    .refine(Number.isFinite, problem('not_finite', field, messages.notFinite(field)))
    .refine((value) => value >= 0, problem('negative', field, messages.negative(field)))
    .refine(
      (value) => value <= MAX_AMOUNT,
      problem('too_large', field, messages.tooLarge(field, MAX_AMOUNT_TEXT)),
    );
}

/**
 * The request's schema in one language. A field absent or null takes its default (withheld: "not
 * known", which the engine assumes); income has none. Unknown extra fields are ignored. The fields
 * are checked in the order of the shape, so the first problem never depends on the order they
 * were sent in.
 */
function requestSchema(messages: RefundRequestMessages) {
  const children = messages.childrenWhole(MAX_CHILDREN);
  return z.object(
    {
      income: amount('income', messages)
        .nullish()
        .refine(
          (value) => value !== undefined && value !== null,
          problem('missing_field', 'income', messages.incomeRequired),
        )
        .transform((value) => value ?? 0),
      deductions: amount('deductions', messages)
        .nullish()
        .transform((value) => value ?? 0),
      filingStatus: z
        .custom<FilingStatus>(
          isFilingStatus,
          problem(
            'unknown_filing_status',
            'filingStatus',
            messages.filingStatus(FILING_STATUSES.join(', ')),
          ),
        )
        .nullish()
        .transform((value) => value ?? DEFAULT_FILING_STATUS),
      withheld: amount('withheld', messages)
        .nullish()
        .transform((value) => value ?? undefined),
      children: z
        .custom<number>(
          (value) => typeof value === 'number',
          problem('not_a_number', 'children', children),
        )
        .refine(Number.isInteger, problem('not_an_integer', 'children', children))
        .refine(
          (value) => value >= 0 && value <= MAX_CHILDREN,
          problem('out_of_range', 'children', messages.childrenRange(MAX_CHILDREN)),
        )
        .nullish()
        .transform((value) => value ?? 0),
      taxYear: z
        .custom<number>(
          (value) => typeof value === 'number',
          problem('not_a_number', 'taxYear', messages.taxYearNumber),
        )
        .refine(
          (value) => SUPPORTED_TAX_YEARS.includes(value),
          problem(
            'unsupported_tax_year',
            'taxYear',
            messages.taxYearSupported(SUPPORTED_TAX_YEARS.join(', ')),
          ),
        )
        .nullish(),
    },
    // Not an object at all (an array, a string, null...): the body as a whole is wrong.
    { error: messages.invalidBody },
  );
}

/** One schema per language's messages, made on first use (the API is a hot path). */
const schemas = new WeakMap<RefundRequestMessages, ReturnType<typeof requestSchema>>();

function schemaFor(messages: RefundRequestMessages) {
  let schema = schemas.get(messages);
  if (schema === undefined) {
    schema = requestSchema(messages);
    schemas.set(messages, schema);
  }
  return schema;
}

/** The code and field a schema's issue carries; an issue of the body as a whole has none. */
function errorOf(issue: z.core.$ZodIssue): RefundRequestError {
  const params = issue.code === 'custom' ? issue.params : undefined;
  if (params === undefined) return { code: 'invalid_body', field: null, message: issue.message };
  return {
    code: params.code as RefundRequestErrorCode,
    field: params.field as RefundRequestField,
    message: issue.message,
  };
}

const REQUEST_FIELDS: readonly RefundRequestField[] = [
  'income',
  'deductions',
  'filingStatus',
  'withheld',
  'children',
  'taxYear',
];

/** An object's own request fields only, so a field is never read through its prototype. */
function ownFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields: Record<string, unknown> = {};
  for (const field of REQUEST_FIELDS) {
    if (Object.hasOwn(body, field)) fields[field] = (body as Record<string, unknown>)[field];
  }
  return fields;
}

/** Reads the request (the schema above): the input, or the first problem found, named by field. */
export function parseRefundRequest(
  body: unknown,
  messages: RefundRequestMessages = en.refundRequest,
): RefundRequestResult {
  const parsed = schemaFor(messages).safeParse(ownFields(body));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return first === undefined
      ? { ok: false, error: { code: 'invalid_body', field: null, message: messages.invalidBody } }
      : { ok: false, error: errorOf(first) };
  }
  const { withheld, taxYear, ...rest } = parsed.data;
  const input: RefundInput = {
    ...rest,
    taxYear: taxYear ?? defaultTaxYear(),
    ...(withheld === undefined ? {} : { withheld }),
  };
  return { ok: true, input };
}

/**
 * Turns an untrusted request body (parsed JSON, or fields from the calculator form) into a
 * RefundInput, or into the first problem found, named by field. Pure: no I/O.
 */
import { z } from 'zod';
import { type Copy, en } from '../copy/en';
import type { RefundInput } from './engine';
import type { FilingStatus } from './figures';
import { isStateCode } from './states/codes';
import type { StateRequest } from './states/request';
import {
  DEFAULT_FILING_STATUS,
  defaultTaxYear,
  FILING_STATUSES,
  MAX_AMOUNT,
  MAX_AGE,
  MAX_CHILDREN,
  MAX_OTHER_DEPENDENTS,
  SUPPORTED_TAX_YEARS,
} from './request-fields';

export * from './request-fields';

export type RefundRequestField =
  | 'income'
  | 'deductions'
  | 'filingStatus'
  | 'withheld'
  | 'children'
  | 'taxYear'
  | 'state'
  | 'stateWithheld'
  | DeductionField;

/** The 2025 to 2028 law's fields (docs/product.md), all optional. */
export type DeductionField =
  | 'tips'
  | 'overtime'
  | 'carLoanInterest'
  | 'age'
  | 'spouseAge'
  | 'blind'
  | 'spouseBlind'
  | 'otherDependents';

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
  | 'unsupported_tax_year'
  /** blind or spouseBlind that is not true, false or null. */
  | 'not_a_boolean'
  /** tips, or tips and overtime together, above income (they are part of it). */
  | 'above_income'
  /** spouseAge or spouseBlind on a return that is not joint. */
  | 'no_spouse'
  /** Not the two-letter code of a state or DC. */
  | 'unknown_state';

export interface RefundRequestError {
  readonly code: RefundRequestErrorCode;
  readonly message: string;
  /** The request field at fault; null when the body as a whole is wrong. */
  readonly field: RefundRequestField | null;
}

export type RefundRequestResult =
  | {
      readonly ok: true;
      readonly input: RefundInput;
      /** The state return asked for (docs/product.md); absent when the request names no state. */
      readonly state?: StateRequest;
    }
  | { readonly ok: false; readonly error: RefundRequestError };

const FILING_STATUS_VALUES: ReadonlySet<string> = new Set(FILING_STATUSES);

/** The sentences of the answers, in one language (the API picks it by Accept-Language). */
export type RefundRequestMessages = Copy['refundRequest'];

/** MAX_AMOUNT as the messages write it. */
const MAX_AMOUNT_TEXT = MAX_AMOUNT.toLocaleString('en-US');

function isFilingStatus(value: unknown): value is FilingStatus {
  return typeof value === 'string' && FILING_STATUS_VALUES.has(value);
}

/** A field's refusal: the zod issue that carries the answer's code and field in its params. */
type Refuse = (code: RefundRequestErrorCode, message: string) => never;

/**
 * A field of the request: one zod step that reads the value or refuses it. Each field is checked
 * by one plain function rather than a chain of refinements, whose layers took 40% of a parse on the
 * refund API's path (0.75 µs a body against 0.45 µs in a loop, 2026-11-26).
 */
function field<T>(name: RefundRequestField, read: (value: unknown, refuse: Refuse) => T) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): T => {
      // z.NEVER ends the field; the object goes on to the next, and the first issue is answered.
      const refuse: Refuse = (code, message) => {
        ctx.addIssue({ code: 'custom', message, params: { code, field: name }, input: value });
        return z.NEVER;
      };
      return read(value, refuse);
    });
}

/** A dollar amount: a finite JSON number from 0 to MAX_AMOUNT (a number in quotes is no number). */
function amount(
  name: RefundRequestField,
  value: unknown,
  refuse: Refuse,
  messages: RefundRequestMessages,
): number {
  if (typeof value !== 'number') {
    return refuse(
      'not_a_number',
      typeof value === 'string' ? messages.numberInQuotes(name) : messages.notANumber(name),
    );
  }
  if (!Number.isFinite(value)) return refuse('not_finite', messages.notFinite(name));
  if (value < 0) return refuse('negative', messages.negative(name));
  if (value > MAX_AMOUNT) return refuse('too_large', messages.tooLarge(name, MAX_AMOUNT_TEXT));
  return value;
}

/** Absent or null: the field's default. */
const absent = (value: unknown): value is null | undefined => value === undefined || value === null;

/** A whole number from 0 to max (ages, dependents), or the field's refusal. */
function wholeNumber(
  value: unknown,
  refuse: Refuse,
  max: number,
  whole: string,
  range: string,
): number {
  if (typeof value !== 'number') return refuse('not_a_number', whole);
  if (!Number.isInteger(value)) return refuse('not_an_integer', whole);
  if (value < 0 || value > max) return refuse('out_of_range', range);
  return value;
}

/**
 * The 2025 to 2028 law's fields: each absent or null = none (0, not known, false). Whether they
 * fit the rest of the request (income, the filing status) is checked after (checkAgainstRequest).
 */
function deductionFields(messages: RefundRequestMessages) {
  const text = messages.deductionFields;
  const age = (name: 'age' | 'spouseAge') =>
    field(name, (value, refuse) =>
      absent(value)
        ? null
        : wholeNumber(
            value,
            refuse,
            MAX_AGE,
            text.wholeYears(name, MAX_AGE),
            text.yearsRange(name, MAX_AGE),
          ),
    );
  const flag = (name: 'blind' | 'spouseBlind') =>
    field(name, (value, refuse) => {
      if (absent(value)) return false;
      if (typeof value === 'boolean') return value;
      return refuse('not_a_boolean', text.notABoolean(name));
    });
  return {
    tips: field('tips', (value, refuse) =>
      absent(value) ? 0 : amount('tips', value, refuse, messages),
    ),
    overtime: field('overtime', (value, refuse) =>
      absent(value) ? 0 : amount('overtime', value, refuse, messages),
    ),
    carLoanInterest: field('carLoanInterest', (value, refuse) =>
      absent(value) ? 0 : amount('carLoanInterest', value, refuse, messages),
    ),
    age: age('age'),
    spouseAge: age('spouseAge'),
    blind: flag('blind'),
    spouseBlind: flag('spouseBlind'),
    otherDependents: field('otherDependents', (value, refuse) =>
      absent(value)
        ? 0
        : wholeNumber(
            value,
            refuse,
            MAX_OTHER_DEPENDENTS,
            text.otherDependentsWhole(MAX_OTHER_DEPENDENTS),
            text.otherDependentsRange(MAX_OTHER_DEPENDENTS),
          ),
    ),
  };
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
      income: field('income', (value, refuse) =>
        absent(value)
          ? refuse('missing_field', messages.incomeRequired)
          : amount('income', value, refuse, messages),
      ),
      deductions: field('deductions', (value, refuse) =>
        absent(value) ? 0 : amount('deductions', value, refuse, messages),
      ),
      filingStatus: field('filingStatus', (value, refuse): FilingStatus => {
        if (absent(value)) return DEFAULT_FILING_STATUS;
        if (isFilingStatus(value)) return value;
        return refuse('unknown_filing_status', messages.filingStatus(FILING_STATUSES.join(', ')));
      }),
      withheld: field('withheld', (value, refuse) =>
        absent(value) ? undefined : amount('withheld', value, refuse, messages),
      ),
      children: field('children', (value, refuse) => {
        if (absent(value)) return 0;
        if (typeof value !== 'number') return refuse('not_a_number', children);
        if (!Number.isInteger(value)) return refuse('not_an_integer', children);
        if (value < 0 || value > MAX_CHILDREN) {
          return refuse('out_of_range', messages.childrenRange(MAX_CHILDREN));
        }
        return value;
      }),
      taxYear: field('taxYear', (value, refuse) => {
        if (absent(value)) return undefined;
        if (typeof value !== 'number') return refuse('not_a_number', messages.taxYearNumber);
        if (!SUPPORTED_TAX_YEARS.includes(value)) {
          return refuse(
            'unsupported_tax_year',
            messages.taxYearSupported(SUPPORTED_TAX_YEARS.join(', ')),
          );
        }
        return value;
      }),
      // The state return (docs/product.md): a two-letter code, upper or lower case; its
      // withholding.
      state: field('state', (value, refuse) => {
        if (absent(value)) return undefined;
        const code = typeof value === 'string' ? value.toUpperCase() : '';
        return isStateCode(code) ? code : refuse('unknown_state', messages.state);
      }),
      stateWithheld: field('stateWithheld', (value, refuse) =>
        absent(value) ? 0 : amount('stateWithheld', value, refuse, messages),
      ),
    },
    // Not an object at all (an array, a string, null...): the body as a whole is wrong.
    { error: messages.invalidBody },
  );
}

/**
 * One schema per language's messages, made on first use and compiled (zod's `compile`): a body that
 * passes takes a parser zod generates for this shape; one that does not is parsed again by the
 * schema as written, which gives the issue. On the refund API's path the schema as written took
 * about 3 µs of a request's 25 (decision 093). `strict`: a change to the schema that zod cannot
 * compile throws here, at the first parse, and every request test fails, rather than the API
 * quietly slowing down.
 */
const schemas = new WeakMap<RefundRequestMessages, ReturnType<typeof requestSchema>>();

function schemaFor(messages: RefundRequestMessages) {
  let schema = schemas.get(messages);
  if (schema === undefined) {
    schema = z.compile(requestSchema(messages), { strict: true });
    schemas.set(messages, schema);
  }
  return schema;
}

/**
 * The law's fields have a schema of their own, run only for a body that has one of them: the
 * refund API's commonest bodies have none, and their path stays as it was (decision 172).
 */
const lawSchemas = new WeakMap<RefundRequestMessages, ReturnType<typeof lawSchema>>();

function lawSchema(messages: RefundRequestMessages) {
  return z.object(deductionFields(messages));
}

function lawSchemaFor(messages: RefundRequestMessages) {
  let schema = lawSchemas.get(messages);
  if (schema === undefined) {
    schema = z.compile(lawSchema(messages), { strict: true });
    lawSchemas.set(messages, schema);
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
  'state',
  'stateWithheld',
];

const LAW_FIELDS: readonly DeductionField[] = [
  'tips',
  'overtime',
  'carLoanInterest',
  'age',
  'spouseAge',
  'blind',
  'spouseBlind',
  'otherDependents',
];

/** An object's own request fields only, so a field is never read through its prototype. */
function ownFields(body: unknown, names: readonly RefundRequestField[]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const fields: Record<string, unknown> = {};
  for (const field of names) {
    if (Object.hasOwn(body, field)) fields[field] = (body as Record<string, unknown>)[field];
  }
  return fields;
}

/** The law's fields of a body that has one, else undefined. */
function ownLawFields(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = ownFields(body, LAW_FIELDS) as Record<string, unknown>;
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Reads the request (the schema above): the input, or the first problem found, named by field. */
export function parseRefundRequest(
  body: unknown,
  messages: RefundRequestMessages = en.refundRequest,
): RefundRequestResult {
  const parsed = schemaFor(messages).safeParse(ownFields(body, REQUEST_FIELDS));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return first === undefined
      ? { ok: false, error: { code: 'invalid_body', field: null, message: messages.invalidBody } }
      : { ok: false, error: errorOf(first) };
  }
  // Built field by field (withheld only when known): spreading the parsed object and a rest of it
  // cost about a microsecond a request.
  const { income, deductions, filingStatus, withheld, children } = parsed.data;
  const taxYear = parsed.data.taxYear ?? defaultTaxYear();
  const input: RefundInput =
    withheld === undefined
      ? { income, deductions, filingStatus, children, taxYear }
      : { income, deductions, filingStatus, withheld, children, taxYear };
  const { state, stateWithheld } = parsed.data;
  // The state return (docs/product.md) rides beside the input, which the federal engine reads.
  const withState = (read: RefundInput): RefundRequestResult =>
    state === undefined
      ? { ok: true, input: read }
      : { ok: true, input: read, state: { code: state, withheld: stateWithheld } };
  const given = ownLawFields(body);
  if (given === undefined) return withState(input);
  const parsedLaw = lawSchemaFor(messages).safeParse(given);
  if (!parsedLaw.success) {
    const first = parsedLaw.error.issues[0];
    return first === undefined
      ? { ok: false, error: { code: 'invalid_body', field: null, message: messages.invalidBody } }
      : { ok: false, error: errorOf(first) };
  }
  const { tips, overtime, carLoanInterest, age, spouseAge, blind, spouseBlind, otherDependents } =
    parsedLaw.data;
  const law = {
    tips,
    overtime,
    carLoanInterest,
    age,
    spouseAge,
    blind,
    spouseBlind,
    otherDependents,
  };
  const refused = lawRefusal(law, income, filingStatus, messages.deductionFields);
  if (refused !== null) return { ok: false, error: refused };
  // The law's fields join the input only when one is given: a request without them reads
  // exactly as before.
  const anyGiven =
    tips !== 0 ||
    overtime !== 0 ||
    carLoanInterest !== 0 ||
    age !== null ||
    spouseAge !== null ||
    blind ||
    spouseBlind ||
    otherDependents !== 0;
  return withState(anyGiven ? { ...input, ...law } : input);
}

/** The 2025 to 2028 law's fields as read, before they are checked against the rest. */
interface LawFields {
  readonly tips: number;
  readonly overtime: number;
  readonly carLoanInterest: number;
  readonly age: number | null;
  readonly spouseAge: number | null;
  readonly blind: boolean;
  readonly spouseBlind: boolean;
  readonly otherDependents: number;
}

/**
 * What the law's fields cannot be, given the rest of the request: tips and overtime are part of
 * the wages (`income`), and a spouse's age or blindness belongs on a joint return only.
 */
function lawRefusal(
  law: LawFields,
  income: number,
  filingStatus: FilingStatus,
  text: RefundRequestMessages['deductionFields'],
): RefundRequestError | null {
  if (law.tips > income) {
    return { code: 'above_income', field: 'tips', message: text.tipsAboveIncome };
  }
  if (law.tips + law.overtime > income) {
    return { code: 'above_income', field: 'overtime', message: text.overtimeAboveIncome };
  }
  if (filingStatus !== 'married_joint') {
    if (law.spouseAge !== null) {
      return {
        code: 'no_spouse',
        field: 'spouseAge',
        message: text.spouseWithoutJoint('spouseAge'),
      };
    }
    if (law.spouseBlind) {
      return {
        code: 'no_spouse',
        field: 'spouseBlind',
        message: text.spouseWithoutJoint('spouseBlind'),
      };
    }
  }
  return null;
}

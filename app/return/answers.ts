import { z } from 'zod';
import type { ReturnCopy } from '../copy/en/return';
import type { FilingStatus } from '../tax/figures';
import { FILING_STATUSES } from '../tax/request-fields';
import { isUsState, type UsState } from './states';

/**
 * "Your return" (docs/return.md): the answers' fields, their names in the page's form, and the
 * checks each one gets, with no I/O, so that the server (app/return/*.server.ts) and the page's
 * script check the same way. Every field is a zod step that reads or refuses its typed text;
 * refusals are the copy's sentences (app/copy/{en,es}/return.ts), keyed by the field's name.
 *
 * Two levels (decision 111): "Save" keeps every valid answer and refuses the others one by one;
 * "Send to your preparer" also asks for everything required.
 */

export const RELATIONSHIPS = [
  'son',
  'daughter',
  'stepchild',
  'foster_child',
  'sibling',
  'grandchild',
  'parent',
  'other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The income checkboxes, in the page's order; each calls for its document (requests.ts). */
export const INCOME_KINDS = [
  'w2',
  'selfEmployment',
  'unemployment',
  'interest',
  'retirement',
  'socialSecurity',
  'marketplace',
  'tuition',
] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

export const REFUND_METHODS = ['direct_deposit', 'paper_check'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/** The radio's default: "the fastest way". */
export const DEFAULT_REFUND_METHOD: RefundMethod = 'direct_deposit';

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const MAX_DEPENDENTS = 10;
export const MAX_W2_FORMS = 10;

/**
 * Text lengths, in characters as a person counts them. The IRS's e-file schema takes a name line
 * of 35 characters and an address line of 35; these leave room for a preparer to abbreviate.
 */
export const TEXT_MAX = { name: 50, street: 100, city: 50 } as const;

/** Dates of birth from 1900 on (and not after today). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The fields' names in the form (`name` and, through fieldId, `id`), and the errors' keys. */
export const FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  dateOfBirth: 'dateOfBirth',
  filingStatus: 'filingStatus',
  street: 'street',
  city: 'city',
  state: 'state',
  zip: 'zip',
  spouseFirstName: 'spouseFirstName',
  spouseLastName: 'spouseLastName',
  spouseDateOfBirth: 'spouseDateOfBirth',
  /** One checkbox a kind: `income.w2`, `income.selfEmployment`… */
  w2Count: 'w2Count',
  refundMethod: 'refundMethod',
  routingNumber: 'routingNumber',
  accountNumber: 'accountNumber',
  confirmAccountNumber: 'confirmAccountNumber',
  accountType: 'accountType',
  ipPin: 'ipPin',
  ipPinRemove: 'ipPinRemove',
  /** The buttons: save, send, add, remove:N (N the group's index from 0). */
  intent: 'intent',
  /** The "Dependents" fieldset: the error key when there are too many. */
  dependents: 'dependents',
} as const;

export const DEPENDENT_KEYS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'relationship',
  'months',
] as const;
export type DependentKey = (typeof DEPENDENT_KEYS)[number];

/** `dependents[2].firstName`: a dependent's field, by the group's index from 0. */
export const dependentField = (index: number, key: DependentKey) => `dependents[${index}].${key}`;
/** `income.w2`: an income checkbox. */
export const incomeField = (kind: IncomeKind) => `income.${kind}`;
/** A field's `id` (and the error summary's link target): its name with `-` for punctuation. */
export const fieldId = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '');

/** The buttons' values (`intent`). */
export const INTENTS = { save: 'save', send: 'send', add: 'add' } as const;
export const removeIntent = (index: number) => `remove:${index}`;
export type Intent =
  { readonly kind: 'save' | 'send' | 'add' } | { readonly kind: 'remove'; readonly index: number };

// ——— The form as typed: text, so that a refused one comes back exactly as it was. ———

export interface DependentForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly relationship: string;
  readonly months: string;
}

export interface ReturnForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly filingStatus: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly spouseFirstName: string;
  readonly spouseLastName: string;
  readonly spouseDateOfBirth: string;
  readonly dependents: readonly DependentForm[];
  readonly income: Readonly<Record<IncomeKind, boolean>>;
  readonly w2Count: string;
  readonly refundMethod: string;
  /** Never filled from what is stored: the account is typed again to change it. */
  readonly routingNumber: string;
  readonly accountNumber: string;
  readonly confirmAccountNumber: string;
  readonly accountType: string;
  /** Never filled from what is stored either. */
  readonly ipPin: string;
  readonly ipPinRemove: boolean;
}

export const EMPTY_DEPENDENT: DependentForm = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  relationship: '',
  months: '',
};

const NO_INCOME = Object.fromEntries(INCOME_KINDS.map((kind) => [kind, false])) as Record<
  IncomeKind,
  boolean
>;

export const EMPTY_FORM: ReturnForm = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  filingStatus: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  spouseFirstName: '',
  spouseLastName: '',
  spouseDateOfBirth: '',
  dependents: [],
  income: NO_INCOME,
  w2Count: '',
  refundMethod: DEFAULT_REFUND_METHOD,
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: '',
  ipPin: '',
  ipPinRemove: false,
};

/** The posted fields, as a native form sends them (FormData) or as a body reader left them. */
export type PostedFields = Pick<FormData, 'get'> | Pick<URLSearchParams, 'get'>;

const DEPENDENT_NAME =
  /^dependents\[(\d{1,2})\]\.(firstName|lastName|dateOfBirth|relationship|months)$/;

/** A field's text: missing or a file is the empty text. */
function textOf(fields: PostedFields, name: string): string {
  const value = fields.get(name);
  return typeof value === 'string' ? value : '';
}

/** The button pressed; "save" when none is named (Enter in a text field presses the first). */
export function readIntent(value: string): Intent {
  if (value === INTENTS.send || value === INTENTS.add) return { kind: value };
  const remove = /^remove:(\d{1,2})$/.exec(value);
  if (remove) return { kind: 'remove', index: Number(remove[1]) };
  return { kind: 'save' };
}

/**
 * The form as posted. Dependents are the groups whose fields were posted (`dependents[N].…`),
 * in the order of N, at most MAX_DEPENDENTS + 1 of them (one too many is refused by the check,
 * never dropped silently). `keys` lists the posted names when `fields` cannot (URLSearchParams
 * and FormData can: leave it out).
 */
export function readReturnForm(fields: PostedFields & { keys(): Iterable<string> }): {
  readonly form: ReturnForm;
  readonly intent: Intent;
} {
  const indexes = new Set<number>();
  for (const name of fields.keys()) {
    const match = DEPENDENT_NAME.exec(name);
    if (match) indexes.add(Number(match[1]));
  }
  const dependents = [...indexes]
    .sort((a, b) => a - b)
    .slice(0, MAX_DEPENDENTS + 1)
    .map(
      (index) =>
        Object.fromEntries(
          DEPENDENT_KEYS.map((key) => [key, textOf(fields, dependentField(index, key))]),
        ) as unknown as DependentForm,
    );
  const income = Object.fromEntries(
    INCOME_KINDS.map((kind) => [kind, textOf(fields, incomeField(kind)) !== '']),
  ) as Record<IncomeKind, boolean>;
  const text = (name: string) => textOf(fields, name);
  const form: ReturnForm = {
    firstName: text(FIELDS.firstName),
    lastName: text(FIELDS.lastName),
    dateOfBirth: text(FIELDS.dateOfBirth),
    filingStatus: text(FIELDS.filingStatus),
    street: text(FIELDS.street),
    city: text(FIELDS.city),
    state: text(FIELDS.state),
    zip: text(FIELDS.zip),
    spouseFirstName: text(FIELDS.spouseFirstName),
    spouseLastName: text(FIELDS.spouseLastName),
    spouseDateOfBirth: text(FIELDS.spouseDateOfBirth),
    dependents,
    income,
    w2Count: text(FIELDS.w2Count),
    refundMethod: text(FIELDS.refundMethod),
    routingNumber: text(FIELDS.routingNumber),
    accountNumber: text(FIELDS.accountNumber),
    confirmAccountNumber: text(FIELDS.confirmAccountNumber),
    accountType: text(FIELDS.accountType),
    ipPin: text(FIELDS.ipPin),
    ipPinRemove: text(FIELDS.ipPinRemove) !== '',
  };
  return { form, intent: readIntent(text(FIELDS.intent)) };
}

/**
 * "Add a dependent" and "Remove" without JavaScript: the form as typed, with one more empty
 * group (never past MAX_DEPENDENTS) or without the group removed. Nothing is stored by either.
 */
export function applyDependentIntent(form: ReturnForm, intent: Intent): ReturnForm {
  if (intent.kind === 'add') {
    if (form.dependents.length >= MAX_DEPENDENTS) return form;
    return { ...form, dependents: [...form.dependents, EMPTY_DEPENDENT] };
  }
  if (intent.kind === 'remove') {
    return { ...form, dependents: form.dependents.filter((_, index) => index !== intent.index) };
  }
  return form;
}

// ——— The answers as stored: each field valid, or null when not answered. ———

export interface Dependent {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly dateOfBirth: string | null;
  readonly relationship: Relationship | null;
  readonly months: number | null;
}

/** Everything but the sealed account numbers and IP PIN (server-side: return-store.server.ts). */
export interface ReturnAnswers {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly dateOfBirth: string | null;
  readonly filingStatus: FilingStatus | null;
  readonly street: string | null;
  readonly city: string | null;
  readonly state: UsState | null;
  readonly zip: string | null;
  readonly spouseFirstName: string | null;
  readonly spouseLastName: string | null;
  readonly spouseDateOfBirth: string | null;
  readonly dependents: readonly Dependent[];
  readonly income: Readonly<Record<IncomeKind, boolean>>;
  readonly w2Count: number | null;
  readonly refundMethod: RefundMethod | null;
  readonly accountType: AccountType | null;
}

export const EMPTY_ANSWERS: ReturnAnswers = {
  firstName: null,
  lastName: null,
  dateOfBirth: null,
  filingStatus: null,
  street: null,
  city: null,
  state: null,
  zip: null,
  spouseFirstName: null,
  spouseLastName: null,
  spouseDateOfBirth: null,
  dependents: [],
  income: NO_INCOME,
  w2Count: null,
  refundMethod: null,
  accountType: null,
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const nullableText = z.string().min(1).max(200).nullable();

/** The stored answers' shape, read back from the database (a row is never trusted as typed). */
export const storedAnswersSchema: z.ZodType<ReturnAnswers> = z.strictObject({
  firstName: nullableText,
  lastName: nullableText,
  dateOfBirth: z.string().regex(isoDate).nullable(),
  filingStatus: z.enum(FILING_STATUSES as [FilingStatus, ...FilingStatus[]]).nullable(),
  street: nullableText,
  city: nullableText,
  state: z
    .string()
    .refine(isUsState)
    .transform((value) => value as UsState)
    .nullable(),
  zip: z
    .string()
    .regex(/^\d{5}(-\d{4})?$/)
    .nullable(),
  spouseFirstName: nullableText,
  spouseLastName: nullableText,
  spouseDateOfBirth: z.string().regex(isoDate).nullable(),
  dependents: z
    .array(
      z.strictObject({
        firstName: nullableText,
        lastName: nullableText,
        dateOfBirth: z.string().regex(isoDate).nullable(),
        relationship: z.enum(RELATIONSHIPS).nullable(),
        months: z.int().min(0).max(12).nullable(),
      }),
    )
    .max(MAX_DEPENDENTS),
  income: z.strictObject(
    Object.fromEntries(INCOME_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      IncomeKind,
      z.ZodBoolean
    >,
  ),
  w2Count: z.int().min(1).max(MAX_W2_FORMS).nullable(),
  refundMethod: z.enum(REFUND_METHODS).nullable(),
  accountType: z.enum(ACCOUNT_TYPES).nullable(),
});

/** The form showing what is stored (the account numbers and IP PIN left empty). */
export function formFromAnswers(answers: ReturnAnswers): ReturnForm {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    ...EMPTY_FORM,
    firstName: text(answers.firstName),
    lastName: text(answers.lastName),
    dateOfBirth: text(answers.dateOfBirth),
    filingStatus: text(answers.filingStatus),
    street: text(answers.street),
    city: text(answers.city),
    state: text(answers.state),
    zip: text(answers.zip),
    spouseFirstName: text(answers.spouseFirstName),
    spouseLastName: text(answers.spouseLastName),
    spouseDateOfBirth: text(answers.spouseDateOfBirth),
    dependents: answers.dependents.map((d) => ({
      firstName: text(d.firstName),
      lastName: text(d.lastName),
      dateOfBirth: text(d.dateOfBirth),
      relationship: text(d.relationship),
      months: text(d.months),
    })),
    income: answers.income,
    w2Count: text(answers.w2Count),
    refundMethod: answers.refundMethod ?? DEFAULT_REFUND_METHOD,
    accountType: text(answers.accountType),
  };
}

// ——— The checks. ———

/** Field name → the sentence saying what to do, in the form's order (the error summary's). */
export type FieldErrors = Readonly<Record<string, string>>;

/** What a checked field leaves: its value, or that it was refused (the stored one then stays). */
const REFUSED = Symbol('refused');
type Checked<T> = T | typeof REFUSED;

/** The typed account: replaced only when all three numbers are typed and agree. */
export type AccountChange =
  | { readonly kind: 'keep' }
  | { readonly kind: 'remove' }
  | { readonly kind: 'set'; readonly routingNumber: string; readonly accountNumber: string };

export type PinChange =
  | { readonly kind: 'keep' }
  | { readonly kind: 'remove' }
  | { readonly kind: 'set'; readonly pin: string };

/**
 * The form checked: the answers it gives (a refused field: the `previous` answer, kept), the
 * account and PIN changes, and the refusals. `complete` is the send level's verdict.
 */
export interface CheckedReturn {
  readonly answers: ReturnAnswers;
  readonly account: AccountChange;
  readonly pin: PinChange;
  readonly errors: FieldErrors;
}

export interface CheckOptions {
  /** 'send' also asks for every required answer. */
  readonly level: 'save' | 'send';
  /** What is stored now: a refused field keeps its stored answer. */
  readonly previous: ReturnAnswers;
  /** Whether an account is stored (direct deposit then needs none typed). */
  readonly hasAccount: boolean;
  /** Today as YYYY-MM-DD (latestToday()): no date of birth after it. */
  readonly today: string;
}

/**
 * Today's date where it is latest (UTC+14): a child born today anywhere is not "in the future",
 * whatever zone the server runs in.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10);
}

/** C0 and C1 controls, DEL, and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

function charactersOver(value: string, max: number): boolean {
  if (value.length <= max) return false;
  if (value.length > 2 * max) return true;
  return [...value].length > max;
}

/** Text as a person typed it: spaces around it dropped, composed (NFC) as one form. */
const typed = z.string().transform((value) => value.trim().normalize('NFC'));

/** A text answer: empty is null (not answered); otherwise at most `max`, no control characters. */
const textAnswer = (label: string, max: number, words: ReturnCopy['errors']) =>
  typed
    .refine((value) => !CONTROL.test(value), words.control(label))
    .refine((value) => !charactersOver(value, max), words.tooLong(label, max))
    .transform((value) => (value === '' ? null : value));

/** A real calendar date, YYYY-MM-DD (the native date field's value), from 1900 to today. */
const dateAnswer = (label: string, today: string, words: ReturnCopy['errors']) =>
  typed
    .refine((value) => value === '' || isRealDate(value), words.dateInvalid(label))
    .refine(
      (value) => value === '' || !isRealDate(value) || value <= today,
      words.dateFuture(label),
    )
    .refine(
      (value) => value === '' || !isRealDate(value) || value >= EARLIEST_BIRTH_DATE,
      words.dateTooOld(label),
    )
    .transform((value) => (value === '' ? null : value));

export function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** One of a list's values, or null when none was chosen. */
const choiceAnswer = <T extends string>(values: readonly T[], refusal: string) =>
  typed
    .refine((value) => value === '' || (values as readonly string[]).includes(value), refusal)
    .transform((value) => (value === '' ? null : (value as T)));

/** A whole number from `min` to `max`, or null when empty. */
const wholeAnswer = (min: number, max: number, refusal: string) =>
  typed
    .refine(
      (value) => value === '' || (/^\d{1,2}$/.test(value) && +value >= min && +value <= max),
      refusal,
    )
    .transform((value) => (value === '' ? null : Number(value)));

const zipAnswer = (words: ReturnCopy['errors']) =>
  typed
    .refine((value) => value === '' || /^\d{5}(-\d{4})?$/.test(value), words.zip)
    .transform((value) => (value === '' ? null : value));

const stateAnswer = (words: ReturnCopy['errors']) =>
  typed
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || isUsState(value), words.state)
    .transform((value) => (value === '' ? null : (value as UsState)));

/** Digits as typed on a check or a card: spaces and dashes between them are dropped. */
const digits = typed.transform((value) => value.replace(/[\s-]/g, ''));

/**
 * The ABA routing number's check digit: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10).
 */
export function isRoutingNumber(value: string): boolean {
  // Nine zeros pass the check digit, and are no bank's.
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false;
  const d = [...value].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const sum = 3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8));
  return sum % 10 === 0;
}

export const isAccountNumber = (value: string) => /^\d{4,17}$/.test(value);
/** An account of zeros only ("Checking account ending in 0000") is no bank's. */
export const isZeroAccount = (value: string) => /^0+$/.test(value);
export const isIpPin = (value: string) => /^\d{6}$/.test(value);

/** The zod steps of every field, in one language. */
export function returnFieldSchemas(words: ReturnCopy, today: string) {
  const errors = words.errors;
  const about = words.about;
  const spouse = words.spouse;
  return {
    firstName: textAnswer(about.firstName, TEXT_MAX.name, errors),
    lastName: textAnswer(about.lastName, TEXT_MAX.name, errors),
    dateOfBirth: dateAnswer(about.dateOfBirth, today, errors),
    filingStatus: choiceAnswer<FilingStatus>(FILING_STATUSES, errors.filingStatus),
    street: textAnswer(about.street, TEXT_MAX.street, errors),
    city: textAnswer(about.city, TEXT_MAX.city, errors),
    state: stateAnswer(errors),
    zip: zipAnswer(errors),
    spouseFirstName: textAnswer(spouse.firstName, TEXT_MAX.name, errors),
    spouseLastName: textAnswer(spouse.lastName, TEXT_MAX.name, errors),
    spouseDateOfBirth: dateAnswer(spouse.dateOfBirth, today, errors),
    w2Count: wholeAnswer(1, MAX_W2_FORMS, errors.w2Count),
    refundMethod: choiceAnswer<RefundMethod>(REFUND_METHODS, errors.required.refundMethod),
    accountType: choiceAnswer<AccountType>(ACCOUNT_TYPES, errors.accountType),
    routingNumber: digits
      .refine((value) => value === '' || /^\d{9}$/.test(value), errors.routingDigits)
      .refine((value) => !/^\d{9}$/.test(value) || isRoutingNumber(value), errors.routingCheck),
    accountNumber: digits
      .refine((value) => value === '' || isAccountNumber(value), errors.accountDigits)
      .refine((value) => !isAccountNumber(value) || !isZeroAccount(value), errors.accountZeros),
    ipPin: digits.refine((value) => value === '' || isIpPin(value), errors.ipPin),
    dependent: (n: number) => {
      const d = words.dependents;
      const label = (field: string) => `${d.dependent(n)}: ${field}`;
      return {
        firstName: textAnswer(label(d.firstName), TEXT_MAX.name, errors),
        lastName: textAnswer(label(d.lastName), TEXT_MAX.name, errors),
        dateOfBirth: dateAnswer(label(d.dateOfBirth), today, errors),
        relationship: choiceAnswer<Relationship>(RELATIONSHIPS, errors.relationship(n)),
        months: wholeAnswer(0, 12, errors.months(n)),
      };
    },
  };
}

/**
 * The form checked at `level` (decision 111). A refused field keeps `previous`'s answer (a top
 * field) or is not answered (a dependent's, whose group may have moved); the account and the IP
 * PIN are replaced only when typed whole and valid. Errors come keyed by field name, in the
 * form's order.
 */
export function checkReturnForm(
  form: ReturnForm,
  words: ReturnCopy,
  options: CheckOptions,
): CheckedReturn {
  const { level, previous, today } = options;
  const schemas = returnFieldSchemas(words, today);
  const errors: Record<string, string> = {};
  const required = words.errors.required;

  function read<T>(name: string, schema: z.ZodType<T, string>, value: string): Checked<T> {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    errors[name] ??= parsed.error.issues[0]?.message ?? required.firstName;
    return REFUSED;
  }
  function need<T>(name: string, value: Checked<T | null>, message: string, when = true) {
    if (level === 'send' && when && value === null) errors[name] ??= message;
  }
  const keep = <T>(value: Checked<T>, stored: T): T => (value === REFUSED ? stored : value);

  const firstName = read(FIELDS.firstName, schemas.firstName, form.firstName);
  need(FIELDS.firstName, firstName, required.firstName);
  const lastName = read(FIELDS.lastName, schemas.lastName, form.lastName);
  need(FIELDS.lastName, lastName, required.lastName);
  const dateOfBirth = read(FIELDS.dateOfBirth, schemas.dateOfBirth, form.dateOfBirth);
  need(FIELDS.dateOfBirth, dateOfBirth, required.dateOfBirth);
  const filingStatus = read(FIELDS.filingStatus, schemas.filingStatus, form.filingStatus);
  need(FIELDS.filingStatus, filingStatus, required.filingStatus);
  const street = read(FIELDS.street, schemas.street, form.street);
  need(FIELDS.street, street, required.street);
  const city = read(FIELDS.city, schemas.city, form.city);
  need(FIELDS.city, city, required.city);
  const state = read(FIELDS.state, schemas.state, form.state);
  need(FIELDS.state, state, required.state);
  const zip = read(FIELDS.zip, schemas.zip, form.zip);
  need(FIELDS.zip, zip, required.zip);

  const joint = keep(filingStatus, previous.filingStatus) === 'married_joint';
  const spouseFirstName = read(
    FIELDS.spouseFirstName,
    schemas.spouseFirstName,
    form.spouseFirstName,
  );
  need(FIELDS.spouseFirstName, spouseFirstName, required.spouseFirstName, joint);
  const spouseLastName = read(FIELDS.spouseLastName, schemas.spouseLastName, form.spouseLastName);
  need(FIELDS.spouseLastName, spouseLastName, required.spouseLastName, joint);
  const spouseDateOfBirth = read(
    FIELDS.spouseDateOfBirth,
    schemas.spouseDateOfBirth,
    form.spouseDateOfBirth,
  );
  need(FIELDS.spouseDateOfBirth, spouseDateOfBirth, required.spouseDateOfBirth, joint);

  if (form.dependents.length > MAX_DEPENDENTS) {
    errors[FIELDS.dependents] = words.errors.tooManyDependents(MAX_DEPENDENTS);
  }
  const dependents = form.dependents.slice(0, MAX_DEPENDENTS).map((typedDependent, index) => {
    const n = index + 1;
    const steps = schemas.dependent(n);
    const says = words.errors.dependent;
    const one = <K extends DependentKey>(key: K) => {
      const name = dependentField(index, key);
      const value = read(name, steps[key] as z.ZodType<Dependent[K], string>, typedDependent[key]);
      need(name, value, says[key](n));
      return value === REFUSED ? null : value;
    };
    return {
      firstName: one('firstName'),
      lastName: one('lastName'),
      dateOfBirth: one('dateOfBirth'),
      relationship: one('relationship'),
      months: one('months'),
    };
  });

  const w2Count = read(FIELDS.w2Count, schemas.w2Count, form.w2Count);
  need(FIELDS.w2Count, w2Count, required.w2Count, form.income.w2);

  const refundMethod = read(FIELDS.refundMethod, schemas.refundMethod, form.refundMethod);
  need(FIELDS.refundMethod, refundMethod, required.refundMethod);
  const method = keep(refundMethod, previous.refundMethod);
  const direct = method === 'direct_deposit';
  const accountType = read(FIELDS.accountType, schemas.accountType, form.accountType);
  need(FIELDS.accountType, accountType, required.accountType, direct);

  const account = checkAccount(form, words, schemas, errors, {
    direct,
    paper: method === 'paper_check',
    needed: level === 'send' && direct && !options.hasAccount,
  });
  const pin = checkPin(form, schemas, errors);

  const answers: ReturnAnswers = {
    firstName: keep(firstName, previous.firstName),
    lastName: keep(lastName, previous.lastName),
    dateOfBirth: keep(dateOfBirth, previous.dateOfBirth),
    filingStatus: keep(filingStatus, previous.filingStatus),
    street: keep(street, previous.street),
    city: keep(city, previous.city),
    state: keep(state, previous.state),
    zip: keep(zip, previous.zip),
    spouseFirstName: keep(spouseFirstName, previous.spouseFirstName),
    spouseLastName: keep(spouseLastName, previous.spouseLastName),
    spouseDateOfBirth: keep(spouseDateOfBirth, previous.spouseDateOfBirth),
    dependents,
    income: form.income,
    // Asked only with W-2 wages: without them, no number is kept.
    w2Count: form.income.w2 ? keep(w2Count, previous.w2Count) : null,
    refundMethod: method,
    accountType: direct ? keep(accountType, previous.accountType) : null,
  };
  return { answers, account, pin, errors: inFormOrder(errors, form) };
}

function checkAccount(
  form: ReturnForm,
  words: ReturnCopy,
  schemas: ReturnType<typeof returnFieldSchemas>,
  errors: Record<string, string>,
  { direct, paper, needed }: { direct: boolean; paper: boolean; needed: boolean },
): AccountChange {
  // A paper check needs no account: none is kept (decision 112).
  if (paper) return { kind: 'remove' };
  if (!direct) return { kind: 'keep' };
  const required = words.errors.required;
  const typedAny =
    form.routingNumber.trim() !== '' ||
    form.accountNumber.trim() !== '' ||
    form.confirmAccountNumber.trim() !== '';
  if (!typedAny && !needed) return { kind: 'keep' };
  const routing = schemas.routingNumber.safeParse(form.routingNumber);
  const number = schemas.accountNumber.safeParse(form.accountNumber);
  const confirm = digits.safeParse(form.confirmAccountNumber);
  let ok = true;
  const refuse = (name: string, message: string) => {
    errors[name] ??= message;
    ok = false;
  };
  if (!routing.success) refuse(FIELDS.routingNumber, routing.error.issues[0]?.message ?? '');
  else if (routing.data === '') refuse(FIELDS.routingNumber, required.routingNumber);
  if (!number.success) refuse(FIELDS.accountNumber, number.error.issues[0]?.message ?? '');
  else if (number.data === '') refuse(FIELDS.accountNumber, required.accountNumber);
  const confirmed = confirm.success ? confirm.data : '';
  if (confirmed === '') refuse(FIELDS.confirmAccountNumber, required.confirmAccountNumber);
  else if (number.success && number.data !== '' && confirmed !== number.data) {
    refuse(FIELDS.confirmAccountNumber, words.errors.accountMismatch);
  }
  if (!ok || !routing.success || !number.success) return { kind: 'keep' };
  return { kind: 'set', routingNumber: routing.data, accountNumber: number.data };
}

function checkPin(
  form: ReturnForm,
  schemas: ReturnType<typeof returnFieldSchemas>,
  errors: Record<string, string>,
): PinChange {
  const pin = schemas.ipPin.safeParse(form.ipPin);
  if (!pin.success) {
    errors[FIELDS.ipPin] ??= pin.error.issues[0]?.message ?? '';
    return { kind: 'keep' };
  }
  if (pin.data !== '') return { kind: 'set', pin: pin.data };
  return form.ipPinRemove ? { kind: 'remove' } : { kind: 'keep' };
}

/** The fields' names in the order the page lists them. */
export function fieldOrder(form: Pick<ReturnForm, 'dependents'>): string[] {
  return [
    FIELDS.firstName,
    FIELDS.lastName,
    FIELDS.dateOfBirth,
    FIELDS.filingStatus,
    FIELDS.street,
    FIELDS.city,
    FIELDS.state,
    FIELDS.zip,
    FIELDS.spouseFirstName,
    FIELDS.spouseLastName,
    FIELDS.spouseDateOfBirth,
    FIELDS.dependents,
    ...form.dependents.flatMap((_, index) =>
      DEPENDENT_KEYS.map((key) => dependentField(index, key)),
    ),
    FIELDS.w2Count,
    FIELDS.refundMethod,
    FIELDS.routingNumber,
    FIELDS.accountNumber,
    FIELDS.confirmAccountNumber,
    FIELDS.accountType,
    FIELDS.ipPin,
  ];
}

function inFormOrder(errors: Record<string, string>, form: ReturnForm): FieldErrors {
  const ordered: Record<string, string> = {};
  for (const name of fieldOrder(form)) {
    const message = errors[name];
    if (message !== undefined) ordered[name] = message;
  }
  return ordered;
}

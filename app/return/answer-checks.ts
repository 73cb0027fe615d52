import { z } from 'zod';
import type { ReturnCopy } from '../copy/en/return';
import type { FilingStatus } from '../tax/figures';
import { FILING_STATUSES } from '../tax/request-fields';
import { isUsState, type UsState } from './states';
import {
  ACCOUNT_TYPES,
  type AccountType,
  type Dependent,
  dependentField,
  type DependentKey,
  EARLIEST_BIRTH_DATE,
  type FieldErrors,
  FIELDS,
  MAX_DEPENDENTS,
  MAX_W2_FORMS,
  REFUND_METHODS,
  type RefundMethod,
  type Relationship,
  RELATIONSHIPS,
  type ReturnAnswers,
  type ReturnForm,
  TEXT_MAX,
  inFormOrder,
  ISO_DATE,
} from './answers';

/**
 * The checks of "Your return" (docs/return.md): every field a zod step that reads or refuses its
 * typed text, refusals the copy's sentences keyed by the field's name, with no I/O, so that the
 * server and the page check the same way. The fields and the form: answers.ts.
 *
 * Two levels (decision 111): "Save" keeps every valid answer and refuses the others one by one;
 * "Send to your preparer" also asks for everything required.
 */

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
  if (!ISO_DATE.test(value)) return false;
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

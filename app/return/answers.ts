import type { FilingStatus } from '../tax/figures';
import type { UsState } from './states';

/**
 * "Your return" (docs/return.md): the answers' fields, their names in the page's form, the form
 * read from a post and shown from the stored answers, with no I/O. The checks each field gets:
 * answer-checks.ts; the stored answers' shape: stored-answers.ts.
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
/** A date as the form's date fields send it and the answers keep it. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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

/** Field name → the sentence saying what to do, in the form's order (the error summary's). */
export type FieldErrors = Readonly<Record<string, string>>;

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

export function inFormOrder(errors: Record<string, string>, form: ReturnForm): FieldErrors {
  const ordered: Record<string, string> = {};
  for (const name of fieldOrder(form)) {
    const message = errors[name];
    if (message !== undefined) ordered[name] = message;
  }
  return ordered;
}

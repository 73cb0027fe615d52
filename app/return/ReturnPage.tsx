import type { ReactNode } from 'react';
import type { Copy } from '~/copy/en';
import type { ReturnCopy } from '~/copy/en/return';
import { NoticeLine, type Notice } from '~/cases/page/CasePage';
import { caseFormPath } from '~/cases/case-paths';
import { CASE_PATHS, type Lang } from '~/site/pages';
import { FILING_STATUSES } from '~/tax/request-fields';
import {
  ACCOUNT_TYPES,
  dependentField,
  type DependentKey,
  FIELDS,
  fieldId,
  type FieldErrors,
  INCOME_KINDS,
  incomeField,
  INTENTS,
  MAX_DEPENDENTS,
  RELATIONSHIPS,
  removeIntent,
  type ReturnForm,
  TEXT_MAX,
} from './answers';
import { US_STATES } from './states';
import { AgreementNotice, type ReturnAgreement } from './AgreementNotice';

/**
 * "Tell us about your return" (`/case/return`, `/es/case/return`; docs/return.md):
 * one form that posts to its own address, every group a `fieldset` with its legend, every field
 * labelled with the spec's words. Its buttons are named `intent` (answers.ts): "Save", "Send to
 * your preparer", "Add a dependent" and each group's "Remove", so that all of it works without
 * JavaScript (the route ships none). A refused post comes back with what was typed, an error
 * summary at the top linking to each field, and each message beside its field.
 */
export interface ReturnPageProps {
  readonly lang: Lang;
  readonly copy: Copy;
  readonly text: ReturnCopy;
  /** The form's values: as stored (formFromAnswers), or as typed in a refused post. */
  readonly form: ReturnForm;
  readonly errors: FieldErrors;
  /** The stored answers' tax year, status line, saved account's line; whether locked. */
  readonly view: ReturnView;
  readonly notice?: Notice | undefined;
}

/** What the page shows of the stored answers, its sentences written on the server. */
export interface ReturnView {
  readonly taxYear: number;
  /** "Not started", "Saved, not sent yet", "Sent to your preparer on DATE". */
  readonly statusLine: string;
  /** "Checking account ending in 6789": the saved account, never in full; null for none. */
  readonly accountLine: string | null;
  readonly hasIpPin: boolean;
  /** Sent for signature: read-only. */
  readonly locked: boolean;
  /** The agreement that sending accepts, or the line saying when it was accepted. */
  readonly agreement: ReturnAgreement;
}

/** What a field's markup needs: its name, id, and what describes it. */
interface FieldProps {
  readonly name: string;
  readonly error: string | undefined;
  readonly hint?: string | undefined;
}

const hintId = (name: string) => `${fieldId(name)}-hint`;
const errorId = (name: string) => `${fieldId(name)}-error`;

/** The `aria-*` of a control: its hint and error, and whether it was refused. */
function described({ name, error, hint }: FieldProps) {
  const ids = [hint ? hintId(name) : '', error ? errorId(name) : ''].filter((id) => id !== '');
  return {
    id: fieldId(name),
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length === 0 ? undefined : ids.join(' '),
  } as const;
}

function FieldError({ name, error }: { name: string; error: string | undefined }) {
  return error === undefined ? null : (
    <p className="message message--error" id={errorId(name)}>
      {error}
    </p>
  );
}

function Hint({ name, hint }: { name: string; hint: string | undefined }) {
  return hint === undefined ? null : (
    <p className="hint" id={hintId(name)}>
      {hint}
    </p>
  );
}

/** A labelled control with its hint and its error beside it. */
function Field(
  props: FieldProps & {
    label: string;
    children: (control: ReturnType<typeof described>) => ReactNode;
  },
) {
  return (
    <div className="field">
      <label htmlFor={fieldId(props.name)}>{props.label}</label>
      <Hint name={props.name} hint={props.hint} />
      <FieldError name={props.name} error={props.error} />
      {props.children(described(props))}
    </div>
  );
}

function TextField(
  props: FieldProps & {
    label: string;
    value: string;
    max?: number;
    autoComplete?: string;
    numeric?: boolean;
  },
) {
  return (
    <Field {...props}>
      {(control) => (
        <input
          {...control}
          type="text"
          defaultValue={props.value}
          maxLength={props.max}
          autoComplete={props.autoComplete}
          inputMode={props.numeric ? 'numeric' : undefined}
          spellCheck={props.numeric ? false : undefined}
        />
      )}
    </Field>
  );
}

/** Every date of birth: a native date field (its value YYYY-MM-DD). */
function DateField(props: FieldProps & { label: string; value: string; autoComplete?: string }) {
  return (
    <Field {...props}>
      {(control) => (
        <input
          {...control}
          type="date"
          defaultValue={props.value}
          autoComplete={props.autoComplete}
        />
      )}
    </Field>
  );
}

function SelectField(
  props: FieldProps & {
    label: string;
    value: string;
    choose: string;
    options: readonly (readonly [string, string])[];
    autoComplete?: string;
  },
) {
  return (
    <Field {...props}>
      {(control) => (
        <select {...control} defaultValue={props.value} autoComplete={props.autoComplete}>
          <option value="">{props.choose}</option>
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The errors at the top, each a link to its field. */
function ErrorSummary({ text, errors }: { text: ReturnCopy; errors: FieldErrors }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="message message--error" role="alert" aria-labelledby="error-summary-heading">
      <h2 id="error-summary-heading">{text.errorSummary}</h2>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ReturnPageView(props: ReturnPageProps) {
  const { text, lang, errors } = props;
  const { locked } = props.view;
  const action = caseFormPath(lang, 'return');
  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      {props.notice ? <NoticeLine notice={props.notice} /> : null}
      <ErrorSummary text={text} errors={errors} />
      <p>
        {text.taxYear(props.view.taxYear)} · {props.view.statusLine}
      </p>
      {locked ? <p className="message">{text.locked}</p> : <p>{text.description}</p>}
      <form method="post" action={action}>
        {/* Enter in a field presses a form's first button: "Save", never a group's "Remove". */}
        <button
          type="submit"
          name={FIELDS.intent}
          value={INTENTS.save}
          className="default-button"
          tabIndex={-1}
          aria-hidden="true"
          disabled={locked}
        >
          {text.save}
        </button>
        <AboutYou {...props} />
        <Spouse {...props} />
        <Dependents {...props} action={action} />
        <Income {...props} />
        <Refund {...props} />
        <IpPin {...props} />
        {locked ? null : (
          <AgreementNotice agreement={props.view.agreement} text={text} lang={lang} />
        )}
        {locked ? null : (
          <div className="actions">
            <button type="submit" name={FIELDS.intent} value={INTENTS.save} className="button">
              {text.save}
            </button>
            <button
              type="submit"
              name={FIELDS.intent}
              value={INTENTS.send}
              className="button button--secondary"
            >
              {text.send}
            </button>
          </div>
        )}
      </form>
      <p>
        <a href={CASE_PATHS[lang]}>{text.back}</a>
      </p>
    </div>
  );
}

function AboutYou({ text, copy, form, errors, view: { locked } }: ReturnPageProps) {
  const about = text.about;
  const statuses = FILING_STATUSES.map(
    (status) => [status, copy.calculator.filingStatuses[status]] as const,
  );
  return (
    <fieldset disabled={locked}>
      <legend>{about.legend}</legend>
      <TextField
        name={FIELDS.firstName}
        label={about.firstName}
        value={form.firstName}
        error={errors[FIELDS.firstName]}
        max={TEXT_MAX.name}
        autoComplete="given-name"
      />
      <TextField
        name={FIELDS.lastName}
        label={about.lastName}
        value={form.lastName}
        error={errors[FIELDS.lastName]}
        max={TEXT_MAX.name}
        autoComplete="family-name"
      />
      <DateField
        name={FIELDS.dateOfBirth}
        label={about.dateOfBirth}
        value={form.dateOfBirth}
        error={errors[FIELDS.dateOfBirth]}
        autoComplete="bday"
      />
      <SelectField
        name={FIELDS.filingStatus}
        label={about.filingStatus}
        value={form.filingStatus}
        choose={about.chooseFilingStatus}
        options={statuses}
        error={errors[FIELDS.filingStatus]}
      />
      <TextField
        name={FIELDS.street}
        label={about.street}
        value={form.street}
        error={errors[FIELDS.street]}
        max={TEXT_MAX.street}
        autoComplete="street-address"
      />
      <TextField
        name={FIELDS.city}
        label={about.city}
        value={form.city}
        error={errors[FIELDS.city]}
        max={TEXT_MAX.city}
        autoComplete="address-level2"
      />
      <SelectField
        name={FIELDS.state}
        label={about.state}
        value={form.state}
        choose={about.chooseState}
        options={US_STATES}
        error={errors[FIELDS.state]}
        autoComplete="address-level1"
      />
      <TextField
        name={FIELDS.zip}
        label={about.zip}
        hint={about.zipHint}
        value={form.zip}
        error={errors[FIELDS.zip]}
        max={10}
        autoComplete="postal-code"
        numeric
      />
    </fieldset>
  );
}

/** Asked for a joint return only; shown always (no script), with the hint saying when. */
function Spouse({ text, form, errors, view: { locked } }: ReturnPageProps) {
  const spouse = text.spouse;
  return (
    <fieldset disabled={locked} aria-describedby="spouse-hint">
      <legend>{spouse.legend}</legend>
      <p className="hint" id="spouse-hint">
        {spouse.hint}
      </p>
      <TextField
        name={FIELDS.spouseFirstName}
        label={spouse.firstName}
        value={form.spouseFirstName}
        error={errors[FIELDS.spouseFirstName]}
        max={TEXT_MAX.name}
      />
      <TextField
        name={FIELDS.spouseLastName}
        label={spouse.lastName}
        value={form.spouseLastName}
        error={errors[FIELDS.spouseLastName]}
        max={TEXT_MAX.name}
      />
      <DateField
        name={FIELDS.spouseDateOfBirth}
        label={spouse.dateOfBirth}
        value={form.spouseDateOfBirth}
        error={errors[FIELDS.spouseDateOfBirth]}
      />
    </fieldset>
  );
}

/**
 * Each dependent a group "Dependent N" with its "Remove"; "Add a dependent" under them. Both post
 * the form as typed and come back with one group more or less (nothing is stored); the address
 * carries the group's place, so the browser scrolls to it.
 */
function Dependents(props: ReturnPageProps & { action: string }) {
  const { text, form, errors } = props;
  const { locked } = props.view;
  const words = text.dependents;
  const relationships = RELATIONSHIPS.map(
    (relationship) => [relationship, words.relationships[relationship]] as const,
  );
  const count = form.dependents.length;
  return (
    <fieldset disabled={locked} id={fieldId(FIELDS.dependents)} aria-describedby="dependents-hint">
      <legend>{words.legend}</legend>
      <p className="hint" id="dependents-hint">
        {words.hint}
      </p>
      <FieldError name={FIELDS.dependents} error={errors[FIELDS.dependents]} />
      {count === 0 ? <p>{words.none}</p> : null}
      {form.dependents.map((dependent, index) => {
        const n = index + 1;
        const name = (key: DependentKey) => dependentField(index, key);
        return (
          <fieldset key={index} id={`dependent-${n}`}>
            <legend>{words.dependent(n)}</legend>
            <TextField
              name={name('firstName')}
              label={words.firstName}
              value={dependent.firstName}
              error={errors[name('firstName')]}
              max={TEXT_MAX.name}
            />
            <TextField
              name={name('lastName')}
              label={words.lastName}
              value={dependent.lastName}
              error={errors[name('lastName')]}
              max={TEXT_MAX.name}
            />
            <DateField
              name={name('dateOfBirth')}
              label={words.dateOfBirth}
              value={dependent.dateOfBirth}
              error={errors[name('dateOfBirth')]}
            />
            <SelectField
              name={name('relationship')}
              label={words.relationship}
              value={dependent.relationship}
              choose={words.chooseRelationship}
              options={relationships}
              error={errors[name('relationship')]}
            />
            <TextField
              name={name('months')}
              label={words.months}
              hint={words.monthsHint}
              value={dependent.months}
              error={errors[name('months')]}
              max={2}
              numeric
            />
            {locked ? null : (
              <div className="actions">
                <button
                  type="submit"
                  name={FIELDS.intent}
                  value={removeIntent(index)}
                  formAction={`${props.action}#${fieldId(FIELDS.dependents)}`}
                  className="button button--secondary"
                  aria-label={words.removeLabel(n)}
                >
                  {words.remove}
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      {locked || count >= MAX_DEPENDENTS ? null : (
        <div className="actions">
          <button
            type="submit"
            name={FIELDS.intent}
            value={INTENTS.add}
            formAction={`${props.action}#dependent-${count + 1}`}
            className="button button--secondary"
          >
            {words.add}
          </button>
        </div>
      )}
    </fieldset>
  );
}

function Income({ text, form, errors, view: { locked } }: ReturnPageProps) {
  const words = text.income;
  return (
    <fieldset disabled={locked} aria-describedby="income-hint">
      <legend>{words.legend}</legend>
      <p className="hint" id="income-hint">
        {words.hint}
      </p>
      {INCOME_KINDS.map((kind) => (
        <div key={kind}>
          <label className="checkbox" htmlFor={fieldId(incomeField(kind))}>
            <input
              type="checkbox"
              id={fieldId(incomeField(kind))}
              name={incomeField(kind)}
              value="on"
              defaultChecked={form.income[kind]}
            />
            {words[kind]}
          </label>
          {kind === 'w2' ? (
            <TextField
              name={FIELDS.w2Count}
              label={words.w2Count}
              hint={words.w2CountHint}
              value={form.w2Count}
              error={errors[FIELDS.w2Count]}
              max={2}
              numeric
            />
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

function Refund(props: ReturnPageProps) {
  const { text, form, errors } = props;
  const { locked } = props.view;
  const words = text.refund;
  const methodError = errors[FIELDS.refundMethod];
  const radio = (value: 'direct_deposit' | 'paper_check', label: string, hint?: string) => {
    const id = `${fieldId(FIELDS.refundMethod)}-${value}`;
    // The first radio is the error summary's link target.
    const inputId = value === 'direct_deposit' ? fieldId(FIELDS.refundMethod) : id;
    return (
      <div>
        <label className="checkbox" htmlFor={inputId}>
          <input
            type="radio"
            id={inputId}
            name={FIELDS.refundMethod}
            value={value}
            defaultChecked={form.refundMethod === value}
            aria-describedby={hint ? `${id}-hint` : undefined}
          />
          {label}
        </label>
        {hint ? (
          <p className="hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset disabled={locked}>
      <legend>{words.legend}</legend>
      <fieldset aria-describedby={methodError ? errorId(FIELDS.refundMethod) : undefined}>
        <legend>{words.method}</legend>
        <FieldError name={FIELDS.refundMethod} error={methodError} />
        {radio('direct_deposit', words.directDeposit, words.directDepositHint)}
        {radio('paper_check', words.paperCheck)}
      </fieldset>
      {props.view.accountLine === null ? null : (
        <>
          <p>{props.view.accountLine}</p>
          <p className="hint">{words.change}</p>
        </>
      )}
      <TextField
        name={FIELDS.routingNumber}
        label={words.routingNumber}
        hint={words.routingNumberHint}
        value={form.routingNumber}
        error={errors[FIELDS.routingNumber]}
        max={11}
        autoComplete="off"
        numeric
      />
      <TextField
        name={FIELDS.accountNumber}
        label={words.accountNumber}
        hint={words.accountNumberHint}
        value={form.accountNumber}
        error={errors[FIELDS.accountNumber]}
        max={25}
        autoComplete="off"
        numeric
      />
      <TextField
        name={FIELDS.confirmAccountNumber}
        label={words.confirmAccountNumber}
        value={form.confirmAccountNumber}
        error={errors[FIELDS.confirmAccountNumber]}
        max={25}
        autoComplete="off"
        numeric
      />
      <SelectField
        name={FIELDS.accountType}
        label={words.accountType}
        value={form.accountType}
        choose={words.chooseAccountType}
        options={ACCOUNT_TYPES.map((type) => [type, words.accountTypes[type]] as const)}
        error={errors[FIELDS.accountType]}
      />
    </fieldset>
  );
}

function IpPin({ text, form, errors, view: { locked, hasIpPin } }: ReturnPageProps) {
  const words = text.ipPin;
  return (
    <fieldset disabled={locked}>
      <legend>{words.legend}</legend>
      {hasIpPin ? <p>{words.saved}</p> : null}
      <TextField
        name={FIELDS.ipPin}
        label={words.label}
        hint={words.hint}
        value={form.ipPin}
        error={errors[FIELDS.ipPin]}
        max={8}
        autoComplete="off"
        numeric
      />
      {hasIpPin ? (
        <label className="checkbox" htmlFor={fieldId(FIELDS.ipPinRemove)}>
          <input
            type="checkbox"
            id={fieldId(FIELDS.ipPinRemove)}
            name={FIELDS.ipPinRemove}
            value="on"
            defaultChecked={form.ipPinRemove}
          />
          {words.remove}
        </label>
      ) : null}
    </fieldset>
  );
}

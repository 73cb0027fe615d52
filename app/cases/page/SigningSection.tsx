import type { ReactNode } from 'react';
import { FeeItems } from '~/components/FeeItems';
import { itemsOfFee, netCentsOf } from '~/fees';
import { useFeeSchedule } from '~/site/use-site';
import { signing as english, type SigningCopy } from '~/copy/en/signing';
import { signing as spanish } from '~/copy/es/signing';
import { formatCents } from '~/money';
import { clientSigningFilePath } from '~/signing/paths';
import type { Lang } from '~/site/pages';
import { formatTime } from '~/time';
import type { SigningState } from '../../../server/signing/returns';
import { SIGN_FIELDS } from '../../../server/signing/sign-fields';
import { caseFormPath } from '../case-paths';
import type { CasePageProps, CaseView } from './CasePage';
import { FormError, SubmitRow } from './CaseForms';
import { DrawSignature, DrawSignatureScript } from './DrawSignature';
import type { PagePart } from './CasePortal';

/**
 * "Review and sign your return" on the visitor's case page (docs/review-and-sign.md;
 * docs/review-and-sign.md), while a return waits for a signature or once it is signed: the two
 * PDFs, the refund, our fee and the net refund; the identity checks (date of birth and an
 * e-mailed code, "E-mail me a code" posting the form to its own route); the consents, the typed
 * names (both spouses on a joint return) and "Sign Form 8879"; then the signed form. "Prefer to
 * sign on paper?" sends a scan or a photo of the form signed by hand. Plain forms; where scripts
 * run, "Draw your signature" may be added (DrawSignature.tsx, the page's one script).
 */

const SIGNING_PAGE_COPY: Readonly<Record<Lang, SigningCopy>> = { en: english, es: spanish };

/** The sign form back as typed (never the code), with each field's sentence why. */
export interface SignFormState {
  readonly values: {
    readonly dateOfBirth: string;
    readonly typedName: string;
    readonly spouseTypedName: string;
    readonly spouseDateOfBirth: string;
    readonly reviewed: boolean;
    readonly agree: boolean;
    readonly spouseAgrees: boolean;
  };
  /** Field name → sentence. */
  readonly errors: Readonly<Partial<Record<string, string>>>;
  /** A sentence for the whole form (a return replaced, already signed, no e-mail…). */
  readonly message?: string | undefined;
  /** "We e-mailed you a code…" after "E-mail me a code", the form kept as typed. */
  readonly codeSent?: boolean | undefined;
}

/** A refusal beside its field (the summary above the form announces them). */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error === undefined ? null : (
    <p className="message message--error" id={id}>
      {error}
    </p>
  );
}

/** The refusals at the top of the form, each a link to its field. */
function ErrorSummary({ text, state }: { text: SigningCopy; state: SignFormState | undefined }) {
  const entries = Object.entries(state?.errors ?? {});
  if (entries.length === 0) return null;
  return (
    <div className="message message--error" role="alert" aria-labelledby="signing-errors-heading">
      <h3 id="signing-errors-heading">{text.errorSummary}</h3>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${idOf(field as Field)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the section shows, loaded with the case (app/cases/case-page.server.ts). */
export type ClientSigning = SigningState;

type Field = (typeof SIGN_FIELDS)[keyof typeof SIGN_FIELDS];

const idOf = (field: Field) => `signing-${field}`;

function TextField(props: {
  field: Field;
  label: string;
  type?: 'text' | 'date';
  hint?: string | undefined;
  state: SignFormState | undefined;
  autoComplete?: string;
  inputMode?: 'numeric';
  value?: string;
}) {
  const id = idOf(props.field);
  const error = props.state?.errors[props.field];
  const described = [props.hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <FieldError id={`${id}-error`} error={error} />
      <input
        id={id}
        name={props.field}
        type={props.type ?? 'text'}
        required
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={described === '' ? undefined : described}
      />
      {props.hint ? (
        <p className="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

function CheckField(props: {
  field: Field;
  label: string;
  checked: boolean;
  state: SignFormState | undefined;
}) {
  const id = idOf(props.field);
  const error = props.state?.errors[props.field];
  return (
    <div className="field">
      <FieldError id={`${id}-error`} error={error} />
      <label htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={props.field}
          value="on"
          required
          defaultChecked={props.checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {` ${props.label}`}
      </label>
    </div>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The section's entry in the list of the page's parts, while it shows. */
export function signingPart(lang: Lang, view: CaseView): PagePart[] {
  return view.signing?.current
    ? [{ id: 'signing-heading', label: SIGNING_PAGE_COPY[lang].heading }]
    : [];
}

export function SigningSection(props: CasePageProps & { view: CaseView }) {
  const { lang, copy } = props;
  const fees = useFeeSchedule();
  const signing = props.view.signing;
  const current = signing?.current;
  if (!signing || !current) return null;
  const text = SIGNING_PAGE_COPY[lang];
  const day = (at: Date) => formatTime(at, props.site.officeTimeZone, 'day', copy.locale);
  const file = (id: string) => clientSigningFilePath(lang, id);
  const state = props.forms?.signing;
  const values = state?.values;
  const locked = signing.lockedUntil !== null;
  // The same estimate the case's fee comes from (app/cases/case-page.server.ts).
  const items = itemsOfFee(current.feeCents, props.view.w2s?.estimates[0]?.estimate);
  return (
    <section aria-labelledby="signing-heading">
      <h2 id="signing-heading">{text.heading}</h2>
      {signing.signatureVoided ? <p className="message message--error">{text.voided}</p> : null}
      <ul>
        <li>
          <a href={file(current.returnFile.id)} download>
            {text.returnPdf}
          </a>
        </li>
        <li>
          <a href={file(current.formFile.id)} download>
            {text.formPdf}
          </a>
        </li>
      </ul>
      <dl className="review">
        <dt>{text.refund}</dt>
        <dd>{formatCents(current.refundCents)}</dd>
        <dt>{text.fee}</dt>
        <dd>{formatCents(current.feeCents)}</dd>
        <dt>{text.net}</dt>
        <dd>{formatCents(netCentsOf(fees.kind, current.refundCents, current.feeCents))}</dd>
      </dl>
      {/* A price list's fee is owed whatever the refund (app/fees.ts, decision 180); its items
          are the bill of the case's estimate when that is the fee sent. */}
      {items !== undefined ? (
        <FeeItems
          priced={{ netRefund: (current.refundCents - current.feeCents) / 100, feeItems: items }}
          text={props.text.fees}
        />
      ) : fees.kind === 'priceList' && current.feeCents > current.refundCents ? (
        <p>{props.text.fees.aboveRefund}</p>
      ) : null}
      {current.signed ? (
        <>
          <p className="message message--success">{text.signed(day(current.signed.at))}</p>
          <p>
            <a href={file(current.signed.file.id)} download>
              {text.signedPdf}
            </a>
          </p>
        </>
      ) : props.view.signingCode === 'mailOff' ? (
        <>
          {/* No code can reach the client while this server sends no mail: paper is the way. */}
          <p className="message">{text.errors.mailOff}</p>
          <PaperForm {...props} words={text} returnId={current.id} sent={current.paper !== null} />
        </>
      ) : locked ? (
        <>
          <p className="message message--error" role="alert">
            {text.locked(props.site.supportPhone)}
          </p>
          {/* A form signed by hand needs no identity check here: staff check it. */}
          <PaperForm {...props} words={text} returnId={current.id} sent={current.paper !== null} />
        </>
      ) : (
        <>
          <FormError id="signing-error" error={state?.message} />
          <ErrorSummary text={text} state={state} />
          {state?.codeSent ? (
            <p className="message message--success" role="status">
              {text.codeSent}
            </p>
          ) : null}
          <form method="post" action={caseFormPath(lang, 'sign')} aria-labelledby="signing-heading">
            <input type="hidden" name={SIGN_FIELDS.returnId} value={current.id} />
            <Fieldset legend={text.identity}>
              <TextField
                field={SIGN_FIELDS.dateOfBirth}
                label={text.dateOfBirth}
                type="date"
                autoComplete="bday"
                state={state}
                value={values?.dateOfBirth}
              />
              <TextField
                field={SIGN_FIELDS.code}
                label={text.code}
                hint={text.codeHint}
                autoComplete="one-time-code"
                inputMode="numeric"
                state={state}
              />
              {/* Posts this form to its own route, which keeps what was typed (no code). */}
              <div className="actions">
                <button
                  type="submit"
                  className="button button--secondary"
                  formAction={caseFormPath(lang, 'signingCode')}
                  formNoValidate
                >
                  {text.sendCode}
                </button>
              </div>
            </Fieldset>
            <CheckField
              field={SIGN_FIELDS.reviewed}
              label={text.reviewed}
              checked={values?.reviewed ?? false}
              state={state}
            />
            <CheckField
              field={SIGN_FIELDS.agree}
              label={text.agree}
              checked={values?.agree ?? false}
              state={state}
            />
            <TextField
              field={SIGN_FIELDS.typedName}
              label={text.typeName}
              hint={text.typeNameHint}
              autoComplete="name"
              state={state}
              value={values?.typedName}
            />
            <DrawSignature
              field={SIGN_FIELDS.drawing}
              id={idOf(SIGN_FIELDS.drawing)}
              label={text.draw}
              text={text}
              error={state?.errors[SIGN_FIELDS.drawing]}
            />
            {current.joint ? (
              <>
                <TextField
                  field={SIGN_FIELDS.spouseTypedName}
                  label={text.spouseTypeName}
                  state={state}
                  value={values?.spouseTypedName}
                />
                <TextField
                  field={SIGN_FIELDS.spouseDateOfBirth}
                  label={text.spouseDateOfBirth}
                  type="date"
                  state={state}
                  value={values?.spouseDateOfBirth}
                />
                <CheckField
                  field={SIGN_FIELDS.spouseAgrees}
                  label={text.spouseAgrees}
                  checked={values?.spouseAgrees ?? false}
                  state={state}
                />
                <DrawSignature
                  field={SIGN_FIELDS.spouseDrawing}
                  id={idOf(SIGN_FIELDS.spouseDrawing)}
                  label={text.spouseDraw}
                  text={text}
                  error={state?.errors[SIGN_FIELDS.spouseDrawing]}
                />
              </>
            ) : null}
            <DrawSignatureScript />
            <SubmitRow label={text.sign} />
          </form>
          <PaperForm {...props} words={text} returnId={current.id} sent={current.paper !== null} />
        </>
      )}
    </section>
  );
}

/** "Prefer to sign on paper?": a scan or a photo of the form signed by hand. */
function PaperForm(props: CasePageProps & { words: SigningCopy; returnId: number; sent: boolean }) {
  const { words: text, lang } = props;
  const error = props.forms?.signingPaper?.error;
  return (
    <form
      method="post"
      action={caseFormPath(lang, 'signingPaper')}
      encType="multipart/form-data"
      aria-labelledby="signing-paper-heading"
    >
      <h3 id="signing-paper-heading">{text.paper.heading}</h3>
      <p>{text.paper.intro}</p>
      {props.sent ? <p className="message message--success">{text.paper.sent}</p> : null}
      <FormError id="signing-paper-error" error={error} />
      <input type="hidden" name={SIGN_FIELDS.returnId} value={props.returnId} />
      <div className="field">
        <label htmlFor="signing-paper-file">{text.paper.file}</label>
        <input
          id="signing-paper-file"
          type="file"
          name="file"
          accept="application/pdf,image/*"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={
            error ? 'signing-paper-file-hint signing-paper-error' : 'signing-paper-file-hint'
          }
        />
        <p className="hint" id="signing-paper-file-hint">
          {props.copy.upload.accepted}
        </p>
      </div>
      <SubmitRow label={text.paper.send} secondary />
    </form>
  );
}

import { staffCopy } from '~/copy/staff';
import { SUPPORTED_TAX_YEARS } from '~/tax/years';
import { casePath } from '../cases';
import { CsrfField, SubmitRow } from '../parts';
import { w2CorrectionPath } from './documents-view';

const text = staffCopy.w2;

/** The form as shown or typed: text; box 12 and the states a line each, with their number. */
export interface W2CorrectionForm {
  readonly employer: string;
  readonly taxYear: string;
  readonly wages: string;
  readonly withheld: string;
  readonly ein: string;
  readonly box12: readonly { readonly code: string; readonly amount: string }[];
  readonly states: readonly {
    readonly code: string;
    readonly wages: string;
    readonly withheld: string;
  }[];
}

/** The correction page's facts: which case and document, the form as shown or typed, errors. */
export interface W2CorrectionData {
  readonly reference: string;
  readonly documentName: string;
  /** The document's id: its page's own path. */
  readonly documentId: string;
  readonly csrf: string;
  readonly form: W2CorrectionForm;
  /** By field name ("wages", "box12Amount2", "stateCode1"…). */
  readonly errors?: Readonly<Partial<Record<string, string>>>;
}

type FieldName = string;

/**
 * "Correct the W-2 figures" (app/routes/staff.cases.$reference.w2.$id.tsx): the document's name,
 * the figures ("Employer", "Tax year", "Wages (box 1)", "Federal income tax withheld (box 2)",
 * "EIN (box b)", box 12's lines, a code and an amount each, and boxes 15 to 17 a state a
 * line; decision 165), "Save figures". A refused field says why beside it and is marked invalid.
 */
export function W2CorrectionPage(props: W2CorrectionData) {
  const { form } = props;
  const errors = props.errors ?? {};
  const described = (name: FieldName, hint?: boolean) => {
    const ids = [hint ? `w2-${name}-hint` : '', errors[name] ? `w2-${name}-error` : '']
      .filter((id) => id !== '')
      .join(' ');
    return {
      id: `w2-${name}`,
      name,
      'aria-describedby': ids === '' ? undefined : ids,
      'aria-invalid': errors[name] ? true : undefined,
    };
  };
  const error = (name: FieldName) =>
    errors[name] ? (
      <p className="message message--error" id={`w2-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  const years = SUPPORTED_TAX_YEARS.map(String);
  return (
    <>
      <h1>{text.correctHeading}</h1>
      <p>{text.document(props.documentName)}</p>
      <form
        method="post"
        action={w2CorrectionPath(props.reference, props.documentId)}
        className="narrow"
      >
        <CsrfField token={props.csrf} />
        <div className="field">
          <label htmlFor="w2-employer">{text.employer}</label>
          <input {...described('employer')} defaultValue={form.employer} maxLength={200} required />
          {error('employer')}
        </div>
        <div className="field">
          <label htmlFor="w2-taxYear">{text.taxYear}</label>
          <select {...described('taxYear')} defaultValue={form.taxYear} required>
            {years.includes(form.taxYear) ? null : <option value="" />}
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
          {error('taxYear')}
        </div>
        <div className="field">
          <label htmlFor="w2-wages">{text.wages}</label>
          <input
            {...described('wages', true)}
            inputMode="decimal"
            defaultValue={form.wages}
            required
          />
          <p className="hint" id="w2-wages-hint">
            {text.correctHint}
          </p>
          {error('wages')}
        </div>
        <div className="field">
          <label htmlFor="w2-withheld">{text.withheld}</label>
          <input
            {...described('withheld', true)}
            inputMode="decimal"
            defaultValue={form.withheld}
            required
          />
          <p className="hint" id="w2-withheld-hint">
            {text.correctHint}
          </p>
          {error('withheld')}
        </div>
        <div className="field">
          <label htmlFor="w2-ein">{text.ein}</label>
          <input {...described('ein', true)} defaultValue={form.ein} maxLength={10} />
          <p className="hint" id="w2-ein-hint">
            {text.einHint}
          </p>
          {error('ein')}
        </div>
        <fieldset>
          <legend>{text.box12Legend}</legend>
          <p className="hint">{text.box12Hint}</p>
          {form.box12.map((line, index) => {
            const n = index + 1;
            return (
              <div key={`box12-${n}`} className="staff-row">
                <div className="field">
                  <label htmlFor={`w2-box12Code${n}`}>{text.box12CodeField(n)}</label>
                  <input
                    {...described(`box12Code${n}`)}
                    defaultValue={line.code}
                    maxLength={2}
                    size={3}
                  />
                  {error(`box12Code${n}`)}
                </div>
                <div className="field">
                  <label htmlFor={`w2-box12Amount${n}`}>{text.box12AmountField(n)}</label>
                  <input
                    {...described(`box12Amount${n}`)}
                    inputMode="decimal"
                    defaultValue={line.amount}
                  />
                  {error(`box12Amount${n}`)}
                </div>
              </div>
            );
          })}
        </fieldset>
        <fieldset>
          <legend>{text.statesLegend}</legend>
          <p className="hint">{text.statesHint}</p>
          {form.states.map((line, index) => {
            const n = index + 1;
            return (
              <div key={`state-${n}`} className="staff-row">
                <div className="field">
                  <label htmlFor={`w2-stateCode${n}`}>{text.stateField(n)}</label>
                  <input
                    {...described(`stateCode${n}`)}
                    defaultValue={line.code}
                    maxLength={2}
                    size={3}
                  />
                  {error(`stateCode${n}`)}
                </div>
                <div className="field">
                  <label htmlFor={`w2-stateWages${n}`}>{text.stateWagesField(n)}</label>
                  <input
                    {...described(`stateWages${n}`)}
                    inputMode="decimal"
                    defaultValue={line.wages}
                  />
                  {error(`stateWages${n}`)}
                </div>
                <div className="field">
                  <label htmlFor={`w2-stateWithheld${n}`}>{text.stateWithheldField(n)}</label>
                  <input
                    {...described(`stateWithheld${n}`)}
                    inputMode="decimal"
                    defaultValue={line.withheld}
                  />
                  {error(`stateWithheld${n}`)}
                </div>
              </div>
            );
          })}
        </fieldset>
        <SubmitRow label={text.save} />
      </form>
      <p>
        <a href={casePath(props.reference)}>{text.back(props.reference)}</a>
      </p>
    </>
  );
}

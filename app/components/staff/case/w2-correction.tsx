import { staffCopy } from '~/copy/staff';
import { SUPPORTED_TAX_YEARS } from '~/tax/years';
import { casePath } from '../cases';
import { CsrfField, SubmitRow } from '../parts';
import { w2CorrectionPath } from './documents-view';

const text = staffCopy.w2;

/** The correction page's facts: which case and document, the form as shown or typed, errors. */
export interface W2CorrectionData {
  readonly reference: string;
  readonly documentName: string;
  /** The document's id: its page's own path. */
  readonly documentId: string;
  readonly csrf: string;
  readonly form: {
    readonly employer: string;
    readonly taxYear: string;
    readonly wages: string;
    readonly withheld: string;
  };
  readonly errors?: Partial<Record<'employer' | 'taxYear' | 'wages' | 'withheld', string>>;
}

type FieldName = keyof W2CorrectionData['form'];

/**
 * "Correct the W-2 figures" (app/routes/staff.cases.$reference.w2.$id.tsx): the document's name,
 * the four figures ("Employer", "Tax year", "Wages (box 1)", "Federal income tax withheld (box
 * 2)"), "Save figures". A refused field says why beside it and is marked invalid.
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
        <SubmitRow label={text.save} />
      </form>
      <p>
        <a href={casePath(props.reference)}>{text.back(props.reference)}</a>
      </p>
    </>
  );
}

import { caseFormPath, requestFilePath } from '../case-paths';
import { REQUEST_REASON_MAX } from '../limits';
import type { CasePageProps, CaseView } from './CasePage';
import { FormError, SubmitRow } from './CaseForms';

/**
 * "What we need from you" on the visitor's case page (docs/back-office.md, "Documents requested";
 * decision 089): each open request a group named by the document (its legend, written as text),
 * with a form that sends a file for it ("File", "Send file") and one that says the visitor does
 * not have it ("Reason", "I don't have this"). Both post without JavaScript. Nothing shows when
 * no request is open, except why a post for a request now closed was refused.
 */
export function RequestsSection(props: CasePageProps & { view: CaseView }) {
  const { copy, lang } = props;
  const text = props.text.requests;
  const open = props.view.requests;
  const refused = props.forms?.request;
  // A request answered meanwhile (or another case's) has no group left to say it beside.
  const stray =
    refused && !open.some((request) => request.id === refused.id) ? refused.error : undefined;
  if (open.length === 0) return <FormError id="requests-error" error={stray} />;
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading">{text.heading}</h2>
      <p>{text.intro}</p>
      <FormError id="requests-error" error={stray} />
      {open.map((request) => {
        const id = `request-${request.id}`;
        const error = refused?.id === request.id ? refused.error : undefined;
        const errorId = error === undefined ? '' : ` ${id}-error`;
        return (
          <fieldset key={request.id}>
            <legend>{request.name}</legend>
            <FormError id={`${id}-error`} error={error} />
            <form
              method="post"
              action={requestFilePath(lang, request.id)}
              encType="multipart/form-data"
            >
              <input type="hidden" name="upload_preset" value={props.site.uploadPreset} />
              <div className="field">
                <label htmlFor={`${id}-file`}>{text.file}</label>
                <input
                  id={`${id}-file`}
                  type="file"
                  name="file"
                  accept="application/pdf,image/*"
                  required
                  aria-describedby={`${id}-file-hint${errorId}`}
                />
                <p className="hint" id={`${id}-file-hint`}>
                  {copy.upload.accepted}
                </p>
              </div>
              <SubmitRow label={text.send} />
            </form>
            <form method="post" action={caseFormPath(lang, 'notApplicable')}>
              <input type="hidden" name="request" value={request.id} />
              <div className="field">
                <label htmlFor={`${id}-reason`}>{text.reason}</label>
                <textarea
                  id={`${id}-reason`}
                  name="reason"
                  rows={2}
                  maxLength={REQUEST_REASON_MAX}
                  defaultValue={error === undefined ? '' : (refused?.reason ?? '')}
                  aria-describedby={`${id}-reason-hint${errorId}`}
                />
                <p className="hint" id={`${id}-reason-hint`}>
                  {text.reasonHint(REQUEST_REASON_MAX)}
                </p>
              </div>
              <SubmitRow label={text.notHave} secondary />
            </form>
          </fieldset>
        );
      })}
    </section>
  );
}

import { formatTime } from '~/time';
import { UploadFileField } from '~/components/UploadFileField';
import { UploadMessage } from '~/components/UploadMessage';
import { caseFormPath } from '../case-paths';
import { CONTACT_LIMITS } from '../../../server/contact/validate';
import type { CasePageProps, CaseView } from './CasePage';

/**
 * The case page's forms besides "Write to your preparer" (./CasePage.tsx): "Your
 * documents" with the upload form that adds to the case, "Email for updates", and, without a
 * case, "Open your case". Each posts to its own address under the page's (app/cases/
 * case-paths.ts) and works without JavaScript; a refused one comes back with what was typed and
 * the sentence why, beside it (`role="alert"`).
 */

/** Why a form came back refused, announced at once, named by the fields it is about. */
export function FormError({ id, error }: { id: string; error: string | undefined }) {
  return error === undefined ? null : (
    <p className="message message--error" role="alert" id={id}>
      {error}
    </p>
  );
}

/** A form's submit button in its row of actions (`secondary`: the lesser of two choices). */
export function SubmitRow({ label, secondary = false }: { label: string; secondary?: boolean }) {
  return (
    <div className="actions">
      <button type="submit" className={secondary ? 'button button--secondary' : 'button'}>
        {label}
      </button>
    </div>
  );
}

/** The longest reference the form takes: a reference typed with spaces and dashes, and room. */
export const REFERENCE_MAX = 64;

/** The case's documents (their names as text, and dates), and the upload form. */
export function DocumentsSection(props: CasePageProps & { view: CaseView }) {
  const { copy, text, lang } = props;
  const refused = props.forms?.upload;
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading">{text.documents}</h2>
      {props.view.documents.length === 0 ? (
        <p>{text.noDocuments}</p>
      ) : (
        <ul aria-labelledby="documents-heading">
          {props.view.documents.map((document) => (
            <li key={document.id}>
              {document.originalName} ·{' '}
              <time dateTime={document.createdAt.toISOString()}>
                {formatTime(document.createdAt, props.site.officeTimeZone, 'day', copy.locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {/* The upload of /upload (server/documents/upload.ts), answered with this page. */}
      <form
        method="post"
        action={caseFormPath(lang, 'documents')}
        encType="multipart/form-data"
        aria-labelledby="add-document-heading"
      >
        <h3 id="add-document-heading">{text.addDocument}</h3>
        <input type="hidden" name="upload_preset" value={props.site.uploadPreset} />
        {refused ? (
          <div role="alert" className="upload__message">
            <UploadMessage message={refused} copy={copy} />
          </div>
        ) : null}
        <div className="dropzone">
          <UploadFileField id="case-upload" dropHint={false} />
        </div>
        <button type="submit" className="button">
          {copy.upload.upload}
        </button>
      </form>
    </section>
  );
}

/** "Email for updates": the address the case's e-mails go to, shown as it is now. */
export function EmailForm(props: CasePageProps & { view: CaseView }) {
  const { text, lang } = props;
  const refused = props.forms?.email;
  return (
    <form method="post" action={caseFormPath(lang, 'email')} aria-labelledby="updates-heading">
      <h2 id="updates-heading">{text.updates}</h2>
      <FormError id="case-email-error" error={refused?.error} />
      <div className="field">
        <label htmlFor="case-email">{text.email}</label>
        <input
          id="case-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          defaultValue={refused?.value ?? props.view.email ?? ''}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? 'case-email-hint case-email-error' : 'case-email-hint'}
        />
        <p className="hint" id="case-email-hint">
          {text.emailHint}
        </p>
      </div>
      <SubmitRow label={text.save} />
    </form>
  );
}

/** "Open your case", for a browser without the case cookie: a sign-in link by e-mail. */
export function OpenCaseForm(props: CasePageProps) {
  const { copy, text, lang } = props;
  const refused = props.forms?.open;
  const describedBy = (hint: string) => (refused ? `${hint} open-error` : hint);
  return (
    <form method="post" action={caseFormPath(lang, 'link')} aria-labelledby="open-heading">
      <h2 id="open-heading">{text.open.heading}</h2>
      <p>{text.open.intro}</p>
      <FormError id="open-error" error={refused?.error} />
      <div className="field">
        <label htmlFor="open-reference">{text.reference}</label>
        <input
          id="open-reference"
          name="reference"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={REFERENCE_MAX}
          defaultValue={refused?.reference ?? ''}
          aria-describedby={describedBy('open-reference-hint')}
        />
        <p className="hint" id="open-reference-hint">
          {copy.tracker.referenceHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="open-email">{copy.contact.email}</label>
        <input
          id="open-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          defaultValue={refused?.email ?? ''}
          aria-describedby={refused ? 'open-error' : undefined}
        />
      </div>
      <SubmitRow label={text.open.send} />
    </form>
  );
}

import { statusLabel, statusProgress } from '../../app/cases/statuses';
import { TRACKER_TIME_ZONE } from '../../app/cases/tracked';
import type { Copy } from '../../app/copy/en';
import type { CasePageCopy } from '../../app/copy/en/case';
import { type Lang, pathOf } from '../../app/site/pages';
import { formatUsd } from '../../app/money';
import type { FoundCase } from './store';
import type { ThreadEntry } from './thread';

/**
 * The visitor's case page as the server renders it (server/cases/case-page.tsx): the site's frame
 * (skip link, header with the site's name, footer) around the case, its thread and the form
 * "Write to your preparer", which posts to the page itself and works without JavaScript. Every
 * message is written as text (React escapes it): markup someone typed shows as typed.
 */
export interface CasePageProps {
  readonly lang: Lang;
  readonly copy: Copy;
  readonly text: CasePageCopy;
  readonly siteName: string;
  /** The path the form posts to: the page's own (`/case`, `/es/case`). */
  readonly path: string;
  /**
   * The case and its thread, and "Agreement accepted on DATE" when an acceptance is recorded;
   * undefined when the browser has no case.
   */
  readonly view?: {
    readonly found: FoundCase;
    readonly thread: readonly ThreadEntry[];
    readonly agreement?: string;
  };
  /** What was typed, when the form comes back refused, and the sentence why. */
  readonly form?: { readonly message: string; readonly error: string };
  /** After a message was sent. */
  readonly notice?: string;
}

function when(at: Date, copy: Copy): string {
  return new Intl.DateTimeFormat(copy.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TRACKER_TIME_ZONE,
  }).format(at);
}

export function CasePageView(props: CasePageProps) {
  const { copy, text, lang } = props;
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.layout.skipLink}
      </a>
      <header className="header">
        <div className="header__inner">
          <a href={pathOf('home', lang)} className="header__brand">
            {props.siteName}
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="page narrow">
        <h1>{text.heading}</h1>
        {props.view ? (
          <Case {...props} view={props.view} />
        ) : (
          <>
            {props.notice ? (
              <p className="message message--error" role="alert">
                {props.notice}
              </p>
            ) : null}
            <p>{text.noCase}</p>
            <p className="actions">
              <a href={pathOf('upload', lang)}>{text.upload}</a>
              <a href={pathOf('contact', lang)}>{text.contact}</a>
            </p>
          </>
        )}
      </main>
      <footer className="footer">
        <div className="footer__inner">
          <p className="footer__name">{props.siteName}</p>
        </div>
      </footer>
    </>
  );
}

function Case(props: CasePageProps & { view: NonNullable<CasePageProps['view']> }) {
  const { copy, text } = props;
  const { found, thread } = props.view;
  const progress = statusProgress(found.status);
  return (
    <>
      {props.notice ? (
        <p className="message message--success" role="status">
          {props.notice}
        </p>
      ) : null}
      <dl className="review">
        <dt>{text.reference}</dt>
        <dd>{found.reference}</dd>
        <dt>{text.status}</dt>
        <dd>{statusLabel(found.status, copy)}</dd>
        {found.estimatedRefundCents === null ? null : (
          <>
            <dt>{text.estimatedRefund}</dt>
            <dd>{formatUsd(found.estimatedRefundCents / 100)}</dd>
          </>
        )}
      </dl>
      {progress === null ? null : (
        <div className="tracker__progress">
          <progress max={100} value={progress} aria-label={text.progress}>
            {progress}%
          </progress>
          <span aria-hidden="true">{progress}%</span>
        </div>
      )}
      {props.view.agreement ? <p>{props.view.agreement}</p> : null}

      <h2>{text.messages}</h2>
      {thread.length === 0 ? (
        <p>{text.noMessages}</p>
      ) : (
        <ol className="thread">
          {thread.map((entry) => (
            <li key={entry.key}>
              <p>
                <strong>{entry.author === 'staff' ? text.preparer : text.you}</strong>{' '}
                <time dateTime={entry.at.toISOString()}>{when(entry.at, copy)}</time>
              </p>
              <p className="review__message">{entry.body}</p>
            </li>
          ))}
        </ol>
      )}

      <form method="post" action={props.path} aria-labelledby="write-heading">
        <h2 id="write-heading">{text.write}</h2>
        {props.form ? (
          <p className="message message--error" role="alert" id="case-message-error">
            {props.form.error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="case-message">{text.message}</label>
          <textarea
            id="case-message"
            name="message"
            rows={6}
            required
            defaultValue={props.form?.message ?? ''}
            aria-describedby={
              props.form ? 'case-message-hint case-message-error' : 'case-message-hint'
            }
          />
          <p className="hint" id="case-message-hint">
            {text.messageHint}
          </p>
        </div>
        <div className="actions">
          <button type="submit" className="button">
            {text.send}
          </button>
        </div>
      </form>
    </>
  );
}

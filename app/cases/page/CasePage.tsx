import { isFinished, statusLabel, statusProgress } from '~/cases/statuses';
import { caseEstimate } from '~/cases/case-state';
import { UploadMessage, type UploadMessageKind } from '~/components/UploadMessage';
import type { Copy } from '~/copy/en';
import type { CasePageCopy } from '~/copy/en/case';
import { CASE_PATHS, type Lang, pathOf } from '~/site/pages';
import type { SiteSettings } from '~/site/settings';
import { formatCents } from '~/money';
import { formatTime } from '~/time';
import type { CaseDocument, FoundCase } from '../../../server/cases/store';
import type { ThreadEntry } from '../../../server/cases/thread';
import { DocumentsSection, EmailForm, FormError, OpenCaseForm, SubmitRow } from './CaseForms';
import { caseFormPath } from '../case-paths';
import { type StartFacts, startFactPairs } from '~/return/start-facts';
import { RequestsSection } from './RequestsSection';
import {
  type ClientSigning,
  type SignFormState,
  SigningSection,
  signingPart,
} from './SigningSection';
import { W2S_HEADING_ID, W2sSection, w2sShown } from './W2sSection';
import { PaymentPart } from './PaymentPart';
import type { Standing } from '../../../server/payments/store';
import type { CaseW2s } from '../../../server/reader/case-w2s';
import type { CodeDelivery } from '../../../server/signing/checks';
import { CaseSteps, type PagePart, PageParts } from './CasePortal';
import { NextStep } from './NextStep';
import { RefundTiming } from '~/components/RefundTiming';
import { type RefundTimingKey, refundTimingKey } from '~/tax/refund-timing';
import { type ReviewFormState, ReviewSection, type ReviewView } from './ReviewSection';
import { ReturnSection, returnPart } from './ReturnSection';

export { CASE_PAGE_COPY } from '../case-copy';

/**
 * The visitor's case page (app/routes/case.tsx and the routes of its forms), inside its language
 * layout's frame (decision 072): skip link, banner, header with the navigation "Main", one `main`,
 * footer. With a case: the case, its thread, "Write to your preparer", "Your documents" and
 * "Email for updates"; without one: "Open your case". Every form posts to an address under the
 * page's own and works without JavaScript. Whatever a visitor or staff wrote (messages, file
 * names) is written as text (React escapes it): markup shows as typed.
 */
export interface CasePageProps {
  readonly lang: Lang;
  readonly copy: Copy;
  readonly text: CasePageCopy;
  readonly site: SiteSettings;
  /** The case and what the page shows of it; undefined when the browser has no case. */
  readonly view?: CaseView;
  /** Forms that come back refused: what was typed, and the sentence why. */
  readonly forms?: FormStates;
  /** One sentence above the page's content: what was just done, or why a link did not open. */
  readonly notice?: Notice;
  /**
   * Without a case on /case/return: "Start a new return" beside "Open your case", carrying the
   * calculator's facts the address brought (app/return/start-facts.ts).
   */
  readonly startReturn?: StartFacts | undefined;
}

/** What the page's routes hand it (app/cases/case-page.server.ts): its language, case, forms. */
export interface CasePageData {
  readonly lang: Lang;
  /** The case and what the page shows of it; undefined when the browser has no case. */
  readonly view: CaseView | undefined;
  readonly forms: FormStates | undefined;
  readonly notice: Notice | undefined;
  /** Without a case on /case/return: "Start a new return", with the calculator's facts. */
  readonly startReturn?: StartFacts;
}

export interface CaseView {
  readonly found: FoundCase;
  readonly thread: readonly ThreadEntry[];
  readonly documents: readonly CaseDocument[];
  /** The case's e-mail for updates; null until the visitor gives one. */
  readonly email: string | null;
  /** Whether "E-mail me a code" can reach the client, or why not (server/signing/checks.ts). */
  readonly signingCode: CodeDelivery;
  /** "Agreement accepted on DATE" when an acceptance is recorded (server/cases/agreement.ts). */
  readonly agreement?: string | undefined;
  /** The open document requests, oldest first: "What we need from you". */
  readonly requests: readonly { readonly id: number; readonly name: string }[];
  /** "Review and sign your return": the return sent for signature, if any (docs/review-and-sign.md). */
  readonly signing?: ClientSigning | undefined;
  /** "How did we do?": the review sent, or the form once the refund is sent; else undefined. */
  readonly review?: ReviewView | undefined;
  /** "From your W-2s": the readings of the case's documents and the estimate from them. */
  readonly w2s?: CaseW2s | undefined;
  /** Where our fee stands: "Amount due $X" or "Paid on DATE" (server/payments/store.ts). */
  readonly payment?: Standing;
  /** "Your return"'s line: "Not started", "Saved, not sent yet", "Sent to your preparer on …". */
  readonly returnStatus: string;
  /** Where the return details stand, for "What to do next". */
  readonly returnDetails: 'not_started' | 'saved' | 'sent';
}

export interface FormStates {
  readonly message?: { readonly value: string; readonly error: string };
  readonly email?: { readonly value: string; readonly error: string };
  /** An upload refused (a failure, or no file chosen), as the upload form says it. */
  readonly upload?: UploadMessageKind;
  readonly open?: { readonly reference: string; readonly email: string; readonly error: string };
  /** A request's file or "I don't have this" refused: which request, why, the reason typed. */
  readonly request?: { readonly id: number; readonly error: string; readonly reason: string };
  /** "Sign Form 8879" or "E-mail me a code" answered with the form as typed. */
  readonly signing?: SignFormState;
  /** "Send signed form" refused. */
  readonly signingPaper?: { readonly error: string };
  /** "Send review" refused: what was typed, and why, beside each field. */
  readonly review?: ReviewFormState;
}

export interface Notice {
  readonly text: string;
  /** An error is announced at once (`alert`); anything else politely (`status`). */
  readonly tone: 'success' | 'info' | 'error';
}

export function CasePageView(props: CasePageProps) {
  const { copy, text, lang } = props;
  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      {props.notice ? <NoticeLine notice={props.notice} /> : null}
      {props.view ? (
        <Case {...props} view={props.view} />
      ) : (
        <>
          {/* An upload refused for a browser whose case cookie ran out meanwhile. */}
          {props.forms?.upload ? (
            <div role="alert">
              <UploadMessage message={props.forms.upload} copy={copy} />
            </div>
          ) : null}
          <p>{text.noCase}</p>
          <p className="actions">
            <a href={pathOf('upload', lang)}>{text.upload}</a>
            <a href={pathOf('contact', lang)}>{text.contact}</a>
          </p>
          {props.startReturn ? (
            <StartReturnForm lang={lang} text={text} facts={props.startReturn} />
          ) : null}
          <OpenCaseForm {...props} />
        </>
      )}
    </div>
  );
}

/** "Start a new return": opens a case for this browser, then the questions (case.return.start.tsx). */
function StartReturnForm(props: { lang: Lang; text: CasePageCopy; facts: StartFacts }) {
  const { lang, text } = props;
  return (
    <form method="post" action={caseFormPath(lang, 'start')} aria-labelledby="start-heading">
      <h2 id="start-heading">{text.start.heading}</h2>
      {startFactPairs(props.facts).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>{text.start.intro}</p>
      <SubmitRow label={text.start.button} />
    </form>
  );
}

/** Which "When to expect your refund" the case's W-2 estimates call for. */
export function caseTiming(view: CaseView): RefundTimingKey {
  const credits = (view.w2s?.estimates ?? []).map((year) => year.estimate.credits);
  return refundTimingKey({
    eic: Math.max(0, ...credits.map((c) => c.earnedIncomeCredit)),
    actc: Math.max(0, ...credits.map((c) => c.additionalChildTaxCredit)),
  });
}

export function NoticeLine({ notice }: { notice: Notice }) {
  return notice.tone === 'error' ? (
    <p className="message message--error" role="alert">
      {notice.text}
    </p>
  ) : (
    <p className={notice.tone === 'success' ? 'message message--success' : 'message'} role="status">
      {notice.text}
    </p>
  );
}

function Case(props: CasePageProps & { view: CaseView }) {
  const { copy, text, lang } = props;
  const { found, thread } = props.view;
  const progress = statusProgress(found.status);
  const estimate = caseEstimate(found);
  const message = props.forms?.message;
  // The parts the list at the top links to, in the page's order: only the ones it shows.
  const parts: PagePart[] = [
    returnPart(lang),
    ...(props.view.requests.length > 0
      ? [{ id: 'requests-heading', label: text.requests.heading }]
      : []),
    ...signingPart(lang, props.view),
    ...(props.view.review ? [{ id: 'review-heading', label: text.review.heading }] : []),
    ...(w2sShown(props.view) ? [{ id: W2S_HEADING_ID, label: text.w2s.heading }] : []),
    { id: 'messages-heading', label: text.messages },
    { id: 'write-heading', label: text.write },
    { id: 'documents-heading', label: text.documents },
    { id: 'updates-heading', label: text.updates },
  ];
  return (
    <>
      <NextStep {...props} />
      <PageParts parts={parts} text={text} />
      <dl className="review">
        <dt>{text.reference}</dt>
        <dd>{found.reference}</dd>
        <dt>{text.status}</dt>
        <dd>{statusLabel(found.status, copy)}</dd>
        {/* Staff's figure by the case's one estimate rule (app/cases/case-state.ts): pending
            until the refund is sent, then the amount expected, named as such; none once closed.
            The W-2s' own estimate is in "From your W-2s". */}
        {estimate === null ? null : (
          <>
            <dt>{estimate.named === 'expected' ? text.refundExpected : text.estimatedRefund}</dt>
            <dd>{formatCents(estimate.cents)}</dd>
          </>
        )}
      </dl>
      {progress === null ? null : (
        <div className="tracker__progress">
          {/* One text each: the streamed render would part `{progress}%` with a comment. */}
          <progress max={100} value={progress} aria-label={text.progress}>
            {`${progress}%`}
          </progress>
          <span aria-hidden="true">{`${progress}%`}</span>
        </div>
      )}
      <CaseSteps status={found.status} copy={copy} text={text} />
      {/* When to expect the refund (docs/product.md, "The client's journey"): the PATH Act's hold when
          an estimate from the case's W-2s carries the Earned Income Credit or the Additional
          Child Tax Credit, else the usual 21 days. Not once the refund is sent or the case closed. */}
      {isFinished(found.status) ? null : (
        <RefundTiming timing={caseTiming(props.view)} copy={copy} headingLevel={2} />
      )}
      {props.view.agreement ? <p>{props.view.agreement}</p> : null}
      <PaymentPart {...props} />
      <ReturnSection {...props} />
      <RequestsSection {...props} />
      <SigningSection {...props} />
      <ReviewSection {...props} />
      <W2sSection {...props} />

      <h2 id="messages-heading">{text.messages}</h2>
      {thread.length === 0 ? (
        <p>{text.noMessages}</p>
      ) : (
        <ol className="thread" aria-label={text.messages}>
          {thread.map((entry) => (
            <li
              key={entry.key}
              className={
                entry.author === 'staff' ? 'thread__entry' : 'thread__entry thread__entry--you'
              }
            >
              <p className="thread__who">
                <strong>{entry.author === 'staff' ? text.preparer : text.you}</strong>{' '}
                <time dateTime={entry.at.toISOString()}>
                  {formatTime(entry.at, props.site.officeTimeZone, 'dayAndTime', copy.locale)}
                </time>
              </p>
              <p className="review__message">{entry.body}</p>
            </li>
          ))}
        </ol>
      )}

      <form aria-labelledby="write-heading" action={CASE_PATHS[lang]} method="post">
        <h2 id="write-heading">{text.write}</h2>
        <FormError id="case-message-error" error={message?.error} />
        <div className="field">
          <label htmlFor="case-message">{text.message}</label>
          <textarea
            id="case-message"
            name="message"
            rows={6}
            required
            defaultValue={message?.value ?? ''}
            aria-describedby={
              message ? 'case-message-hint case-message-error' : 'case-message-hint'
            }
          />
          <p className="hint" id="case-message-hint">
            {text.messageHint}
          </p>
        </div>
        <SubmitRow label={text.send} />
      </form>

      <DocumentsSection {...props} />
      <EmailForm {...props} />
      {/* Ends this browser's access (server/cases/sessions.ts): a shared computer's way out. */}
      <form method="post" action={caseFormPath(props.lang, 'signOut')}>
        <SubmitRow label={text.signOut} secondary />
      </form>
    </>
  );
}

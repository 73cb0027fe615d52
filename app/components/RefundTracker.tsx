import { type FormEvent, useId, useRef, useState } from 'react';
import { statusLabel, statusProgress } from '~/cases/statuses';
import type { TrackedCase, TrackedEvent } from '~/cases/tracked';
import type { Copy } from '~/copy/en';
import { useCopy, useLanguage, usePath } from '~/copy/context';
import { formatCents, formatUsd } from '~/money';
import { useSite } from '~/site/use-site';
import { formatTime } from '~/time';
import { loadAnswers } from '~/ui/load-answers';
import { API_PATHS } from '~/site/api-paths';
import { CASE_PATHS } from '~/site/pages';

/** The example figures docs/product.md fixes, shown until a visitor looks up a case. */
const EXAMPLE = { estimatedRefund: 5000, progress: 75 } as const;

/** Where the page's script looks a reference up (server/cases/track-api.ts). */
/**
 * Where the form posts without JavaScript: the home page's action (`?index`: the index route's,
 * not the layout's), which answers with the page; the fragment brings the tracker into view.
 */
const TRACK_FORM_QUERY = '?index#refund-tracker';

/** What the page shows for a lookup: the case, or a sentence saying why there is none. */
export type TrackAnswer =
  | { readonly found: TrackedCase; readonly error?: undefined; readonly reference: string }
  | { readonly found?: undefined; readonly error: string; readonly reference: string };

function eventTitle(event: TrackedEvent, copy: Copy): string {
  const text = copy.tracker.events;
  if (event.kind === 'document') return text.document;
  if (event.kind === 'message') return text.message;
  if (event.kind === 'sent_for_signature') return text.returnSent;
  if (event.kind === 'return_signed') return text.returnSigned;
  return event.status === null ? text.update : statusLabel(event.status, copy);
}

function Progress({ value }: { value: number }) {
  const copy = useCopy();
  return (
    <div className="tracker__progress">
      <progress max={100} value={value} aria-label={copy.tracker.progress}>
        {value}%
      </progress>
      <span aria-hidden="true">{value}%</span>
    </div>
  );
}

function Example() {
  const copy = useCopy();
  const text = copy.tracker;
  return (
    <>
      <p className="tracker__example">{text.example}</p>
      <p className="tracker__amount">
        <span className="tracker__label">{text.estimatedRefund}</span>{' '}
        <strong>{formatUsd(EXAMPLE.estimatedRefund)}</strong>
      </p>
      <Progress value={EXAMPLE.progress} />
      <h3>{text.recentActivity}</h3>
      <ul className="tracker__activity">
        {text.activity.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
    </>
  );
}

function Found({ found }: { found: TrackedCase }) {
  const { copy, lang } = useLanguage();
  const zone = useSite().officeTimeZone;
  const text = copy.tracker;
  // The page's own words for the status (the API's label is for other clients).
  const progress = statusProgress(found.status);
  return (
    <>
      <p className="tracker__reference">
        <span className="tracker__label">{text.yourReference}</span> {found.reference}
      </p>
      <p className="tracker__status">
        <span className="tracker__label">{text.status}</span>{' '}
        <strong>{statusLabel(found.status, copy)}</strong>
      </p>
      {progress === null ? null : <Progress value={progress} />}
      {found.estimatedRefundCents === null ? null : (
        <p className="tracker__amount">
          <span className="tracker__label">{text.estimatedRefund}</span>{' '}
          <strong>{formatCents(found.estimatedRefundCents)}</strong>
        </p>
      )}
      <h3>{text.recentActivity}</h3>
      <ul className="tracker__activity">
        {found.activity.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{formatTime(event.at, zone, 'day', copy.locale)}</time>:{' '}
            {eventTitle(event, copy)}
            {event.note === null ? null : <p className="tracker__note">{event.note}</p>}
          </li>
        ))}
      </ul>
      {/* Messages and documents are on the case page (with the browser's case cookie, or a
          sign-in link): rendered by the server, a full page load. */}
      <p>
        <a href={CASE_PATHS[lang]}>{copy.cases.yourCase}</a>
      </p>
    </>
  );
}

/** Asks the API; the answer, or the sentence to show. */
async function lookUp(reference: string, copy: Copy): Promise<TrackAnswer> {
  const errors = copy.tracker.errors;
  const answers = loadAnswers();
  try {
    const response = await fetch(API_PATHS.track, {
      method: 'POST',
      // The server answers its sentences in the page's language.
      headers: { 'Content-Type': 'application/json', 'Accept-Language': copy.locale },
      body: JSON.stringify({ reference }),
    });
    const answer: unknown = await response.json().catch(() => null);
    const { errorMessageOf, trackedCaseOf } = await answers;
    if (response.ok) {
      const found = trackedCaseOf(answer);
      if (found !== undefined) return { found, reference };
      console.error('Refund lookup answered outside its contract', answer);
      return { error: errors.unavailable, reference };
    }
    // The server's sentence is the visitor's language already; 404 and 429 always carry one.
    return { error: errorMessageOf(answer) ?? errors.unavailable, reference };
  } catch (error) {
    console.error('Refund lookup failed', error);
    return { error: errors.failed, reference };
  }
}

/**
 * The home page's Refund Tracker. The example figures stay until a lookup. Without JavaScript the
 * lookup form is on the page from the start and posts to the home page, which answers with the
 * result (`answer`); with it, "Track Refund" opens the form in place (the boot script's disclosure,
 * from the first paint on) and, once hydrated, the result replaces the example without leaving the
 * page. The first paint is the same either way: the form is hidden by the stylesheet once the
 * boot script has marked that scripts run (.nojs-only).
 */
export function RefundTracker({
  answer,
  own,
}: {
  answer?: TrackAnswer;
  /** The browser's own case (its case cookie), shown at once in place of the example. */
  own?: TrackedCase | undefined;
}) {
  const copy = useCopy();
  const path = usePath();
  const text = copy.tracker;
  const id = useId();
  const [found, setFound] = useState<TrackedCase | undefined>(answer?.found ?? own);
  const [error, setError] = useState<string | undefined>(answer?.error);
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // The form is the state: what was typed, before hydration or after, is in the field.
    const typed = String(new FormData(event.currentTarget).get('reference') ?? '').trim();
    setError(undefined);
    if (typed === '') {
      setError(text.errors.required);
      field.current?.focus();
      return;
    }
    setPending(true);
    const result = await lookUp(typed, copy);
    setPending(false);
    // A failed lookup keeps what was shown (the example or the last case) beside its sentence.
    if (result.found) setFound(result.found);
    else {
      setError(result.error);
      field.current?.focus();
    }
  }

  return (
    <section id="refund-tracker" className="card tracker" aria-labelledby="tracker-heading">
      <h2 id="tracker-heading">{text.heading}</h2>
      {/* Announced when a lookup replaces the example (or the previous case). */}
      <div className="tracker__result" aria-live="polite">
        {found ? <Found found={found} /> : <Example />}
      </div>
      {/* Opened and closed by the boot script (app/root.tsx), before and after hydration alike:
          React renders it once and leaves it alone. */}
      <button
        type="button"
        className="button button--secondary js-only"
        aria-expanded={answer !== undefined}
        aria-controls={`${id}-lookup`}
        data-discloses=""
      >
        {text.track}
      </button>
      <form
        id={`${id}-lookup`}
        method="post"
        action={path('home') + TRACK_FORM_QUERY}
        className={answer !== undefined ? 'tracker__lookup' : 'tracker__lookup nojs-only'}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className="field">
          <label htmlFor={`${id}-reference`}>{text.reference}</label>
          <input
            ref={field}
            id={`${id}-reference`}
            name="reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-describedby={`${id}-reference-hint${error ? ` ${id}-reference-error` : ''}`}
            aria-invalid={error ? true : undefined}
            defaultValue={answer?.reference ?? ''}
          />
          <p id={`${id}-reference-hint`} className="hint">
            {text.referenceHint}
          </p>
        </div>
        {error ? (
          <p id={`${id}-reference-error`} className="message message--error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          {pending ? text.lookingUp : text.lookUp}
        </button>
      </form>
    </section>
  );
}

import { REVIEW_MAX, SHOWN_NAME_MAX } from '~/reviews/limits';
import { stateName, US_STATES } from '~/reviews/us-states';
import { formatTime } from '~/time';
import type { SentReview } from '../../../server/reviews/store';
import { caseFormPath } from '../case-paths';
import type { CasePageProps, CaseView } from './CasePage';
import { FormError, SubmitRow } from './CaseForms';

/**
 * "How did we do?" on the visitor's case page (docs/product.md, "Testimonials from real clients";
 * decision 143): once the case reached "Refund sent", a form "Your review", "Name to show"
 * (suggested), "Your state", "You may publish my review on your website", "Send review", which
 * posts without JavaScript; once sent, the review as written (one a case, never replaced).
 */

/** What the page knows of the case's review: the one sent, or the form's suggested name. */
export type ReviewView = { readonly sent: SentReview } | { readonly suggestedName: string };

/** The review form as posted, and why each refused field was refused (beside it). */
export interface ReviewFormState {
  readonly values: {
    readonly body: string;
    readonly name: string;
    readonly state: string;
    readonly consent: boolean;
  };
  readonly errors: {
    readonly body?: string;
    readonly name?: string;
    readonly state?: string;
    /** Not about one field: too early, or sent already. */
    readonly form?: string;
  };
}

const IDS = {
  body: 'review-body',
  name: 'review-name',
  state: 'review-state',
  consent: 'review-consent',
} as const;

/** A field's hint and, when refused, its error: what `aria-describedby` names. */
const describedBy = (field: string, hint: boolean, error: string | undefined) =>
  [hint ? `${field}-hint` : '', error === undefined ? '' : `${field}-error`]
    .filter((id) => id !== '')
    .join(' ') || undefined;

export function ReviewSection(props: CasePageProps & { view: CaseView }) {
  const { copy, lang } = props;
  const text = props.text.review;
  const review = props.view.review;
  const refused = props.forms?.review;
  if (review === undefined) {
    // A post refused for a case not (or no longer) at "Refund sent": the sentence why.
    return <FormError id="review-error" error={refused?.errors.form} />;
  }
  if ('sent' in review) {
    const { sent } = review;
    return (
      <section aria-labelledby="review-heading" id="review">
        <h2 id="review-heading">{text.heading}</h2>
        <FormError id="review-error" error={refused?.errors.form} />
        <figure className="card testimonial">
          <figcaption>
            <strong>{text.yours}</strong>{' '}
            {text.sentOn(formatTime(sent.createdAt, props.site.officeTimeZone, 'day', copy.locale))}
          </figcaption>
          <blockquote>
            <p className="review__message">{sent.body}</p>
          </blockquote>
          <p>
            <span className="testimonial__name">{sent.shownName}</span>{' '}
            <span className="testimonial__state">{stateName(sent.state)}</span>
          </p>
        </figure>
        <p>{sent.consent ? text.consentGiven : text.consentNotGiven}</p>
      </section>
    );
  }
  const values = refused?.values ?? {
    body: '',
    name: review.suggestedName,
    state: '',
    consent: false,
  };
  const errors = refused?.errors ?? {};
  return (
    <section aria-labelledby="review-heading" id="review">
      <h2 id="review-heading">{text.heading}</h2>
      <p>{text.intro}</p>
      <form method="post" action={caseFormPath(lang, 'review')} aria-labelledby="review-heading">
        <FormError id="review-error" error={errors.form} />
        <div className="field">
          <label htmlFor={IDS.body}>{text.body}</label>
          <FormError id={`${IDS.body}-error`} error={errors.body} />
          <textarea
            id={IDS.body}
            name="body"
            rows={5}
            required
            maxLength={REVIEW_MAX}
            defaultValue={values.body}
            aria-invalid={errors.body === undefined ? undefined : true}
            aria-describedby={describedBy(IDS.body, true, errors.body)}
          />
          <p className="hint" id={`${IDS.body}-hint`}>
            {text.bodyHint(REVIEW_MAX)}
          </p>
        </div>
        <div className="field">
          <label htmlFor={IDS.name}>{text.name}</label>
          <FormError id={`${IDS.name}-error`} error={errors.name} />
          <input
            id={IDS.name}
            name="name"
            type="text"
            required
            maxLength={SHOWN_NAME_MAX}
            autoComplete="off"
            defaultValue={values.name}
            aria-invalid={errors.name === undefined ? undefined : true}
            aria-describedby={describedBy(IDS.name, true, errors.name)}
          />
          <p className="hint" id={`${IDS.name}-hint`}>
            {text.nameHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={IDS.state}>{text.state}</label>
          <FormError id={`${IDS.state}-error`} error={errors.state} />
          <select
            id={IDS.state}
            name="state"
            required
            defaultValue={values.state}
            aria-invalid={errors.state === undefined ? undefined : true}
            aria-describedby={describedBy(IDS.state, false, errors.state)}
          >
            <option value="">{text.chooseState}</option>
            {Object.entries(US_STATES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="checkbox">
            <input
              id={IDS.consent}
              name="consent"
              type="checkbox"
              value="yes"
              defaultChecked={values.consent}
              aria-describedby={`${IDS.consent}-hint`}
            />
            {text.consent}
          </label>
          <p className="hint" id={`${IDS.consent}-hint`}>
            {text.consentHint}
          </p>
        </div>
        <SubmitRow label={text.send} />
      </form>
    </section>
  );
}

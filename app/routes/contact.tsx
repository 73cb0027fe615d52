import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { data, Link, useActionData } from 'react-router';
import type { Route } from './+types/contact';
import { readFormPost } from './form-post.server';
import { isEmailAddress } from '~/site/contact-rules';
import { useCopy, usePath } from '~/copy/context';
import { copyForPage } from '~/copy/languages.server';
import { pageMeta } from '~/site/meta';
import { typedValue } from '~/ui/typed-early';
import { useHydrated } from '~/ui/use-hydrated';
import { loadAnswers } from '~/ui/load-answers';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('contact', matches);

/** How long the confirmation stays before the form starts over (the specification's 3 s). */
export const CONFIRMATION_MS = 3000;
/** Where the page's script sends the message (server/contact/api.ts). */
export const CONTACT_API = '/api/contact';

type Step = 1 | 2 | 3 | 'sent';
const EMPTY = { name: '', email: '', message: '', website: '' };
type Values = typeof EMPTY;

const field = (form: FormData, name: keyof Values) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Without JavaScript, the one form with all three fields posts here; the answer is a page. */
export async function action({ request, context }: Route.ActionArgs) {
  // The answer is a page in the language of the page posted to: so are its reasons.
  const copy = copyForPage(request.url);
  const post = await readFormPost(request);
  if (!post.ok) {
    const error = copy.contact.errors.formUnreadable;
    return data(
      { sent: false as const, values: EMPTY, error, reference: undefined },
      { status: post.status },
    );
  }
  const { form } = post;
  const values: Values = {
    name: field(form, 'name'),
    email: field(form, 'email'),
    message: field(form, 'message'),
    website: field(form, 'website'),
  };
  // The browser's case cookie: the message joins its case (server/cases).
  const visitor = {
    cookie: request.headers.get('cookie') ?? undefined,
    https: new URL(request.url).protocol === 'https:',
  };
  const result = context.contact
    ? await context.contact.send(values, context.clientAddress ?? 'unknown', { visitor, copy })
    : null;
  if (result?.ok) {
    const sent = { sent: true as const, values: EMPTY, error: null, reference: result.reference };
    return data(sent, result.setCookie ? { headers: { 'Set-Cookie': result.setCookie } } : {});
  }
  const reason = result ? result.refusal.message : copy.contact.errors.unavailable;
  return { sent: false as const, values, error: reason, reference: undefined };
}

/**
 * A sent message, with the case reference when the server gave one; or why it failed, as the
 * server said it ('' when it said nothing).
 */
type Outcome = { ok: true; reference: string | null } | { ok: false; reason: string };

async function sendMessage(values: Values, language: string): Promise<Outcome> {
  const answers = loadAnswers();
  try {
    const response = await fetch(CONTACT_API, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify(values),
    });
    const answer: unknown = await response.json().catch(() => null);
    const { errorMessageOf, sentReferenceOf } = await answers;
    if (response.ok) return { ok: true, reference: sentReferenceOf(answer) };
    return { ok: false, reason: errorMessageOf(answer) ?? '' };
  } catch (error) {
    console.error('Contact message not sent', error);
    return { ok: false, reason: '' };
  }
}

export default function Contact() {
  const copy = useCopy();
  const home = usePath()('home');
  const text = copy.contact;
  const id = useId();
  const submitted = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>(submitted?.sent ? 'sent' : 1);
  const [values, setValues] = useState<Values>(submitted?.values ?? EMPTY);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [emailInvalid, setEmailInvalid] = useState(false);
  // The last message sent on this visit: its line stays above the form once the thanks have gone.
  const [sent, setSent] = useState<{ reference: string | null } | null>(null);
  // The case reference shown under the thanks: from this send, or from the page's own post.
  const reference = sent?.reference ?? submitted?.reference ?? undefined;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  // Whether the next step change takes focus to the new heading (see the reset below).
  const focusNextHeading = useRef(true);
  const firstForm = useRef<HTMLFormElement>(null);
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const name = typedValue(firstForm.current, 'name');
    const email = typedValue(firstForm.current, 'email');
    const message = typedValue(firstForm.current, 'message');
    const website = typedValue(firstForm.current, 'website');
    if (name || email || message || website) setValues({ name, email, message, website });
  }, []);

  // Every step change moves focus to the new step's heading, so screen readers announce it.
  useEffect(() => {
    if (mounted.current && focusNextHeading.current) headingRef.current?.focus();
    mounted.current = true;
    focusNextHeading.current = true;
  }, [step]);

  useEffect(() => {
    // Without JavaScript the thank-you is a page of its own: it stays.
    if (step !== 'sent' || !hydrated) return;
    const timer = window.setTimeout(() => {
      // Focus inside the confirmation (its heading, its link) would be lost with it: it goes to
      // step 1's heading, right below the line that now says the message was sent. A visitor who
      // has moved on elsewhere on the page keeps their place.
      const active = document.activeElement;
      focusNextHeading.current =
        active === null || active === document.body || card.current?.contains(active) === true;
      setValues(EMPTY);
      setStep(1);
    }, CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [step, hydrated]);

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  // Next on step 1 moves on only with an address shaped like one; otherwise the field says why
  // and focus stays where it is.
  const leaveStep1 = (event: FormEvent) => {
    event.preventDefault();
    if (!step1Done) return;
    if (!isEmailAddress(values.email.trim())) {
      setEmailInvalid(true);
      return;
    }
    setStep(2);
  };
  const go = (next: Step) => (event?: FormEvent) => {
    event?.preventDefault();
    setStep(next);
  };
  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    const outcome = await sendMessage(values, copy.locale);
    setSending(false);
    if (outcome.ok) {
      setSent({ reference: outcome.reference });
      setStep('sent');
      return;
    }
    // Step 3 stays with everything typed; Send can be pressed again.
    const { reason } = outcome;
    setFailure(reason === '' ? text.sendFailed : `${text.sendFailed} ${reason}`);
  }
  const step1Done = values.name.trim() !== '' && values.email.trim() !== '';
  const step2Done = values.message.trim() !== '';

  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      <div className="card" ref={card}>
        {/* Always in the page, so that its text is announced (politely) when it appears. */}
        <div role="status">
          {sent !== null && step !== 'sent' ? (
            <p className="message message--success contact__sent">
              {sent.reference === null ? text.sentLine : text.sentLineWithReference(sent.reference)}
            </p>
          ) : null}
        </div>
        {step === 1 ? (
          // Server-rendered, this one form also holds the message and Send, shown only where no
          // script runs (.nojs-only): it posts to the action above, which answers with a page.
          <form ref={firstForm} method="post" onSubmit={leaveStep1} noValidate>
            <h2 ref={headingRef} tabIndex={-1}>
              {text.step1}
            </h2>
            {submitted?.error ? (
              <p className="message message--error" role="alert">
                {text.sendFailed} {submitted.error}
              </p>
            ) : null}
            <div className="field">
              <label htmlFor={`${id}-name`}>{text.name}</label>
              <input
                id={`${id}-name`}
                name="name"
                type="text"
                autoComplete="name"
                value={values.name}
                onChange={(e) => set('name')(e.currentTarget.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-email`}>{text.email}</label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                aria-invalid={emailInvalid || undefined}
                aria-describedby={emailInvalid ? `${id}-email-error` : undefined}
                onChange={(e) => {
                  setEmailInvalid(false);
                  set('email')(e.currentTarget.value);
                }}
              />
              {emailInvalid ? (
                <p id={`${id}-email-error`} className="message message--error" role="alert">
                  {text.errors.emailInvalid}
                </p>
              ) : null}
            </div>
            {hydrated ? null : (
              <div className="nojs-only">
                <div className="field">
                  <label htmlFor={`${id}-message-nojs`}>{text.message}</label>
                  <textarea
                    id={`${id}-message-nojs`}
                    name="message"
                    rows={6}
                    defaultValue={values.message}
                  />
                </div>
                <div className="actions">
                  <button type="submit" className="button">
                    {text.send}
                  </button>
                </div>
              </div>
            )}
            <div className="trap" aria-hidden="true">
              <label htmlFor={`${id}-website`}>{text.trap}</label>
              <input
                id={`${id}-website`}
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={values.website}
                onChange={(e) => set('website')(e.currentTarget.value)}
              />
            </div>
            <div className="actions js-only">
              <button type="submit" className="button" disabled={!step1Done}>
                {text.next}
              </button>
            </div>
          </form>
        ) : null}
        {step === 2 ? (
          <form onSubmit={step2Done ? go(3) : (e) => e.preventDefault()} noValidate>
            <h2 ref={headingRef} tabIndex={-1}>
              {text.step2}
            </h2>
            <div className="field">
              <label htmlFor={`${id}-message`}>{text.message}</label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={6}
                value={values.message}
                onChange={(e) => set('message')(e.currentTarget.value)}
              />
            </div>
            <div className="actions">
              <button type="button" className="button button--secondary" onClick={go(1)}>
                {text.back}
              </button>
              <button type="submit" className="button" disabled={!step2Done}>
                {text.next}
              </button>
            </div>
          </form>
        ) : null}
        {step === 3 ? (
          <form onSubmit={(event) => void send(event)}>
            <h2 ref={headingRef} tabIndex={-1}>
              {text.step3}
            </h2>
            {failure !== null ? (
              <p className="message message--error" role="alert">
                {failure}
              </p>
            ) : null}
            <dl className="review">
              <dt>{text.name}</dt>
              <dd>{values.name}</dd>
              <dt>{text.email}</dt>
              <dd>{values.email}</dd>
              <dt>{text.message}</dt>
              <dd className="review__message">{values.message}</dd>
            </dl>
            <div className="actions">
              <button type="button" className="button button--secondary" onClick={go(2)}>
                {text.back}
              </button>
              <button type="submit" className="button" aria-disabled={sending}>
                {text.send}
              </button>
            </div>
          </form>
        ) : null}
        {step === 'sent' ? (
          <div>
            <h2 ref={headingRef} tabIndex={-1}>
              {text.thanks}
            </h2>
            {reference !== undefined ? (
              <p>
                {copy.cases.reference}
                <strong>{reference}</strong>
              </p>
            ) : null}
            <p>{text.thanksBody}</p>
            <p>
              <Link to={home}>{text.backHome}</Link>
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

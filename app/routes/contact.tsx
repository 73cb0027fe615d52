import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useActionData } from 'react-router';
import type { Route } from './+types/contact';
import { useCopy, usePath } from '~/copy/context';
import { copyForPage } from '~/copy/languages.server';
import { pageMeta } from '~/site/meta';
import { typedValue } from '~/ui/typed-early';
import { useHydrated } from '~/ui/use-hydrated';

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
  const form = await request.formData();
  const values: Values = {
    name: field(form, 'name'),
    email: field(form, 'email'),
    message: field(form, 'message'),
    website: field(form, 'website'),
  };
  // The answer is a page in the language of the page posted to: so are its reasons.
  const copy = copyForPage(request.url);
  const result = context.contact
    ? await context.contact.send(values, context.clientAddress ?? 'unknown', copy)
    : null;
  if (result?.ok) return { sent: true as const, values: EMPTY, error: null };
  const reason = result ? result.refusal.message : copy.contact.errors.unavailable;
  return { sent: false as const, values, error: reason };
}

/** What a failed send says: that nothing was lost, and why when the server said. */
async function sendMessage(values: Values, language: string): Promise<string | null> {
  try {
    const response = await fetch(CONTACT_API, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify(values),
    });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    return answer?.error?.message ?? '';
  } catch (error) {
    console.error('Contact message not sent', error);
    return '';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  const firstForm = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const name = typedValue(firstForm.current, 'name');
    const email = typedValue(firstForm.current, 'email');
    const message = typedValue(firstForm.current, 'message');
    const website = typedValue(firstForm.current, 'website');
    if (name || email || message || website) setValues({ name, email, message, website });
  }, []);

  // Every step change moves focus to the new step's heading, so screen readers announce it.
  useEffect(() => {
    if (mounted.current) headingRef.current?.focus();
    mounted.current = true;
  }, [step]);

  useEffect(() => {
    // Without JavaScript the thank-you is a page of its own: it stays.
    if (step !== 'sent' || !hydrated) return;
    const timer = window.setTimeout(() => {
      setValues(EMPTY);
      setStep(1);
    }, CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [step, hydrated]);

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const go = (next: Step) => (event?: FormEvent) => {
    event?.preventDefault();
    setStep(next);
  };
  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    const reason = await sendMessage(values, copy.locale);
    setSending(false);
    if (reason === null) {
      setStep('sent');
      return;
    }
    // Step 3 stays with everything typed; Send can be pressed again.
    setFailure(reason === '' ? text.sendFailed : `${text.sendFailed} ${reason}`);
  }
  const step1Done = values.name.trim() !== '' && values.email.trim() !== '';
  const step2Done = values.message.trim() !== '';

  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      <div className="card">
        {step === 1 ? (
          // Server-rendered, this one form also holds the message and Send, shown only where no
          // script runs (.nojs-only): it posts to the action above, which answers with a page.
          <form
            ref={firstForm}
            method="post"
            onSubmit={step1Done ? go(2) : (e) => e.preventDefault()}
            noValidate
          >
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
                onChange={(e) => set('email')(e.currentTarget.value)}
              />
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

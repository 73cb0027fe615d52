import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/contact';
import { copy } from '~/copy';
import { pageMeta } from '~/meta';
import { typedValue } from '~/typed-early';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('contact', matches);

/** How long the confirmation stays before the form starts over (the specification's 3 s). */
export const CONFIRMATION_MS = 3000;

type Step = 1 | 2 | 3 | 'sent';
const EMPTY = { name: '', email: '', message: '' };

export default function Contact() {
  const text = copy.contact;
  const id = useId();
  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState(EMPTY);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  const firstForm = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const name = typedValue(firstForm.current, 'name');
    const email = typedValue(firstForm.current, 'email');
    if (name || email) setValues({ ...EMPTY, name, email });
  }, []);

  // Every step change moves focus to the new step's heading, so screen readers announce it.
  useEffect(() => {
    if (mounted.current) headingRef.current?.focus();
    mounted.current = true;
  }, [step]);

  useEffect(() => {
    if (step !== 'sent') return;
    const timer = window.setTimeout(() => {
      setValues(EMPTY);
      setStep(1);
    }, CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const go = (next: Step) => (event?: FormEvent) => {
    event?.preventDefault();
    setStep(next);
  };
  const step1Done = values.name.trim() !== '' && values.email.trim() !== '';
  const step2Done = values.message.trim() !== '';

  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      <div className="card">
        {step === 1 ? (
          <form ref={firstForm} onSubmit={step1Done ? go(2) : (e) => e.preventDefault()} noValidate>
            <h2 ref={headingRef} tabIndex={-1}>
              {text.step1}
            </h2>
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
            <div className="actions">
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
          // Nothing leaves the browser: the specification's contact form has no server.
          <form onSubmit={go('sent')}>
            <h2 ref={headingRef} tabIndex={-1}>
              {text.step3}
            </h2>
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
              <button type="submit" className="button">
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
              <Link to="/">{text.backHome}</Link>
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

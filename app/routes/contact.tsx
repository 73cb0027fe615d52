import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { data, useActionData, useFetcher } from 'react-router';
import type { Route } from './+types/contact';
import { publicPage } from '~/site/public-page.server';
import { visitorOf } from '~/cases/case-visit.server';
import { readFormPost } from '~/ui/forms.server';
import {
  EMPTY_VALUES,
  filledIn,
  intentOf,
  type Problem,
  problemLeaving,
  type Step,
  type Values,
  valuesOf,
} from './contact.steps';
import { type StepKit, StepOne, StepThree, StepTwo, Thanks } from './contact.forms';
import { useLanguage, usePath } from '~/copy/context';
import { copyForPage } from '~/copy/languages.server';
import { pageMeta } from '~/site/meta';
import { CASE_PATHS } from '~/site/pages';
import { useHydrated } from '~/ui/use-hydrated';
import { requestFacts, services } from '~/request-context';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('contact', matches);

/** Its one path, its methods, kept for every visitor (app/site/public-page.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [
  publicPage({ methods: ['GET', 'HEAD', 'POST'] }),
];

/** How long the confirmation stays before the form starts over (the specification's 3 s). */
export const CONFIRMATION_MS = 3000;

/** The page the action answers with: the step to show, with what the visitor typed. */
type Answer = {
  step: Step;
  values: Values;
  /** Why the step answered could not be left (a field's problem), or null. */
  problem: Problem | null;
  /** Why the message was not sent (or the form not read), as the server said it; or null. */
  error: string | null;
  /** The case reference of a message sent, when the server gave one. */
  reference: string | null;
};

const answer = (step: Step, values: Values, more: Partial<Answer> = {}): Answer => ({
  step,
  values,
  problem: null,
  error: null,
  reference: null,
  ...more,
});

/**
 * Each step's form posts here when no script handles it (before the scripts came, or without
 * them); the answer is the page at the step its button asked for (`intent`). Moving on checks
 * what the steps before need, as the page does hydrated; Back keeps everything; `send` stores
 * the message. A post without an intent (a page served before the steps were forms, or a client
 * posting the three fields at once) is a send too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The answer is a page in the language of the page posted to: so are its reasons.
  const copy = copyForPage(request.url);
  const post = await readFormPost(request);
  if (!post.ok) {
    const error = copy.contact.errors.formUnreadable;
    return data(answer(1, EMPTY_VALUES, { error }), { status: post.status });
  }
  const { form } = post;
  const values = valuesOf(form);
  const intent = intentOf(form.get('intent'));
  if (intent === 'step1') return answer(1, values);
  if (intent === 'step2' || intent === 'step3') {
    const target = intent === 'step2' ? 2 : 3;
    for (const step of [1, 2] as const) {
      if (step >= target) break;
      const problem = problemLeaving(step, values);
      if (problem !== null) return answer(step, values, { problem });
    }
    return answer(target, values);
  }
  if (form.has('intent') && intent === undefined) return answer(1, values);
  // The browser's case cookie: the message joins its case (server/cases); a case it opens speaks
  // the page's language (decision 073).
  const visitor = visitorOf(request, context);
  const result = await services(context).office.contact.send(
    values,
    requestFacts(context).clientAddress,
    { visitor, copy },
  );
  if (result?.ok) {
    const sent = answer('sent', EMPTY_VALUES, { reference: result.reference ?? null });
    return data(sent, result.setCookie ? { headers: { 'Set-Cookie': result.setCookie } } : {});
  }
  // Step 3 again, with everything typed and the refusal's status (400, 429, 503) and Retry-After.
  if (result === undefined) {
    const error = copy.contact.errors.unavailable;
    return data(answer(3, values, { error }), { status: 503, headers: { 'Retry-After': '60' } });
  }
  const { refusal } = result;
  const retry = refusal.retryAfterSeconds;
  return data(answer(3, values, { error: refusal.message }), {
    status: refusal.status,
    headers: retry === undefined ? {} : { 'Retry-After': String(retry) },
  });
}

/** A document answer carries the action's headers (the case cookie, Retry-After) this way. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

/**
 * The hydrated page's Send (its fetcher, below): the action above, through React Router's data
 * request. What the server answered is the page's answer as it is; a request that got no answer
 * of the action's (no network, a proxy's error page) is a failure the page says on step 3, with
 * everything typed, never the route's error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  // Read from a copy: the server's request sends the body itself.
  const values = valuesOf(await request.clone().formData());
  try {
    return await serverAction();
  } catch (error) {
    console.error('Contact message not sent', error);
    return answer(3, values);
  }
}

/** What a step's form holds: its own fields as typed, the other steps' values hidden. */
const read = (form: HTMLFormElement): Values => valuesOf(new FormData(form));

export default function Contact() {
  const { copy, lang } = useLanguage();
  const home = usePath()('home');
  const text = copy.contact;
  const id = useId();
  // The server's answer to a step's form posted without scripts (or before they came).
  const answered = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>(answered?.step ?? 1);
  // The values as last read from a step's form: what the other steps' forms carry and show.
  const [values, setValues] = useState<Values>(answered?.values ?? EMPTY_VALUES);
  // Whether the step's fields are filled in. Unknown until the page's script has read the form:
  // the server's page keeps Next enabled, so that the form works before and without JavaScript
  // (the browser then enforces `required`); once read, Next waits for them (docs/product.md).
  const [ready, setReady] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<Problem | null>(answered?.problem ?? null);
  // Send, hydrated: the same action, asked by a fetcher (clientAction above), the page kept.
  const fetcher = useFetcher<typeof clientAction>();
  const sending = fetcher.state !== 'idle';
  // Why the message (or the form) was not taken, on the step it happened on.
  const [failure, setFailure] = useState<{ step: Step; text: string } | null>(
    answered?.error ? { step: answered.step, text: `${text.sendFailed} ${answered.error}` } : null,
  );
  // The last message sent on this visit: its line stays above the form once the thanks have gone.
  const [sent, setSent] = useState<{ reference: string | null } | null>(
    answered?.step === 'sent' ? { reference: answered.reference } : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useRef(false);
  // Whether the next step change takes focus to the new heading (see the reset below).
  const focusNextHeading = useRef(true);
  const card = useRef<HTMLDivElement>(null);
  const answeredThanks = useRef(answered?.step === 'sent');

  // Read from the form itself, whatever filled it: the visitor (before or after the scripts
  // came), the browser restoring a page, or the server answering a post.
  useEffect(() => {
    if (formRef.current !== null) setReady(filledIn(step, read(formRef.current)));
    // Once, on mount: after that, every step change says it (`go`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every step change moves focus to the new step's heading, so screen readers announce it.
  useEffect(() => {
    if (mounted.current && focusNextHeading.current) headingRef.current?.focus();
    mounted.current = true;
    focusNextHeading.current = true;
  }, [step]);

  const go = (next: Step, nextValues: Values) => {
    setValues(nextValues);
    setReady(filledIn(next, nextValues));
    setProblem(null);
    setStep(next);
  };

  useEffect(() => {
    // Without JavaScript the thank-you is a page of its own: it stays.
    if (step !== 'sent' || !hydrated) return;
    let delay = CONFIRMATION_MS;
    if (answeredThanks.current) {
      // Thanks the server answered were on screen before the scripts came: they stand their
      // 3000 ms from when they were first painted, not from hydration.
      answeredThanks.current = false;
      const painted = performance.getEntriesByName('first-contentful-paint')[0];
      if (painted !== undefined)
        delay = Math.max(0, CONFIRMATION_MS - (performance.now() - painted.startTime));
    }
    const timer = window.setTimeout(() => {
      // Focus inside the confirmation (its heading, its link) would be lost with it: it goes to
      // step 1's heading, right below the line that now says the message was sent. A visitor who
      // has moved on elsewhere on the page keeps their place.
      const active = document.activeElement;
      focusNextHeading.current =
        active === null || active === document.body || card.current?.contains(active) === true;
      setValues(EMPTY_VALUES);
      setReady(false);
      setStep(1);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [step, hydrated]);

  // Hydrated, a step's own fields say at once whether Next can be pressed; a field's message
  // goes when it is edited.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    setReady(filledIn(step, read(event.currentTarget)));
    const field = event.target;
    const edited =
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.name : null;
    if (edited !== null && edited === problem?.field) setProblem(null);
  };
  // Hydrated, Next moves on in the page, checking what the server's answer would; when it
  // cannot, the field says why and focus stays where it is.
  const moveOn = (from: 1 | 2) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = read(event.currentTarget);
    const found = problemLeaving(from, typed);
    if (found !== null) {
      setProblem(found);
      return;
    }
    go(from === 1 ? 2 : 3, typed);
  };
  // Back is a submit button too (without scripts it posts, values kept): hydrated, the page goes
  // back itself with what the form holds.
  const back = (to: 1 | 2) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const form = event.currentTarget.form;
    go(to, form ? read(form) : values);
  };
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    // The step's form holds the whole message; its button's intent is `send`.
    const form = new FormData(event.currentTarget);
    form.set('intent', 'send');
    void fetcher.submit(form, { method: 'post' });
  };
  // What the action answered the fetcher, taken once as it comes (state adjusted while rendering,
  // React's pattern for it): the thanks, or step 3 as it is, with why it was not sent (the
  // server's sentence; none when no answer came). Send can be pressed again.
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [taken, setTaken] = useState(outcome);
  if (outcome !== undefined && outcome !== taken) {
    setTaken(outcome);
    if (outcome.step === 'sent') {
      setSent({ reference: outcome.reference });
      setStep('sent');
    } else {
      const { error } = outcome;
      setFailure({ step: 3, text: error ? `${text.sendFailed} ${error}` : text.sendFailed });
    }
  }

  const kit: StepKit = {
    id,
    text,
    values,
    hydrated,
    // The step's heading. A page the server answered (a step's form posted without scripts)
    // opens with focus on it (`autofocus`), as a step change moves focus to it in the page: React
    // leaves `autoFocus` on a heading alone, in hydration and after.
    autoFocus: answered !== undefined,
    failureLine:
      failure !== null && failure.step === step ? (
        <p className="message message--error" role="alert">
          {failure.text}
        </p>
      ) : null,
    problem,
    ready,
    onChange,
  };
  const refs = { formRef, headingRef };

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
        {/* Each step is a form of its own that posts (the action above answers with the next
            page); hydrated, the page moves through them (contact.forms.tsx). */}
        {step === 1 ? <StepOne kit={kit} {...refs} onSubmit={moveOn(1)} /> : null}
        {step === 2 ? <StepTwo kit={kit} {...refs} onSubmit={moveOn(2)} onBack={back(1)} /> : null}
        {step === 3 ? (
          <StepThree kit={kit} {...refs} onSubmit={send} onBack={back(2)} sending={sending} />
        ) : null}
        {step === 'sent' ? (
          <Thanks
            kit={kit}
            headingRef={headingRef}
            reference={sent?.reference ?? null}
            referenceLabel={copy.cases.reference}
            caseLink={{ href: CASE_PATHS[lang], text: copy.cases.yourCase }}
            home={home}
          />
        ) : null}
      </div>
    </div>
  );
}

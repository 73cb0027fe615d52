import { type FormEvent, useEffect, useState } from 'react';
import { data, redirect, useActionData, useNavigate } from 'react-router';
import type { Route } from './+types/agreement';
import { readFormPost } from './form-post.server';
import { acceptAgreement, agreementAccepted } from '~/routes/agreement-flag';
import { useCopy, usePath } from '~/copy/context';
import { Terms, TermsVersion } from '~/components/Terms';
import { pageMeta } from '~/site/meta';
import { pathOf, langOfPath } from '~/site/pages';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('agreement', matches);

/** The specification's pause between "accepted" and the home page. */
export const REDIRECT_MS = 1000;

/** The two buttons are one form's two submit buttons, told apart by `intent`. */
const INTENTS = ['agree', 'cancel'] as const;
type Intent = (typeof INTENTS)[number];

function intentOf(value: FormDataEntryValue | null | undefined): Intent | undefined {
  return INTENTS.find((intent) => intent === value);
}

/**
 * The buttons without JavaScript (or pressed before it came): the form posts here. Cancel goes
 * home (303, a GET); Agree answers the page with the status line, which goes home after
 * REDIRECT_MS. Where the service will record an agreement on the server (docs/back-office.md), this is
 * the one place a native acceptance arrives.
 */
export async function action({ request }: Route.ActionArgs) {
  const home = pathOf('home', langOfPath(new URL(request.url).pathname));
  const post = await readFormPost(request);
  const intent = post.ok ? intentOf(post.form.get('intent')) : undefined;
  if (intent === 'cancel') return redirect(home, 303);
  if (intent === 'agree') return { accepted: true as const };
  return data({ accepted: false as const }, { status: post.ok ? 400 : post.status });
}

export default function Agreement() {
  const text = useCopy().agreement;
  const home = usePath()('home');
  const navigate = useNavigate();
  // Accepted by the form's post (before the scripts came, or without them): the page says so.
  const postedAccepted = useActionData<typeof action>()?.accepted === true;
  const [accepted, setAccepted] = useState(postedAccepted);

  useEffect(() => {
    // The flag the specification names, also for an acceptance the server answered.
    if (postedAccepted) acceptAgreement();
    else if (agreementAccepted()) void navigate(home, { replace: true });
  }, [postedAccepted, navigate, home]);

  useEffect(() => {
    if (!accepted) return;
    const timer = window.setTimeout(() => void navigate(home), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [accepted, navigate, home]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = intentOf(submitter instanceof HTMLButtonElement ? submitter.value : undefined);
    if (intent === 'cancel') {
      void navigate(home);
    } else if (intent === 'agree') {
      acceptAgreement();
      setAccepted(true);
    }
  }

  return (
    <div className="page narrow">
      {/* Without scripts, the answered page goes home by itself (React puts it in the head). */}
      {postedAccepted ? (
        <meta httpEquiv="refresh" content={`${REDIRECT_MS / 1000};url=${home}`} />
      ) : null}
      <h1>{text.heading}</h1>
      <TermsVersion />
      <Terms />
      <form method="post" className="actions" onSubmit={onSubmit}>
        <button type="submit" name="intent" value="agree" className="button">
          {text.agree}
        </button>
        <button type="submit" name="intent" value="cancel" className="button button--secondary">
          {text.cancel}
        </button>
      </form>
      <div role="status" className="message message--success">
        {accepted ? text.accepted : null}
      </div>
    </div>
  );
}

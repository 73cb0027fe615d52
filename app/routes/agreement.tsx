import { type FormEvent, useEffect, useState } from 'react';
import {
  data,
  redirect,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
} from 'react-router';
import type { Route } from './+types/agreement';
import { publicPage } from '~/site/public-page.server';
import { visitorOf } from '~/cases/case-visit.server';
import { readFormPost } from '~/ui/forms.server';
import { acceptAgreement, agreementAccepted } from '~/routes/agreement-flag';
import { agreementVersions } from '~/agreement-version.server';
import { useCopy, usePath } from '~/copy/context';
import { Terms, TermsVersion } from '~/components/Terms';
import { pageMeta } from '~/site/meta';
import { useFeeSchedule } from '~/site/use-site';
import { pathOf, langOfPath } from '~/site/pages';
import { requestFacts, services } from '~/request-context';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('agreement', matches);

/** Its one path, its methods, kept for every visitor (app/site/public-page.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [
  publicPage({ methods: ['GET', 'HEAD', 'POST'] }),
];

/** The specification's pause between "accepted" and the home page. */
export const REDIRECT_MS = 1000;

/** The two buttons are one form's two submit buttons, told apart by `intent`. */
const INTENTS = ['agree', 'cancel'] as const;
type Intent = (typeof INTENTS)[number];

function intentOf(value: FormDataEntryValue | null | undefined): Intent | undefined {
  return INTENTS.find((intent) => intent === value);
}

/**
 * Run when the page is prerendered: the version of the text the page shows (the hash of its words,
 * app/agreement-version.server.ts), which the form carries, so the acceptance recorded names the
 * text this very page showed.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const { fees } = requestFacts(context);
  return { version: agreementVersions(fees)[lang] };
}

/**
 * The one server path of the buttons. Without JavaScript (or pressed before it came) the form
 * posts here; hydrated, the page's fetcher sends Agree here too (clientAction below). Cancel goes
 * home (303, a GET); Agree is recorded in the visitor's case (server/cases/agreement.ts, which
 * sets the case cookie) and answers the page with the status line, which goes home after
 * REDIRECT_MS. The page says the same whatever came of the record (docs/product.md fixes it);
 * `recorded` says whether the case holds the acceptance (now or from before) for the script's
 * console.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const home = pathOf('home', langOfPath(new URL(request.url).pathname));
  const post = await readFormPost(request);
  const refused = { accepted: false as const, recorded: false };
  if (!post.ok) return data(refused, { status: post.status });
  const intent = intentOf(post.form.get('intent'));
  if (intent === 'cancel') return redirect(home, 303);
  if (intent !== 'agree') return data(refused, { status: 400 });
  const version = post.form.get('version');
  const recorded = await services(context).office.agreement.record(visitorOf(request, context), {
    version: typeof version === 'string' ? version : '',
    clientAddress: requestFacts(context).clientAddress,
    userAgent: request.headers.get('user-agent') ?? undefined,
  });
  return data(
    { accepted: true as const, recorded: recorded?.ok === true },
    recorded?.ok ? { headers: { 'Set-Cookie': recorded.setCookie } } : {},
  );
}

/**
 * Agree from the hydrated page: the action above, through React Router's data request. Nothing
 * on the page waits for it (the status line and the way home do not); a record that was not
 * kept, or a request that got no answer, goes to the console, as the upload's failures do.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    const answer = await serverAction();
    if (!answer.recorded) console.error('Agreement not recorded');
    return answer;
  } catch (error) {
    console.error('Agreement not recorded', error);
    return { accepted: true as const, recorded: false };
  }
}

/** The text's version does not change while the page is open: Agree asks for no loader again. */
export function shouldRevalidate() {
  return false;
}

/** A document answer carries the action's headers only when the route passes them on. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Agreement() {
  const text = useCopy().agreement;
  const fees = useFeeSchedule();
  const home = usePath()('home');
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof clientAction>();
  const { version } = useLoaderData<typeof loader>();
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
      // Recorded in the visitor's case too, by the same action; nothing on the page waits for it.
      void fetcher.submit({ intent: 'agree', version }, { method: 'post' });
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
      <Terms schedule={fees} />
      <form method="post" className="actions" onSubmit={onSubmit}>
        <input type="hidden" name="version" value={version} />
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

import { data, Link, useActionData } from 'react-router';
import type { Route } from './+types/home';
import { publicPage } from '~/site/public-page.server';
import { FeeGlance } from '~/components/FeeGlance';
import { HeroIllustration } from '~/components/HeroIllustration';
import { HowItWorks, WhoFiles } from '~/components/HowItWorks';
import { Protection } from '~/components/Protection';
import { RefundTracker, type TrackAnswer } from '~/components/RefundTracker';
import { TestimonialList } from '~/components/TestimonialList';
import { UploadForm } from '~/components/UploadForm';
import { useCopy, usePath } from '~/copy/context';
import { copyForPage } from '~/copy/languages.server';
import { pageMeta } from '~/site/meta';
import { readFormPost } from '~/ui/forms.server';
import { requestFacts, services } from '~/request-context';
import { hasCaseCookie, ownCase } from '~/cases/own-case.server';
import { shownReviewsContext } from '~/reviews/shown-context';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('home', matches);

/** Kept for every visitor, but for a browser with its own case (decision 141). */
export const middleware: Route.MiddlewareFunction[] = [
  publicPage({
    methods: ['GET', 'HEAD', 'POST'],
    perVisitor: hasCaseCookie,
  }),
];

/**
 * The newest published reviews (decision 145): the page kept for every visitor is rendered again
 * when they change. And the browser's own case, for the tracker to show at once (decision 141):
 * in the kept page, with no cookie, `own` is null; a request with a case cookie is rendered for
 * itself (the middleware above), never stored by a cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const reviews = context.get(shownReviewsContext).current();
  if (!hasCaseCookie(request.headers.get('cookie'))) return data({ reviews, own: null });
  return data(
    { reviews, own: await ownCase(request, context) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * The Refund Tracker's lookup without JavaScript: its form posts here, and the page answers with
 * the case (or the sentence saying why not). The page itself stays prerendered for every visit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // The answer is the page posted to, in its language: so are its sentences.
  const copy = copyForPage(request.url);
  const post = await readFormPost(request);
  if (!post.ok) {
    return data<TrackAnswer>(
      { error: copy.contact.errors.formUnreadable, reference: '' },
      { status: post.status },
    );
  }
  const typed = post.form.get('reference');
  const reference = typeof typed === 'string' ? typed.slice(0, 64) : '';
  if (reference.trim() === '') {
    return data<TrackAnswer>({ error: copy.tracker.errors.required, reference }, { status: 400 });
  }
  const result = await services(context).office.tracker.lookup(
    reference,
    requestFacts(context).clientKey,
    copy,
  );
  if (result?.ok) return data<TrackAnswer>({ found: result.found, reference });
  const headers: Record<string, string> =
    result?.retryAfterSeconds !== undefined
      ? { 'Retry-After': String(result.retryAfterSeconds) }
      : {};
  return data<TrackAnswer>(
    { error: result?.message ?? copy.tracker.errors.unavailable, reference },
    { status: result?.status ?? 503, headers },
  );
}

/**
 * A document answer carries a loader's or action's headers only when the route passes them on: the
 * lookup's Retry-After (on a 429) reaches a browser without JavaScript this way.
 */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const copy = useCopy();
  const path = usePath();
  const text = copy.home;
  const answer = useActionData<typeof action>();
  const { own } = loaderData;
  return (
    <div className="page">
      <section className="hero">
        <div className="hero__text">
          <h1>{text.title}</h1>
          <p className="hero__lead">{text.lead}</p>
          <Link to={path('upload')} className="button button--large">
            {text.getStarted}
          </Link>
          <ul className="hero__points">
            {text.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </section>
      <HowItWorks />
      <WhoFiles />
      <Protection />
      <div className="grid-2">
        <RefundTracker answer={answer} own={own ?? undefined} />
        <UploadForm headingLevel={2} />
      </div>
      <FeeGlance />
      <section aria-labelledby="home-testimonials">
        <h2 id="home-testimonials">{copy.testimonials.heading}</h2>
        <TestimonialList reviews={loaderData.reviews} />
      </section>
    </div>
  );
}

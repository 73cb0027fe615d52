import type { Route } from './+types/testimonials';
import { publicPage } from '~/site/public-page.server';
import { TestimonialList } from '~/components/TestimonialList';
import { useCopy } from '~/copy/context';
import { shownReviewsContext } from '~/reviews/shown-context';
import { pageMeta } from '~/site/meta';
import type { RouteHandle } from '~/root';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('testimonials', matches);

/** Its one path, its methods, kept for every visitor (app/site/public-page.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [publicPage({ methods: ['GET', 'HEAD'] })];

/** Nothing here to enhance: the page ships no script (app/root.tsx). */
export const handle: RouteHandle = { scripts: false };

/** The newest published reviews (decision 145): rendered to the page's file when they change. */
export function loader({ context }: Route.LoaderArgs) {
  return { reviews: context.get(shownReviewsContext).current() };
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const copy = useCopy();
  return (
    <div className="page">
      <h1>{copy.testimonials.heading}</h1>
      <p>{copy.testimonials.intro}</p>
      <TestimonialList reviews={loaderData.reviews} />
    </div>
  );
}

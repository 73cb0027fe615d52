import type { Route } from './+types/testimonials';
import { TestimonialList } from '~/components/TestimonialList';
import { useCopy } from '~/copy/context';
import { pageMeta } from '~/site/meta';
import type { RouteHandle } from '~/root';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('testimonials', matches);

/** Nothing here to enhance: the page ships no script (app/root.tsx). */
export const handle: RouteHandle = { scripts: false };

export default function Testimonials() {
  const copy = useCopy();
  return (
    <div className="page">
      <h1>{copy.testimonials.heading}</h1>
      <p>{copy.testimonials.intro}</p>
      <TestimonialList />
    </div>
  );
}

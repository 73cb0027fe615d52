import type { Route } from './+types/testimonials';
import { TestimonialList } from '~/components/TestimonialList';
import { copy } from '~/copy';
import { pageMeta } from '~/site/meta';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('testimonials', matches);

export default function Testimonials() {
  return (
    <div className="page">
      <h1>{copy.testimonials.heading}</h1>
      <p>{copy.testimonials.intro}</p>
      <TestimonialList />
    </div>
  );
}

import { Link } from 'react-router';
import type { Route } from './+types/home';
import { RefundTracker } from '~/components/RefundTracker';
import { TestimonialList } from '~/components/TestimonialList';
import { UploadForm } from '~/components/UploadForm';
import { copy } from '~/copy';
import { pageMeta } from '~/meta';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('home', matches);

export default function Home() {
  const text = copy.home;
  return (
    <div className="page">
      <section className="hero">
        <h1>{text.title}</h1>
        <p className="hero__lead">{text.lead}</p>
        <Link to="/upload" className="button button--large">
          {text.getStarted}
        </Link>
      </section>
      <div className="grid-2">
        <RefundTracker />
        <UploadForm headingLevel={2} />
      </div>
      <section aria-labelledby="home-testimonials">
        <h2 id="home-testimonials">{copy.testimonials.heading}</h2>
        <TestimonialList />
      </section>
    </div>
  );
}

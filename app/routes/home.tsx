import { Link } from 'react-router';
import type { Route } from './+types/home';
import { FeeGlance } from '~/components/FeeGlance';
import { HeroIllustration } from '~/components/HeroIllustration';
import { Protection } from '~/components/Protection';
import { RefundTracker } from '~/components/RefundTracker';
import { TestimonialList } from '~/components/TestimonialList';
import { UploadForm } from '~/components/UploadForm';
import { useCopy, usePath } from '~/copy/context';
import { pageMeta } from '~/site/meta';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('home', matches);

export default function Home() {
  const copy = useCopy();
  const path = usePath();
  const text = copy.home;
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
      <Protection />
      <div className="grid-2">
        <RefundTracker />
        <UploadForm headingLevel={2} />
      </div>
      <FeeGlance />
      <section aria-labelledby="home-testimonials">
        <h2 id="home-testimonials">{copy.testimonials.heading}</h2>
        <TestimonialList />
      </section>
    </div>
  );
}

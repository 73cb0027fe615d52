import { data, Link } from 'react-router';
import type { Route } from './+types/not-found';
import { useCopy, usePath } from '~/copy/context';
import { pageMeta } from '~/site/meta';

export function loader() {
  return data(null, { status: 404 });
}

// A form posted to an unknown address is as unknown as a visit to it: 404, not 405.
export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('notFound', matches);

export default function NotFound() {
  const text = useCopy().notFound;
  const path = usePath();
  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      <p>{text.body}</p>
      <p>
        <Link to={path('home')}>{text.home}</Link>
      </p>
    </div>
  );
}

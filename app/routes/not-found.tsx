import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NoticePage } from '~/components/ErrorPage';
import { useCopy } from '~/copy/context';
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
  return <NoticePage text={useCopy().notFound} />;
}

import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NoticePage } from '~/components/ErrorPage';
import { useCopy } from '~/copy/context';
import { pageMeta } from '~/site/meta';
import { formRoute } from '~/ui/forms.server';

/**
 * GET and HEAD, and a post answered as the visit is (below), refused first when it came from
 * another site or is of unknown length (app/ui/forms.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [
  formRoute(['GET', 'HEAD', 'POST'], 'GET, HEAD'),
];

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

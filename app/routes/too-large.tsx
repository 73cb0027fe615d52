import { data } from 'react-router';
import type { Route } from './+types/too-large';
import { NoticePage } from '~/components/ErrorPage';
import { languageOfMatches, useCopy } from '~/copy/context';
import type { RouteHandle } from '~/root';
import { siteTitle } from '~/site/meta';
import { formRoute } from '~/ui/forms.server';

/**
 * The page answering a form whose body was too large to read, in the language of the page posted
 * to (TOO_LARGE_PATHS). The server answers such a post before React Router reads it, so it
 * renders this route once at start and sends the copy (server/http/too-large-page.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [formRoute(['GET', 'HEAD', 'POST'])];

export function loader() {
  return data(null, { status: 413 });
}

export function action() {
  return data(null, { status: 413 });
}

export const handle: RouteHandle = { scripts: false };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTitle(languageOfMatches(matches)?.copy.error.tooLargeHeading ?? '', matches) },
  { name: 'robots', content: 'noindex' },
];

export default function TooLarge() {
  const { error } = useCopy();
  return (
    <NoticePage text={{ heading: error.tooLargeHeading, body: error.tooLarge, home: error.home }} />
  );
}

import type { Route } from './+types/robots';
import { requestFacts } from '~/request-context';
import { readOnly, robotsTxt, siteFile } from '~/site/site-files.server';

/** `/robots.txt`: every page may be crawled, and the sitemap is named (a resource route). */
export const middleware: Route.MiddlewareFunction[] = [readOnly];

export function loader({ context }: Route.LoaderArgs) {
  return siteFile(robotsTxt(requestFacts(context).site.publicUrl), 'text/plain; charset=utf-8');
}

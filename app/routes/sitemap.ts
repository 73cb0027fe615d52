import type { Route } from './+types/sitemap';
import { requestFacts } from '~/request-context';
import { readOnly, siteFile, sitemapXml } from '~/site/site-files.server';

/** `/sitemap.xml`: every public page in every language, with its alternates (a resource route). */
export const middleware: Route.MiddlewareFunction[] = [readOnly];

export function loader({ context }: Route.LoaderArgs) {
  return siteFile(
    sitemapXml(requestFacts(context).site.publicUrl),
    'application/xml; charset=utf-8',
  );
}

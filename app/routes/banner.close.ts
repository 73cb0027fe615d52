import type { Route } from './+types/banner.close';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts } from '~/request-context';
import { bannerClosedCookie } from '~/site/banner';
import { CASE_PATHS, langOfPath, PAGE_PATHS } from '~/site/pages';
import { postFromOwnSite, refuseUnknownLength } from '~/ui/forms.server';

/**
 * "Close banner" pressed before the page's scripts ran, or without them (app/site/banner.ts),
 * `POST /banner/close?back=PAGE`: a session cookie says so for the rest of the visit, and the
 * visitor goes back to the page (303), which is then served without the banner. A resource route:
 * no page, and the body (an empty form) is not read. Another site's post is refused here, in the
 * language of the page it names (the one rule of server/http/origin.ts); a body of unknown length
 * with 411 (app/ui/forms.server.ts).
 */

/** Where "Close banner" may send the visitor back to: every page with the banner. */
const PAGES = new Set([...PAGE_PATHS.map((page) => page.path), ...Object.values(CASE_PATHS)]);

/** The page to go back to: one of the site's pages, else home (never another site). */
export function backTo(request: Request): string {
  const back = new URL(request.url).searchParams.get('back');
  return back !== null && PAGES.has(back) ? back : '/';
}

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

const notAllowed = () =>
  new Response(null, { status: 405, headers: { ...NO_STORE, Allow: 'POST' } });

export const middleware: Route.MiddlewareFunction[] = [refuseUnknownLength];

/** GET and HEAD: the address takes its form's post only. */
export function loader() {
  return notAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return notAllowed();
  const back = backTo(request);
  if (!postFromOwnSite(request, context)) {
    const text = CATALOGUES[langOfPath(back)].error.crossSitePost;
    return new Response(`${text}\n`, {
      status: 403,
      headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(null, {
    status: 303,
    headers: {
      ...NO_STORE,
      Location: back,
      'Set-Cookie': bannerClosedCookie(requestFacts(context).https),
    },
  });
}

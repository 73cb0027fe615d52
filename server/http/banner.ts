import type { IncomingMessage, ServerResponse } from 'node:http';
import { CATALOGUES } from '../../app/copy/languages.server';
import { bannerClosedCookie } from '../../app/site/banner';
import { CASE_PATHS, langOfPath, PAGE_PATHS } from '../../app/site/pages';
import { fromOwnSite } from './origin';
import type { RequestFacts } from './request-checks';
import { sendShort } from './short-answer';

/** Where "Close banner" may send the visitor back to: every page with the banner. */
const PAGES = new Set([...PAGE_PATHS.map((page) => page.path), ...Object.values(CASE_PATHS)]);

/** The page to go back to: one of the site's pages, else home (never another site). */
export function backTo(search: string): string {
  const back = new URLSearchParams(search).get('back');
  return back !== null && PAGES.has(back) ? back : '/';
}

/**
 * "Close banner" pressed before the page's scripts ran, or without them (app/site/banner.ts): a
 * session cookie says so for the rest of the visit, and the visitor goes back to the page (303),
 * which is then served without the banner. The body (an empty form) is not read.
 */
export function closeBanner(req: IncomingMessage, res: ServerResponse, facts: RequestFacts): void {
  const back = backTo(facts.search);
  const noStore = ['Cache-Control', 'no-store'];
  if (req.method !== 'POST') return sendShort(res, facts, 405, [...noStore, 'Allow', 'POST'], '');
  if (!fromOwnSite(req, facts)) {
    const text = CATALOGUES[langOfPath(back)].error.crossSitePost;
    return sendShort(res, facts, 403, noStore, `${text}\n`);
  }
  sendShort(
    res,
    facts,
    303,
    [...noStore, 'Location', back, 'Set-Cookie', bannerClosedCookie(facts.https)],
    '',
  );
}

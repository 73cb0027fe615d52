import type { IncomingMessage, ServerResponse } from 'node:http';
import { CATALOGUES } from '../app/copy/languages.server';
import { BANNER_CLOSED } from '../app/site/banner';
import { langOfPath, PAGE_PATHS } from '../app/site/pages';
import { siteHeaders } from '../app/site/security-headers';
import { fromOwnSite } from './origin';
import type { RequestFacts } from './request-checks';

const PAGES = new Set(PAGE_PATHS.map((page) => page.path));

/** The page to go back to: one of the site's pages, else home (never another site). */
export function backTo(search: string): string {
  const back = new URLSearchParams(search).get('back');
  return back !== null && PAGES.has(back) ? back : '/';
}

function answer(res: ServerResponse, status: number, headers: readonly string[], text = ''): void {
  const body = Buffer.from(text);
  res.writeHead(status, [
    ...headers,
    'Cache-Control',
    'no-store',
    'Content-Type',
    'text/plain; charset=utf-8',
    'Content-Length',
    String(body.length),
  ]);
  res.end(body);
}

/**
 * "Close banner" pressed before the page's scripts ran, or without them (app/site/banner.ts): a
 * session cookie says so for the rest of the visit, and the visitor goes back to the page (303),
 * which is then served without the banner. The body (an empty form) is not read.
 */
export function closeBanner(req: IncomingMessage, res: ServerResponse, facts: RequestFacts): void {
  const back = backTo(facts.search);
  const headers = siteHeaders(facts.https);
  if (req.method !== 'POST') return answer(res, 405, [...headers, 'Allow', 'POST']);
  if (!fromOwnSite(req, facts)) {
    const text = CATALOGUES[langOfPath(back)].error.crossSitePost;
    return answer(res, 403, headers, `${text}\n`);
  }
  const secure = facts.https ? '; Secure' : '';
  answer(res, 303, [
    ...headers,
    'Location',
    back,
    'Set-Cookie',
    `${BANNER_CLOSED}=true; Path=/; SameSite=Lax${secure}`,
  ]);
}

/**
 * The one origin check of the server, for every form post and upload (the pages' forms, "Close
 * banner", the staff back office, the upload): whether a request was sent from this site's own pages. This site's origin
 * is PUBLIC_URL's, or the scheme and Host the client addressed. X-Forwarded-Host is never read
 * here: any client can send it, and behind a proxy that passes it on, a forged one would make any
 * Origin "our own" (decision 047).
 */
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { CATALOGUES } from '../../app/copy/languages.server';
import { langOfPath } from '../../app/site/pages';
import { isCaseUploadPath } from '../../app/cases/case-paths';
import { BANNER_CLOSE_PATH } from '../../app/site/banner';
import { pathKey } from './read-body';
import { factsOf, type RequestFacts } from './request-checks';

/** Whether an origin (an Origin header, a Referer's origin) is this site's. */
export function isOwnOrigin(
  origin: string,
  facts: Pick<RequestFacts, 'addressed' | 'publicOrigin'>,
): boolean {
  let parsed: string;
  try {
    parsed = new URL(origin).origin;
  } catch {
    return false;
  }
  return parsed === facts.publicOrigin || parsed === facts.addressed;
}

/**
 * Whether a state-changing request (every form post and upload) comes from this site: by its
 * Origin when it sends one; else by Sec-Fetch-Site when it sends that (a browser that leaves out
 * Origin still says where the request came from: another site's is refused); else yes (an older
 * client or a script is no browser acting for someone). One behaviour for every route.
 */
export function fromOwnSite(req: IncomingMessage, facts: RequestFacts): boolean {
  return sentFromOwnSite(req.headers.origin, req.headers['sec-fetch-site'], facts);
}

/**
 * The same rule for a Fetch `Request` (a React Router action): the origin addressed is the scheme
 * and its Host header, as Express's facts have it, never the URL the adapter built (which takes
 * X-Forwarded-Host behind a trusted proxy).
 */
export function requestFromOwnSite(
  request: Request,
  facts: { readonly https: boolean; readonly publicOrigin: string },
): boolean {
  const host = request.headers.get('host') ?? new URL(facts.publicOrigin).host;
  const addressed = `${facts.https ? 'https' : 'http'}://${host}`;
  return sentFromOwnSite(
    request.headers.get('origin') ?? undefined,
    request.headers.get('sec-fetch-site') ?? undefined,
    { addressed, publicOrigin: facts.publicOrigin },
  );
}

function sentFromOwnSite(
  origin: string | undefined,
  site: string | string[] | undefined,
  facts: Pick<RequestFacts, 'addressed' | 'publicOrigin'>,
): boolean {
  if (origin !== undefined) return isOwnOrigin(origin, facts);
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Before React Router: a body of unknown length is refused (411); a state-changing request to a page (a form post) that did not come from
 * this site gets 403 and one sentence in the page's language, unlogged (React Router's own check
 * would answer 400 and log a stack).
 */
export const refuseCrossSitePosts: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  const facts = factsOf(req);
  const key = pathKey(facts.path);
  // The case page's upload reads a body of any length, chunked too, with the upload's own cap,
  // and refuses another site's post with the upload's sentence in the case page
  // (app/cases/case-upload.server.ts).
  if (isCaseUploadPath(key)) return next();
  // A form a browser posts always says its length: a body without one (chunked) is refused before
  // it is read, so that no page's action ever reads more than BODY_MAX_BYTES (server/http/read-body.ts
  // refuses a declared length above it).
  if (
    req.headers['content-length'] === undefined &&
    req.headers['transfer-encoding'] !== undefined
  ) {
    res.status(411).set({ 'Cache-Control': 'no-store', Connection: 'close' });
    return res.type('text/plain').send('');
  }
  // The back office answers a forged post with a page of its own, after its session and form
  // token checks (server/staff/route-checks.server.ts): the same rule, in the staff layout.
  if (facts.path === '/staff' || facts.path.startsWith('/staff/')) return next();
  // "Close banner" refuses it in the language of the page it goes back to (app/routes/banner.close.ts).
  if (key === BANNER_CLOSE_PATH) return next();
  if (fromOwnSite(req, facts)) return next();
  const text = CATALOGUES[langOfPath(facts.path)].error.crossSitePost;
  res.status(403).set('Cache-Control', 'no-store').type('text/plain').send(`${text}\n`);
};

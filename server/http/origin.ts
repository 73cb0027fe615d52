/**
 * The one origin check of the server, for every form post and upload (the pages' forms, "Close
 * banner", the staff back office, the upload): whether a request was sent from this site's own
 * pages. Each route applies it before it reads a form (app/ui/forms.server.ts, the routes' and
 * layouts' middleware; the upload's own reader). This site's origin is PUBLIC_URL's, or the scheme and Host the client addressed. X-Forwarded-Host is never read
 * here: any client can send it, and behind a proxy that passes it on, a forged one would make any
 * Origin "our own" (decision 047).
 */
import type { IncomingMessage } from 'node:http';
import type { RequestFacts } from './request-checks';

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

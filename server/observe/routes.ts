import type { IncomingMessage } from 'node:http';

/**
 * What the metrics and the access lines call a request: the pattern of the route that answered it
 * (`/staff/cases/:reference`, `/assets/*`), never its URL, which may hold a reference or a token.
 * The set of names is fixed by the code, so a metric has a bounded number of series.
 */

/** A request no route names: a 404, or one refused before any route saw it. */
export const UNMATCHED = 'unmatched';

/** The pages' catch-all Express route (server/app.ts): its path names the page, when it is one. */
export const PAGES_FALLBACK = '/{*splat}';

/**
 * The pattern of the Express route that answered (or failed), when one did; a route on several
 * paths (`/case` and `/es/case`) is named by them all, Express not saying which one matched.
 */
export function expressRoute(req: IncomingMessage): string | undefined {
  const path = (req as { route?: { path?: unknown } }).route?.path;
  if (typeof path === 'string') return path;
  if (Array.isArray(path) && path.length > 0) return path.join(',');
  return undefined;
}

/** The pattern a path the fast handlers answer belongs to (a page, a file, an API), if any. */
export type KnownPath = (decodedPath: string) => string | undefined;

export function routeNamer(known: KnownPath): (req: IncomingMessage) => string {
  return (req) => {
    const route = expressRoute(req);
    if (route !== undefined && route !== PAGES_FALLBACK) return route;
    // Express trims req.url inside a router mounted on a path; originalUrl is the whole of it.
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const queryAt = url.indexOf('?');
    let path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (path.includes('%')) {
      try {
        path = decodeURIComponent(path);
      } catch {
        return UNMATCHED;
      }
    }
    return known(path) ?? UNMATCHED;
  };
}

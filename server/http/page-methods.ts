import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { CATALOGUES } from '../../app/copy/languages.server';
import { langOfPath } from '../../app/site/pages';
import { pageRouteOf } from '../observe/page-routes';
import { factsOf } from './request-checks';

/**
 * The methods React Router routes: a route's middleware sees these and answers those its route
 * does not take itself (405 with `Allow`, in the page's language: app/ui/forms.server.ts,
 * app/site/public-page.server.ts, the case page's and the staff layout's). For any other method
 * (OPTIONS, PROPFIND) React Router runs no route's code at all and renders the root's error
 * boundary without `Allow`; so those are answered here, before it: 405 with the methods of the
 * route React Router would match, one access line and nothing else in the log (issue 52).
 */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The Allow of each page path: its route's methods, GET and HEAD for an address no page has. */
export function pageAllow(build: ServerBuild): (urlPath: string) => string {
  const routeOf = pageRouteOf(build);
  return (urlPath) => {
    const route = routeOf(urlPath);
    if (route === undefined) return 'GET, HEAD';
    const takesPosts = typeof route.module.action === 'function';
    if (route.module.default === undefined) return takesPosts ? 'POST' : 'GET, HEAD';
    return takesPosts ? 'GET, HEAD, POST' : 'GET, HEAD';
  };
}

/** Answers a method React Router does not route (see ROUTED_METHODS); passes the others. */
export function refuseOtherMethods(build: ServerBuild): RequestHandler {
  const allowOf = pageAllow(build);
  return (req, res, next) => {
    if (ROUTED_METHODS.has(req.method)) return next();
    const { path } = factsOf(req);
    const text = CATALOGUES[langOfPath(path)].error;
    res.status(405).set({ Allow: allowOf(path), 'Cache-Control': 'no-store' });
    res.type('text/plain').send(`${text.methodNotAllowed}\n`);
  };
}

import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { CATALOGUES } from '../../app/copy/languages.server';
import { langOfPath } from '../../app/site/pages';
import { pageRouteOf } from '../observe/page-routes';
import { factsOf } from './request-checks';

/**
 * The methods a page answers: GET and HEAD, and POST when its route has an action (a resource
 * route without a page answers its action's POST only). React Router refuses any other method
 * itself, but without `Allow`, and, for a method it does not know at all (OPTIONS, PROPFIND), by
 * rendering the root's error boundary; so they are answered here first: 405 with `Allow`, in the
 * page's language, one access line and nothing else in the log (issue 52).
 */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);
const STAFF_ANSWERS = new Set(['PUT', 'PATCH', 'DELETE']);

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

/** Answers a method no page takes (see PAGE_METHODS) before React Router; passes the others. */
export function refuseOtherMethods(build: ServerBuild): RequestHandler {
  const allowOf = pageAllow(build);
  return (req, res, next) => {
    if (PAGE_METHODS.has(req.method)) return next();
    const { path } = factsOf(req);
    // The staff screens answer the methods React Router knows (PUT, PATCH, DELETE) with a 405
    // page of their own, in the staff layout with its Allow (staffHandler): theirs to answer.
    if (STAFF_ANSWERS.has(req.method) && (path === '/staff' || path.startsWith('/staff/'))) {
      return next();
    }
    const text = CATALOGUES[langOfPath(path)].error;
    res.status(405).set({ Allow: allowOf(path), 'Cache-Control': 'no-store' });
    res.type('text/plain').send(`${text.methodNotAllowed}\n`);
  };
}

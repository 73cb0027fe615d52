/**
 * Every URL that is not a page, in one table: the API and the documents, as Express routes. Each line names the path and the handler, whose module the
 * comment gives, so any URL leads to its code in one hop. Pages, their forms, robots.txt and
 * sitemap.xml are React Router routes (app/routes.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { copyForAcceptLanguage } from '../app/copy/languages.server';
import { siteHeaders } from '../app/site/security-headers';
import { type FeeSchedule, INCOME_TABLE } from '../app/fees';
import { handleRefundCalculator } from './api/refund-calculator';
import { apiError, REQUEST_CODES, sendApiError } from './http/api-error';
import { isCaseUploadPath } from '../app/cases/case-paths';
import { isSigningUploadPath } from '../app/signing/paths';
import { trackHandler } from './cases/track-api';
import type { Tracker } from './cases/tracker';
import type { Documents } from './documents';
import { pathKey } from './http/read-body';
import { factsOf, type RequestFacts } from './http/request-checks';
import { API_PATHS } from '../app/site/api-paths';

/** A handler written with node:http calls, given the request's facts (server/http/request-checks.ts). */
type NodeHandler = (req: IncomingMessage, res: ServerResponse, facts: RequestFacts) => void;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Route = (
  | { readonly path: string; readonly any: NodeHandler }
  | { readonly path: string; readonly method: Method; readonly handle: RequestHandler }
) & {
  /**
   * The handler reads its body with a cap of its own and answers 413 in its own contract; every
   * other route's body is capped at BODY_MAX_BYTES before it runs (server/http/read-body.ts).
   */
  readonly ownBodyCap?: true;
};

export interface RouteParts {
  readonly documents: Documents;
  /** The Refund Tracker's lookups (server/cases/tracker.ts). */
  readonly tracker: Tracker;
  /** The fee schedule the refund API prices its estimates with; the income table when absent. */
  readonly fees?: FeeSchedule;
}

export function routeTable(parts: RouteParts): readonly Route[] {
  const { documents, tracker } = parts;
  return [
    // server/api/refund-calculator.ts
    {
      path: API_PATHS.refundCalculator,
      ownBodyCap: true,
      any: (req, res, facts) =>
        handleRefundCalculator(req, res, siteHeaders(facts.https), parts.fees ?? INCOME_TABLE),
    },
    // server/documents/upload.ts
    { path: API_PATHS.upload, method: 'post', handle: documents.upload, ownBodyCap: true },
    // server/documents/download.ts
    {
      path: `${API_PATHS.documents}:id`,
      method: 'get',
      handle: documents.download as RequestHandler,
    },
    // server/cases/track-api.ts
    { path: API_PATHS.track, method: 'post', handle: trackHandler(tracker) },
  ];
}

/**
 * The paths whose handlers cap their own bodies, as the body check matches them: the table's, and
 * the multipart forms React Router's actions read as they stream: review and sign's
 * (app/signing/paths.ts; decision 130) and the case page's upload (app/cases/case-paths.ts).
 */
export function ownBodyCap(table: readonly Route[]): { has(key: string): boolean } {
  const paths = new Set(
    table.filter((route) => route.ownBodyCap).map((route) => pathKey(route.path)),
  );
  return {
    has: (key) => paths.has(key) || isSigningUploadPath(key) || isCaseUploadPath(key),
  };
}

/**
 * The table's path a request's path falls under, matched as Express matches it, for the
 * metrics and the access lines (server/observe/routes.ts); a path with a parameter is named by
 * Express's route instead.
 */
export function tablePathOf(table: readonly Route[]): (path: string) => string | undefined {
  const byKey = new Map<string, string>();
  for (const route of table) {
    if (!route.path.includes(':')) byKey.set(pathKey(route.path), route.path);
  }
  return (path) => byKey.get(pathKey(path));
}

/**
 * The table's routes written with node:http calls, which take every method and answer the ones
 * they do not take themselves. Each writes its whole head in one call with the site's headers
 * (siteHeaders), so they go on the app before the middleware that sets those headers one by one
 * (server/app.ts): a head set both ways costs twice.
 */
export function mountNodeRoutes(app: Express, table: readonly Route[]): void {
  for (const route of table) {
    if (!('any' in route)) continue;
    const handler = route.any;
    app.all(route.path, (req, res) => handler(req, res, factsOf(req)));
  }
}

/**
 * The table's Express routes, each path followed by a 405 for the methods it does not take (a
 * routine refusal: answered, never logged).
 */
export function mountExpressRoutes(app: Express, table: readonly Route[]): void {
  const methods = new Map<string, string[]>();
  for (const route of table) {
    if ('any' in route) continue;
    app[route.method](route.path, route.handle);
    const verb = route.method.toUpperCase();
    methods.set(route.path, [...(methods.get(route.path) ?? []), verb]);
  }
  for (const [path, verbs] of methods) {
    const allow = (verbs.includes('GET') ? ['HEAD', ...verbs] : verbs).join(', ');
    app.all(path, (req, res) => {
      const message = copyForAcceptLanguage(req.headers['accept-language']).error.methodNotAllowed;
      const error = apiError(REQUEST_CODES.methodNotAllowed, message);
      sendApiError(res, 405, error, [], ['Allow', allow]);
    });
  }
}

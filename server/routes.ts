/**
 * Every URL that is not a page, in one table: the API, the documents, the banner's form, robots.txt
 * and sitemap.xml, as Express routes. Each line names the path and the handler, whose module the
 * comment gives, so any URL leads to its code in one hop. Pages and their forms are React Router
 * routes (app/routes.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { copyForAcceptLanguage } from '../app/copy/languages.server';
import { siteHeaders } from '../app/site/security-headers';
import { BANNER_CLOSE_PATH } from '../app/site/banner';
import { handleRefundCalculator } from './api/refund-calculator';
import { apiError, REQUEST_CODES, sendApiError } from './http/api-error';
import { closeBanner } from './http/banner';
import type { AgreementRecorder } from './cases/agreement';
import { handleAgreement } from './cases/agreement-api';
import { caseFormPaths } from '../app/cases/case-paths';
import { trackHandler } from './cases/track-api';
import type { Tracker } from './cases/tracker';
import { handleContact } from './contact/api';
import type { ContactService } from './contact/store';
import type { Documents } from './documents';
import { clientAddress, factsOf, type RequestFacts } from './http/request-checks';
import { siteFiles } from './http/site-files';
import { serveFixedFile } from './http/static-files';
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
  /** The case page's upload forms, answered with the case page (server/cases/case-upload.ts). */
  readonly caseUpload: RequestHandler;
  /** The Refund Tracker's lookups (server/cases/tracker.ts). */
  readonly tracker: Tracker;
  readonly contact: ContactService;
  /** Records "I Agree & Continue" in the visitor's case (server/cases/agreement.ts). */
  readonly agreement: AgreementRecorder;
  /** Behind one reverse proxy: the client's address is the last X-Forwarded-For entry. */
  readonly trustProxy: boolean;
  readonly log: (line: string) => void;
  /** The site's origin (PUBLIC_URL), for the absolute URLs in robots.txt and sitemap.xml. */
  readonly publicUrl: string;
}

export function routeTable(parts: RouteParts): readonly Route[] {
  const { documents, caseUpload, tracker, publicUrl, contact, agreement, trustProxy, log } = parts;
  const files = siteFiles(publicUrl);
  return [
    // server/api/refund-calculator.ts
    {
      path: API_PATHS.refundCalculator,
      ownBodyCap: true,
      any: (req, res, facts) => handleRefundCalculator(req, res, siteHeaders(facts.https)),
    },
    // server/contact/api.ts (the form posted without JavaScript goes to the /contact page)
    {
      path: API_PATHS.contact,
      ownBodyCap: true,
      any: (req, res, facts) =>
        handleContact(req, res, {
          service: contact,
          client: clientAddress(req, trustProxy),
          https: facts.https,
          headers: siteHeaders(facts.https),
          log,
        }),
    },
    // server/cases/agreement-api.ts (the form posted without JavaScript goes to /agreement)
    {
      path: API_PATHS.agreement,
      ownBodyCap: true,
      any: (req, res, facts) =>
        handleAgreement(req, res, {
          recorder: agreement,
          client: clientAddress(req, trustProxy),
          facts,
          headers: siteHeaders(facts.https),
        }),
    },
    // server/documents/upload.ts
    { path: API_PATHS.upload, method: 'post', handle: documents.upload, ownBodyCap: true },
    // The same upload from the case page's "Your documents" and "Send file" (server/cases/case-upload.ts)
    ...caseFormPaths('documents').map((path): Route => ({
      path,
      method: 'post',
      handle: caseUpload,
      ownBodyCap: true,
    })),
    // server/documents/download.ts
    {
      path: `${API_PATHS.documents}:id`,
      method: 'get',
      handle: documents.download as RequestHandler,
    },
    // server/cases/track-api.ts
    { path: API_PATHS.track, method: 'post', handle: trackHandler(tracker) },
    // server/http/banner.ts ("Close banner" before or without the page's scripts)
    { path: BANNER_CLOSE_PATH, any: closeBanner },
    // server/http/site-files.ts
    {
      path: '/robots.txt',
      any: (req, res, facts) => serveFixedFile(req, res, files.robots, facts),
    },
    {
      path: '/sitemap.xml',
      any: (req, res, facts) => serveFixedFile(req, res, files.sitemap, facts),
    },
  ];
}

/** How Express matches a plain path: any case, one trailing slash allowed. */
function matchKey(path: string): string {
  return (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

/** The paths whose handlers cap their own bodies, as the body check matches them. */
export function ownBodyCap(table: readonly Route[]): ReadonlySet<string> {
  return new Set(table.filter((route) => route.ownBodyCap).map((route) => matchKey(route.path)));
}

/**
 * The table's path a request's path falls under, matched as Express matches it, for the
 * metrics and the access lines (server/observe/routes.ts); a path with a parameter is named by
 * Express's route instead.
 */
export function tablePathOf(table: readonly Route[]): (path: string) => string | undefined {
  const byKey = new Map<string, string>();
  for (const route of table) {
    if (!route.path.includes(':')) byKey.set(matchKey(route.path), route.path);
  }
  return (path) => byKey.get(matchKey(path));
}

/**
 * The table's routes on the app: those written with node:http calls take every method and answer
 * the ones they do not take themselves; each Express route's path is followed by a 405 for the methods it does not
 * take (a routine refusal: answered, never logged).
 */
export function mountApiRoutes(app: Express, table: readonly Route[]): void {
  const methods = new Map<string, string[]>();
  for (const route of table) {
    if ('any' in route) {
      const handler = route.any;
      app.all(route.path, (req, res) => handler(req, res, factsOf(req)));
      continue;
    }
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

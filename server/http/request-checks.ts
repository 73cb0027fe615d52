import type { IncomingMessage, ServerResponse } from 'node:http';
import { HSTS_HEADER, SECURITY_HEADERS, siteHeaders } from '../../app/site/security-headers';
import type { RequestHandler } from 'express';
import { setRequestIdHeader, withRequestId } from '../observe/request-id';
import { capBody } from './read-body';

/** What the handlers need to know about a request, worked out once before any of them runs. */
export interface RequestFacts {
  /** The path, percent-decoded: what every table is matched against (never the raw form). */
  readonly path: string;
  /** The query with its `?`, or '' (kept on redirects). */
  readonly search: string;
  /** Over https, directly or as the trusted proxy says. */
  readonly https: boolean;
  /**
   * The origin the client addressed: the scheme and the Host header (never X-Forwarded-Host,
   * which any client can send). A form post's Origin must equal it or PUBLIC_URL's (server/http/origin.ts).
   */
  readonly addressed: string;
  /** PUBLIC_URL's origin. */
  readonly publicOrigin: string;
}

interface Refusal {
  readonly status: 400 | 405;
  readonly message: string;
  readonly allow?: string;
  /** Whether the refused request came over https (its answer then carries HSTS too). */
  readonly https: boolean;
}

/** Methods a Fetch `Request` cannot carry, which the page renderer would fail on with a 500. */
const UNSERVED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

const facts = new WeakMap<IncomingMessage, RequestFacts>();

export interface CheckOptions {
  /** Behind one reverse proxy: its X-Forwarded-Proto says whether the client used https. */
  readonly trustProxy: boolean;
  /** The host (and port) of PUBLIC_URL. */
  readonly publicHost: string;
  /** PUBLIC_URL's origin (scheme, host and port). */
  readonly publicOrigin: string;
}

function hostHeaders(req: IncomingMessage): number {
  let count = 0;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]?.length === 4 && raw[i]?.toLowerCase() === 'host') count++;
  }
  return count;
}

/** The scheme the client used, or a refusal for a forwarded one that is neither http nor https. */
function isHttps(req: IncomingMessage, trustProxy: boolean): boolean | Refusal {
  const direct = (req.socket as { encrypted?: boolean }).encrypted === true;
  const forwarded = trustProxy ? req.headers['x-forwarded-proto'] : undefined;
  if (forwarded === undefined) return direct;
  // The one trusted proxy sets this header (README: TRUST_PROXY), so the first value is its own,
  // the value Express's req.protocol reads too.
  const value = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const proto = value.split(',')[0]?.trim().toLowerCase();
  if (proto === 'https') return true;
  if (proto === 'http') return false;
  // The scheme the proxy says is unreadable: the socket's is the one known.
  return {
    status: 400,
    message: 'X-Forwarded-Proto must be http or https.',
    https: direct,
  };
}

/** A host name or IP address with an optional port, and nothing else. */
const USABLE_HOST = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$/;

/**
 * Nothing the server writes takes its host from a request (PUBLIC_URL does), but the page
 * renderer builds each request's URL from Host (or X-Forwarded-Host behind the proxy) and fails on
 * a missing or malformed one: those are replaced by the site's own host before it runs.
 */
function settleHost(req: IncomingMessage, options: CheckOptions): void {
  const host = req.headers.host;
  if (host === undefined || !USABLE_HOST.test(host)) req.headers.host = options.publicHost;
  const forwarded = req.headers['x-forwarded-host'];
  if (forwarded !== undefined && (Array.isArray(forwarded) || !USABLE_HOST.test(forwarded))) {
    delete req.headers['x-forwarded-host'];
  }
}

function inspect(req: IncomingMessage, options: CheckOptions): RequestFacts | Refusal {
  const { trustProxy } = options;
  const https = isHttps(req, trustProxy);
  if (typeof https !== 'boolean') return https;
  if (UNSERVED_METHODS.has(req.method ?? '')) {
    return { status: 405, message: 'Method not allowed.', allow: 'GET, HEAD, POST', https };
  }
  // Node keeps the first of two Host headers; a proxy in front may have read the other one.
  if (hostHeaders(req) > 1) return { status: 400, message: 'More than one Host header.', https };
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  let path = rawPath;
  if (rawPath.includes('%')) {
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return { status: 400, message: 'The address holds a malformed %-escape.', https };
    }
  }
  if (path.includes('\0')) {
    return { status: 400, message: 'The address holds a zero byte.', https };
  }
  settleHost(req, options);
  return {
    path,
    search: queryAt === -1 ? '' : url.slice(queryAt),
    https,
    addressed: `${https ? 'https' : 'http'}://${req.headers.host ?? options.publicHost}`,
    publicOrigin: options.publicOrigin,
  };
}

/**
 * Checks a request before any handler: a malformed escape (`/%`, `/%c0`), two Host headers
 * or a forwarded scheme other than http and https get 400; TRACE and the like 405. These are the
 * client's mistakes: answered with a short plain text, never logged. Returns the facts, or
 * undefined when it answered.
 */
export function checkRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: CheckOptions,
): RequestFacts | undefined {
  const result = inspect(req, options);
  if ('path' in result) return result;
  const head = [
    ...siteHeaders(result.https),
    'Content-Type',
    'text/plain; charset=utf-8',
    'Cache-Control',
    'no-store',
    'Connection',
    'close',
  ];
  if (result.allow !== undefined) head.push('Allow', result.allow);
  res.writeHead(result.status, withRequestId(res, head));
  res.end(`${result.message}\n`);
  return undefined;
}

/** Keeps the facts of a request handed on to Express, for its middleware (factsOf). */
export function keepFacts(req: IncomingMessage, known: RequestFacts): void {
  facts.set(req, known);
}

/** Whether a request was checked and handed on already (the fast handlers have seen it). */
export function handedOn(req: IncomingMessage): boolean {
  return facts.has(req);
}

/** The facts of a request checkRequest let through (it always runs first). */
export function factsOf(req: IncomingMessage): RequestFacts {
  const known = facts.get(req);
  if (known === undefined) throw new Error('checkRequest did not run for this request');
  return known;
}

/**
 * The status of a permanent redirect to a path's one spelling: 308 keeps a form post a post (with
 * its form); a visit gets the 301 every crawler knows.
 */
export function permanentRedirectStatus(method: string | undefined): 301 | 308 {
  return method === 'GET' || method === 'HEAD' ? 301 : 308;
}

/** The HSTS header as Express's res.set takes it, for the answers Express makes. */
export const HSTS = { [HSTS_HEADER[0]]: HSTS_HEADER[1] };

/**
 * The client's address, as Express's `req.ip` gives it with `trust proxy` 1 (what the Express
 * routes use): behind the one trusted proxy, the last X-Forwarded-For entry (the one the proxy
 * appended); otherwise the socket's peer.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  if (typeof forwarded === 'string') {
    const last = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
    if (last !== '') return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export interface ListenerChecks extends CheckOptions {
  /** The paths whose handlers read their body with their own cap (server/routes.ts). */
  readonly ownBodyCap: { has(key: string): boolean };
}

/**
 * The first middleware: the checks above (the client's mistakes answered at once, never logged),
 * and a body larger than any route reads refused before one runs (server/http/read-body.ts). It
 * sets no header: an answer written in one writeHead call (these refusals, the health checks, the
 * node:http routes) carries the request's id in its list (withRequestId); for the others,
 * `headersOneByOne` below sets it.
 */
export function requestChecks(checks: ListenerChecks): RequestHandler {
  return (req, res, next) => {
    const known = checkRequest(req, res, checks);
    if (known === undefined) return;
    if (capBody(req, res, known.path, known.https, checks.ownBodyCap)) return;
    keepFacts(req, known);
    next();
  };
}

/**
 * For the answers Express and React Router write, header by header: the request's id, the
 * security headers, and HSTS over https. It comes after the routes that write their whole head in
 * one call (server/app.ts): in Node, a head partly set one by one makes writeHead set every
 * header again one by one.
 */
export const headersOneByOne: RequestHandler = (req, res, next) => {
  setRequestIdHeader(res);
  res.set(SECURITY_HEADERS);
  if (factsOf(req).https) res.set(HSTS);
  next();
};

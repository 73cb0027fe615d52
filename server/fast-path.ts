import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import {
  type CheckOptions,
  checkRequest,
  handedOn,
  keepFacts,
  type RequestFacts,
} from './request-checks';
import { setRequestIdHeader } from './observe/request-id';
import { capBody } from './read-body';

const NONE: ReadonlySet<string> = new Set();

/** The request checks, and the paths whose handlers read their body with their own cap. */
export interface ListenerChecks extends CheckOptions {
  readonly ownBodyCap?: ReadonlySet<string>;
}

/** Answers some requests with node:http calls alone: true when it did, false to pass it on. */
export type FastHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  facts: RequestFacts,
) => boolean;

function tryFast(
  req: IncomingMessage,
  res: ServerResponse,
  checks: ListenerChecks,
  handlers: readonly FastHandler[],
): boolean {
  const facts = checkRequest(req, res, checks);
  if (facts === undefined) return true;
  // A body larger than any route reads is refused before one runs (server/read-body.ts).
  if (capBody(req, res, facts.path, facts.https, checks.ownBodyCap ?? NONE)) return true;
  for (const handler of handlers) {
    if (handler(req, res, facts)) return true;
  }
  keepFacts(req, facts);
  return false;
}

/**
 * The HTTP server's request listener: the request checks and the fast handlers (the prerendered
 * pages and files, the calculator API) answer first, with node:http calls only; everything else is
 * handed to the Express app, called as the request listener it is (its public API). Express's
 * per-request set-up (re-prototyping req and res, the router walk) costs several times what
 * answering those requests does: docs/decisions/005 and 013.
 */
export function composeListener(
  handlers: readonly FastHandler[],
  app: Express,
  checks: ListenerChecks,
): RequestListener {
  return (req, res) => {
    if (tryFast(req, res, checks, handlers)) return;
    setRequestIdHeader(res);
    app(req, res);
  };
}

/**
 * The same checks and handlers as the app's first middleware, so that a server built from the
 * Express app alone (app.listen in tests) answers every route too, only slower.
 */
export function fastMiddleware(
  handlers: readonly FastHandler[],
  checks: ListenerChecks,
): RequestHandler {
  return (req, res, next) => {
    // Asked once: a request the listener handed on has been through the fast handlers.
    if (handedOn(req) || !tryFast(req, res, checks, handlers)) next();
  };
}

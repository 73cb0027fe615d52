import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** Answers some requests with node:http calls alone: true when it did, false to pass it on. */
export type FastHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** An Express app as Node calls it: app(req, res) → app.handle(req, res, next). */
type Dispatch = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

/**
 * Lets the hottest requests (the prerendered pages, the calculator API) be answered before
 * Express dispatches, since its per-request set-up (re-prototyping req and res, the router walk)
 * costs several times what answering them does: docs/decisions/005 and 008. Every other request
 * goes through Express unchanged, and so does every server built from `app` (app.listen,
 * http.createServer(app)). Call once, right after express().
 */
export function answerBeforeExpress(app: Express, handlers: readonly FastHandler[]): void {
  // handle() is how an Express app function dispatches (express/lib/application.js, pinned
  // version); it is not in the type definitions, hence the cast.
  const dispatchable = app as unknown as { handle: Dispatch };
  const expressHandle = dispatchable.handle.bind(app);
  dispatchable.handle = (req, res, next) => {
    for (const handler of handlers) {
      if (handler(req, res)) return;
    }
    expressHandle(req, res, next);
  };
}

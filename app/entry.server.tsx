import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { requestContext } from './request-context';
import { NonceContext } from './ui/nonce';
import { contentSecurityPolicy } from './site/security-headers';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A public page rendered once for every visitor has no nonce: its route's middleware names its
  // inline blocks by hash instead (app/site/public-page.server.ts).
  const { nonce, site } = loadContext.get(requestContext);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // A form post's answer holds what the visitor sent (a case's status, a message): no cache keeps
  // it. Anything else rendered here (the 404 page) is revalidated like the prerendered pages,
  // unless its route said otherwise (the staff pages: never stored).
  if (!responseHeaders.has('Cache-Control')) {
    responseHeaders.set(
      'Cache-Control',
      request.method.toUpperCase() === 'POST' ? 'no-store' : 'no-cache',
    );
  }
  if (nonce !== undefined) {
    // Set here, not in Express: the adapter appends headers, and two CSPs would combine. The
    // other security headers are Express's (server/app.ts), for every response.
    responseHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ nonce }, site.uploadUrl),
    );
  }

  // A HEAD has no body, unless the page is rendered to be kept for every visitor (React Router
  // leaves the body out of the answer itself).
  if (request.method.toUpperCase() === 'HEAD' && nonce !== undefined) {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // Every page is small and has no deferred data: send it whole, which also suits crawlers.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          report(loadContext, error);
        },
      },
    );
  });
}

/**
 * A refusal the router makes itself (a method the route has no action for, an unknown path) is
 * routine and answered with its status: no log line. Anything else is the server's own fault.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  report(context, error);
};

/** Into the server's log, with the request's id. */
function report(context: Readonly<RouterContextProvider>, error: unknown): void {
  context.get(requestContext).reportError(error);
}

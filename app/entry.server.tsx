import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { NonceContext } from './nonce';
import { NONCE_PLACEHOLDER, SITE_PLACEHOLDERS } from './placeholders';
import { contentSecurityPolicy } from './security-headers';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Prerendering at build time has no request context: the placeholder is replaced when served.
  const nonce = loadContext.cspNonce ?? NONCE_PLACEHOLDER;
  const uploadUrl = (loadContext.site ?? SITE_PLACEHOLDERS).uploadUrl;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Cache-Control', 'no-cache');
  if (loadContext.cspNonce) {
    // Set here, not in Express: the adapter appends headers, and two CSPs would combine. The
    // other security headers are Express's (server/app.ts), for every response.
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, uploadUrl));
  }

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // Every page is small and has no deferred data: send it whole, which also suits crawlers.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
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
          console.error(error);
        },
      },
    );
  });
}

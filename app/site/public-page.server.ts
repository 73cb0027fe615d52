import type { MiddlewareFunction } from 'react-router';
import { formAnsweredContext, requestContext } from '../request-context';
import { answerKept, keptPage, memoKey, pageMemoContext } from './page-memo.server';
import { pagePolicy } from './page-policy.server';
import { formPostRefusal, methodRefusal } from '../ui/forms.server';
import { PAGE_PATHS } from './pages';

/**
 * The middleware of every public page (app/site/pages.ts), which its route module names: the
 * page's one path, the methods it takes, the refusals of a form post before its action reads it
 * (app/ui/forms.server.ts), and HTTP caching. A public page is the same for every
 * visitor (in two forms: with the banner, and without it for a visitor who closed it without
 * scripts), so it is rendered once without a nonce, its inline blocks allowed by hash
 * (app/site/page-policy.server.ts), and kept with a strong ETag and its compressed forms
 * (app/site/page-memo.server.ts); every visit is then answered with those bytes, revalidated
 * (`Cache-Control: no-cache`, 304 for an ETag the browser holds). A form post's answer, the route
 * data and a page that `perVisitor` says is the visitor's own are rendered per request, with a
 * nonce (decision 208).
 */

/** The one path of a page written another way (`/Calculator`, `/calculator/`), or undefined. */
export function canonicalPagePath(decodedPath: string): string | undefined {
  const folded = decodedPath.length > 1 ? decodedPath.replace(/\/+$/, '') : decodedPath;
  const lower = folded.toLowerCase();
  const page = PAGE_PATHS.find((p) => p.path === lower);
  return page !== undefined && page.path !== decodedPath ? page.path : undefined;
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    // The Express server refuses a malformed escape before React Router (request-checks.ts).
    return pathname;
  }
}

export interface PublicPageOptions {
  /** The methods the page takes: GET and HEAD, and POST when its route has an action. */
  readonly methods: readonly ('GET' | 'HEAD' | 'POST')[];
  /**
   * Whether this request's page is the visitor's own, rendered for it and not kept: the home
   * page for a browser with a case cookie, whose tracker shows its own case (decision 141).
   */
  readonly perVisitor?: (cookieHeader: string | null) => boolean;
}

export function publicPage(options: PublicPageOptions): MiddlewareFunction<Response> {
  const allow = options.methods.join(', ');
  return async ({ request, context }, next) => {
    const url = new URL(request.url);
    const data = url.pathname.endsWith('.data');
    const path = decoded(url.pathname);
    const method = request.method.toUpperCase();
    const canonical = data ? undefined : canonicalPagePath(path);
    if (canonical !== undefined) {
      // 308 keeps a form post a post (with its form); a visit gets the 301 every crawler knows.
      return new Response(null, {
        status: method === 'GET' || method === 'HEAD' ? 301 : 308,
        headers: { Location: canonical + url.search, 'Cache-Control': 'public, max-age=3600' },
      });
    }
    if (!(options.methods as readonly string[]).includes(method)) {
      return methodRefusal(request, allow);
    }
    // A form post: refused before its action reads it when it came from another site, or with a
    // body of unknown length; else answered by the action, per request.
    if (method === 'POST') return formPostRefusal(request, context) ?? next();
    const memo = context.get(pageMemoContext);
    const ownAnswer =
      data ||
      // A form the server answered before React Router, shown on this page (/upload's own form).
      context.get(formAnsweredContext) !== null ||
      options.perVisitor?.(request.headers.get('cookie')) === true;
    if (memo === undefined || ownAnswer) return next();
    const key = memoKey(path, request.headers.get('cookie'));
    const kept = memo.kept(key);
    if (kept !== undefined) return answerKept(request, kept);
    // Rendered for every visitor: no nonce (entry.server.tsx renders a HEAD's body then too).
    const facts = context.get(requestContext);
    context.set(requestContext, { ...facts, nonce: undefined });
    const response = await next();
    const html = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set(
      'Content-Security-Policy',
      pagePolicy(new TextDecoder().decode(html), facts.site.uploadUrl),
    );
    headers.set('Cache-Control', 'no-cache');
    if (response.status !== 200) return new Response(html, { status: response.status, headers });
    const page = await keptPage(html, [...headers], options.perVisitor);
    memo.keep(key, page);
    return answerKept(request, page);
  };
}

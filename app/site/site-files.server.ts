import type { MiddlewareFunction } from 'react-router';
import { methodRefusal } from '../ui/forms.server';
import { LANGUAGES, PAGES, pathOf } from './pages';

/**
 * robots.txt and sitemap.xml, for crawlers (their resource routes: app/routes/robots.ts,
 * app/routes/sitemap.ts). Made from PUBLIC_URL, never from a request's Host or
 * X-Forwarded-Host, so that a cache cannot be handed a file that names another site.
 */

/** `&`, `<`, `>` and quotes as XML writes them (the origin is checked at start; this is a belt). */
function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/**
 * Every page in every language, each naming its versions in the others (`xhtml:link` alternates,
 * as Google reads them, English also as `x-default`), the same as the pages' own head.
 */
export function sitemapXml(publicUrl: string): string {
  const loc = (path: string) => xmlEscape(publicUrl + path);
  const urls = LANGUAGES.flatMap((lang) =>
    PAGES.map(({ key }) => {
      const alternates = [
        ...LANGUAGES.map((l) => [l, pathOf(key, l)] as const),
        ['x-default', pathOf(key, LANGUAGES[0])] as const,
      ].map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${loc(path)}"/>`,
      );
      return `  <url>\n    <loc>${loc(pathOf(key, lang))}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  // One line per field: a line break in the origin would start a new one (refused at start too).
  const sitemap = `${publicUrl}/sitemap.xml`.replace(/[\r\n]/g, '');
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

/**
 * A crawler's file: cached an hour anywhere, and nothing in it may run or load anything (it is no
 * page).
 */
export function siteFile(text: string, type: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    },
  });
}

/** The files take GET and HEAD: any other method is refused with 405 and what they take. */
export const readOnly: MiddlewareFunction<Response> = ({ request }, next) => {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return next();
  return methodRefusal(request, 'GET, HEAD');
};

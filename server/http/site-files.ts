import { LANGUAGES, PAGES, pathOf } from '../../app/site/pages';
import { SECURITY_HEADERS } from '../../app/site/security-headers';
import { type FixedResponse, fixedResponse } from './fixed-response';

/** For crawlers, re-read now and then: an hour in any cache. */
const CACHE = 'public, max-age=3600';

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
 * robots.txt and sitemap.xml, made once at start from PUBLIC_URL: never from a request's Host or
 * X-Forwarded-Host, so a cache cannot be handed a page that names another site.
 */
export function siteFiles(publicUrl: string): { robots: FixedResponse; sitemap: FixedResponse } {
  const headers = (type: string) => ({
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Cache-Control': CACHE,
    // Neither is a page: nothing in them may run or load anything.
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  });
  return {
    robots: fixedResponse(Buffer.from(robotsTxt(publicUrl)), headers('text/plain; charset=utf-8')),
    sitemap: fixedResponse(
      Buffer.from(sitemapXml(publicUrl)),
      headers('application/xml; charset=utf-8'),
    ),
  };
}

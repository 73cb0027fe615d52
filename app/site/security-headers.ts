/**
 * What lets an inline script or style run. A prerendered page is the same bytes for every visitor,
 * so its inline blocks are named by their SHA-256 (`'sha256-…'`, base64) and the page can be
 * compressed once and cached; a page rendered per request (the 404, the answer to a form post,
 * staff pages) carries a fresh nonce instead (docs/decisions/013-pages-as-fixed-bytes.md).
 */
export type InlineSources =
  | { readonly nonce: string }
  | { readonly scriptHashes: readonly string[]; readonly styleHashes: readonly string[] };

/**
 * The Content-Security-Policy of every page. Scripts and styles run only from this origin or when
 * named by the policy (the stylesheet is inlined; no style attributes); nothing from another host
 * except an upload endpoint configured on https (UPLOAD_URL).
 */
export function contentSecurityPolicy(inline: InlineSources, uploadUrl: string): string {
  const uploadOrigin = uploadUrl.startsWith('https://') ? ` ${new URL(uploadUrl).origin}` : '';
  const allow = (hashes: readonly string[]) =>
    ["'self'", ...hashes.map((hash) => `'sha256-${hash}'`)].join(' ');
  const [scripts, styles] =
    'nonce' in inline
      ? [`'self' 'nonce-${inline.nonce}'`, `'self' 'nonce-${inline.nonce}'`]
      : [allow(inline.scriptHashes), allow(inline.styleHashes)];
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src ${styles}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${uploadOrigin}`,
    `form-action 'self'${uploadOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers for every response of the site, pages and API alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Not no-referrer: with it Chrome sends `Origin: null` on form posts, which fail CSRF checks.
  'Referrer-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Sent with every answer to a request that came over https (directly or through the trusted
 * proxy): a year, subdomains included. Never over plain http, where a browser ignores it anyway
 * and a local test server must stay reachable.
 */
export const HSTS_HEADER = [
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
] as const;

const SITE_HEADERS_HTTP: readonly string[] = Object.entries(SECURITY_HEADERS).flat();
const SITE_HEADERS_HTTPS: readonly string[] = [...SITE_HEADERS_HTTP, ...HSTS_HEADER];

/**
 * The headers every answer carries, as one flat list for node:http's writeHead: the security
 * headers, and HSTS when the request came over https. Every answer written with node:http calls
 * (fast routes, redirects, refusals) starts from this list.
 */
export function siteHeaders(https: boolean): readonly string[] {
  return https ? SITE_HEADERS_HTTPS : SITE_HEADERS_HTTP;
}

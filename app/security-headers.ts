/**
 * The Content-Security-Policy of every page. Scripts and styles run only from this origin or with
 * the response's nonce (the stylesheet is inlined with it; no style attributes); nothing from
 * another host except an upload endpoint configured on https (UPLOAD_URL).
 */
export function contentSecurityPolicy(nonce: string, uploadUrl: string): string {
  const uploadOrigin = uploadUrl.startsWith('https://') ? ` ${new URL(uploadUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
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

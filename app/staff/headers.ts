import type { HeadersFunction } from 'react-router';

/** Every staff answer: never cached, never indexed. */
export const STAFF_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/**
 * The `headers` of every staff route: what its loader, action or refusal set (Retry-After,
 * Allow), over its parent's, and STAFF_HEADERS.
 */
export const staffHeaders: HeadersFunction = ({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}) => {
  const headers = new Headers(parentHeaders);
  for (const from of [loaderHeaders, actionHeaders, errorHeaders]) {
    // Cookies are React Router's to carry over.
    from?.forEach((value, name) => {
      if (name !== 'set-cookie') headers.set(name, value);
    });
  }
  for (const [name, value] of Object.entries(STAFF_HEADERS)) headers.set(name, value);
  return headers;
};

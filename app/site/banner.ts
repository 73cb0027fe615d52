import { readCookie, setCookie } from './cookies';

/**
 * The announcement banner's "closed for this visit" (docs/product.md: it stays closed for the rest of
 * the visit). With scripts the banner remembers it in sessionStorage; "Close banner" pressed
 * before they run, or without them, posts to BANNER_CLOSE_PATH, which sets a session cookie of the
 * same name and sends the visitor back to the page (app/routes/banner.close.ts). Pages are then served
 * with the banner hidden (the `banner-closed` class on <html>): by the server for a cookie, by the
 * boot script (app/root.tsx) for either.
 */
export const BANNER_CLOSED = 'bannerClosed';

/** Where "Close banner" posts without scripts: back to the page given as `?back=`. */
export const BANNER_CLOSE_PATH = '/banner/close';

/** How long the banner fades out: the opacity transition in app/styles/banner.css. */
export const BANNER_FADE_MS = 300;

/** The class on <html> that hides the banner (app/styles/banner.css). */
export const BANNER_CLOSED_CLASS = 'banner-closed';

/** Whether a Cookie header (the request's, or document.cookie) says the banner was closed. */
export function bannerClosedIn(cookies: string | null | undefined): boolean {
  return readCookie(cookies, BANNER_CLOSED) === 'true';
}

/** The session cookie "Close banner" sets without scripts: the rest of the visit, no Max-Age. */
export function bannerClosedCookie(https: boolean): string {
  return setCookie(BANNER_CLOSED, 'true', { sameSite: 'lax', secure: https });
}

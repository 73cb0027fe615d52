import type { Lang } from '~/site/pages';

/** The cookie that remembers the language a visitor chose (read by root.tsx's boot script). */
export const LANG_COOKIE = 'lang';

/** A year: the choice outlives the visit, as the privacy notice says. */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the language a visitor picked with the header's or the offer's link. */
export function rememberLang(lang: Lang): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

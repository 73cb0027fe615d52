import { setCookie } from '~/site/cookies';
import type { Lang } from '~/site/pages';

/** The cookie that remembers the language a visitor chose (read by root.tsx's boot script). */
export const LANG_COOKIE = 'lang';

/** A year: the choice outlives the visit, as the privacy notice says. */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the language a visitor picked with the header's or the offer's link. */
export function rememberLang(lang: Lang): void {
  const secure = window.location.protocol === 'https:';
  document.cookie = setCookie(LANG_COOKIE, lang, { maxAge: YEAR_SECONDS, sameSite: 'lax', secure });
}

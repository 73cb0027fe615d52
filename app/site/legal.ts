import type { Copy } from '~/copy/en';

/**
 * The dates of the site's legal texts, each written once: the pages that show a text and its
 * "Version of …" line read them here. Change a date whenever the words of its text change.
 */
export const TERMS_VERSION = '2026-11-23';
export const PRIVACY_VERSION = '2026-11-26';

/**
 * The copyright notice names the year of first publication (17 U.S.C. 401(b)(2)), so it is a
 * fixed fact, not this year: it does not go stale in January, nor differ between server and browser.
 */
export const COPYRIGHT_YEAR = 2026;

/**
 * `2026-11-23` → "November 23, 2026" (or "23 de noviembre de 2026"): a calendar day, not a time,
 * in the words of the page's catalogue. Not with Intl.DateTimeFormat, which loads ICU's data in
 * the browser in a long task (docs/decisions/053-formatting-without-intl-in-the-browser.md).
 */
export function formatVersionDate(isoDate: string, copy: Pick<Copy, 'longDate'>): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new Error(`Not a calendar day: ${isoDate}`);
  return copy.longDate(Number(match[3]), month, Number(match[1]));
}

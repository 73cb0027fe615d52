/**
 * The dates of the site's legal texts, each written once: the pages that show a text and its
 * "Version of …" line read them here. Change a date whenever the words of its text change.
 */
export const TERMS_VERSION = '2026-11-23';
export const PRIVACY_VERSION = '2026-11-23';

/**
 * The copyright notice names the year of first publication (17 U.S.C. 401(b)(2)), so it is a
 * fixed fact, not this year: it does not go stale in January, nor differ between server and browser.
 */
export const COPYRIGHT_YEAR = 2026;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `2026-11-23` → `November 23, 2026` in the catalogue's locale; the day is a calendar day, not a
 * time. The formatter is made once per locale.
 */
export function formatVersionDate(isoDate: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

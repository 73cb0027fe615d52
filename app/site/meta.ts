import type { MetaDescriptor } from 'react-router';
import { languageOfMatches } from '../copy/context';
import type { Copy } from '../copy/en';
import { DEFAULT_LANG, type Lang, LANGUAGES, LOCALE, PAGES, type PageKey, pathOf } from './pages';
import type { SiteSettings } from './settings';

type Page = keyof Copy['meta'];

interface MatchWithData {
  id: string;
  loaderData?: unknown;
  handle?: unknown;
}

const PAGE_KEYS: ReadonlySet<string> = new Set(PAGES.map((page) => page.key));

/** Open Graph writes a locale with an underscore: `en_US`. */
const ogLocale = (lang: Lang) => LOCALE[lang].replace('-', '_');

/** The site's settings, as the root loader gives them to every page's head. */
function siteOf(matches: readonly (MatchWithData | undefined)[]): SiteSettings | undefined {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { site?: SiteSettings } | undefined;
  return root?.site;
}

/** A public page's whole title: "TITLE | SITE NAME", or the title alone without a site name. */
export function siteTitle(title: string, matches: readonly (MatchWithData | undefined)[]): string {
  const siteName = siteOf(matches)?.siteName;
  return siteName ? `${title} | ${siteName}` : title;
}

/**
 * Title and description of a page in its language (from its layout route's handle), with the
 * site name from the root loader; a public page also names its one canonical URL in its
 * language, on the site's own origin (PUBLIC_URL), never the request's host, the same page in
 * every language (`hreflang`, English as `x-default`), and the Open Graph tags of a shared link.
 */
export function pageMeta(
  page: Page,
  matches: readonly (MatchWithData | undefined)[],
): MetaDescriptor[] {
  const site = siteOf(matches);
  const language = languageOfMatches(matches);
  // Only the root's last-resort error page has no language layout above it: no words to give.
  if (language === undefined) return [];
  const { lang, copy } = language;
  const { title, description } = copy.meta[page];
  const siteName = site?.siteName;
  const origin = site?.publicUrl;
  const fullTitle = siteTitle(title, matches);
  const key = PAGE_KEYS.has(page) ? (page as PageKey) : undefined;
  const url = (l: Lang) =>
    key !== undefined && origin !== undefined ? origin + pathOf(key, l) : undefined;
  const canonical = url(lang);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    // How a shared link looks (Open Graph): the same title and words, the one URL.
    ...(canonical !== undefined
      ? [
          { tagName: 'link', rel: 'canonical', href: canonical },
          ...LANGUAGES.map((l) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: l,
            href: url(l),
          })),
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url(DEFAULT_LANG) },
          { property: 'og:type', content: 'website' },
          { property: 'og:title', content: fullTitle },
          { property: 'og:description', content: description },
          { property: 'og:url', content: canonical },
          { property: 'og:locale', content: ogLocale(lang) },
          ...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
        ]
      : []),
  ];
}

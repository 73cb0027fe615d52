import type { MetaDescriptor } from 'react-router';
import { copy } from '../copy';
import { PAGES } from './pages';
import type { SiteSettings } from './settings';

type Page = keyof typeof copy.meta;

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

const PATHS = new Map<string, string>(PAGES.map((page) => [page.key, page.path]));

/**
 * Title and description of a page, with the site name from the root loader; a public page also
 * names its one canonical URL, on the site's own origin (PUBLIC_URL), never the request's host,
 * and the Open Graph tags of a shared link.
 */
export function pageMeta(
  page: Page,
  matches: readonly (MatchWithData | undefined)[],
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { site?: SiteSettings } | undefined;
  const { title, description } = copy.meta[page];
  const siteName = root?.site?.siteName;
  const path = PATHS.get(page);
  const origin = root?.site?.publicUrl;
  const fullTitle = siteName ? `${title} | ${siteName}` : title;
  const url = path !== undefined && origin !== undefined ? `${origin}${path}` : undefined;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    // How a shared link looks (Open Graph): the same title and words, the one URL.
    ...(url !== undefined
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:type', content: 'website' },
          { property: 'og:title', content: fullTitle },
          { property: 'og:description', content: description },
          { property: 'og:url', content: url },
          ...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
        ]
      : []),
  ];
}

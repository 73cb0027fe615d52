import type { MetaDescriptor } from 'react-router';
import { copy } from './copy';
import type { SiteSettings } from './site';

type Page = keyof typeof copy.meta;

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** Title and description of a page, with the site name from the root loader. */
export function pageMeta(
  page: Page,
  matches: readonly (MatchWithData | undefined)[],
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { site?: SiteSettings } | undefined;
  const { title, description } = copy.meta[page];
  const siteName = root?.site?.siteName;
  return [
    { title: siteName ? `${title} | ${siteName}` : title },
    { name: 'description', content: description },
  ];
}

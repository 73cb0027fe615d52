import type { MetaDescriptor } from 'react-router';
import { staffCopy as text } from '../copy/staff';
import type { SiteSettings } from '../site/settings';

/**
 * A staff page's title ("Cases · Staff · QuickRefund") with the site's name from the root loader,
 * and the robots meta: these pages are never search results.
 */
export function staffMeta(
  heading: string,
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { site?: SiteSettings } | undefined;
  return [
    { name: 'robots', content: 'noindex, nofollow' },
    { title: text.title(heading, root?.site?.siteName ?? '') },
  ];
}

import { useRouteLoaderData } from 'react-router';
import { SITE_PLACEHOLDERS } from './placeholders';
import type { SiteSettings } from './settings';

/** The site settings the root loader handed down. */
export function useSite(): SiteSettings {
  const data = useRouteLoaderData<{ site: SiteSettings }>('root');
  return data?.site ?? SITE_PLACEHOLDERS;
}

import { useRouteLoaderData } from 'react-router';
import type { SiteSettings } from './settings';

/** The site settings the root loader handed down. */
export function useSite(): SiteSettings {
  const data = useRouteLoaderData<{ site: SiteSettings }>('root');
  if (data === undefined) throw new Error('useSite() outside the root route');
  return data.site;
}

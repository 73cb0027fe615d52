import { useRouteLoaderData } from 'react-router';
import type { SiteSettings } from './settings';
import { type FeeSchedule, INCOME_TABLE } from '../fees';

/** The site settings the root loader handed down. */
export function useSite(): SiteSettings {
  const data = useRouteLoaderData<{ site: SiteSettings }>('root');
  if (data === undefined) throw new Error('useSite() outside the root route');
  return data.site;
}

/**
 * The fee schedule in force (FEE_SCHEDULE_FILE), as the root loader handed it down; the income
 * table for a component tried under a router without the root route (a unit test's stub).
 */
export function useFeeSchedule(): FeeSchedule {
  return useRouteLoaderData<{ fees?: FeeSchedule }>('root')?.fees ?? INCOME_TABLE;
}

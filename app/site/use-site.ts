import { useRouteLoaderData } from 'react-router';
import type { SiteSettings } from './settings';
import type { FeeSchedule } from '../fees';

/** The site settings the root loader handed down. */
export function useSite(): SiteSettings {
  const data = useRouteLoaderData<{ site: SiteSettings }>('root');
  if (data === undefined) throw new Error('useSite() outside the root route');
  return data.site;
}

/** The fee schedule in force (FEE_SCHEDULE_FILE), as the root loader handed it down. */
export function useFeeSchedule(): FeeSchedule {
  const data = useRouteLoaderData<{ fees: FeeSchedule }>('root');
  if (data === undefined) throw new Error('useFeeSchedule() outside the root route');
  return data.fees;
}

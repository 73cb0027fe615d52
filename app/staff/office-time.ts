import { createContext, useContext } from 'react';
import type { OfficeTime } from '../time';

export { type OfficeTime, officeDayStart, officeTime } from '../time';

/**
 * The staff screens' formatter of times (app/time.ts, in OFFICE_TIME_ZONE: decision 079), which
 * the staff layout (app/routes/staff.tsx) provides.
 */
export const OfficeTimeContext = createContext<OfficeTime | null>(null);

/** The formatter a staff view writes its times with. */
export function useOfficeTime(): OfficeTime {
  const format = useContext(OfficeTimeContext);
  if (format === null) throw new Error('A staff view is rendered outside the staff layout');
  return format;
}

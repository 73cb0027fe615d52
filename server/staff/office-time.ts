import { createContext, useContext } from 'react';
import { DEFAULTS } from '../../app/settings.server';
import { type OfficeTime, officeTime } from '../../app/time';

/**
 * The staff screens' formatter of times (app/time.ts, in OFFICE_TIME_ZONE: decision 079), which
 * the staff layout provides (server/staff/views.tsx sets it).
 */
export const OfficeTimeContext = createContext<OfficeTime>(officeTime(DEFAULTS.OFFICE_TIME_ZONE));

/** The formatter a staff view writes its times with. */
export const useOfficeTime = (): OfficeTime => useContext(OfficeTimeContext);

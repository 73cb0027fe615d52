import { createContext, useContext } from 'react';

/**
 * Times as staff read them, on every staff screen: in the office's time zone (OFFICE_TIME_ZONE),
 * with its abbreviation, such as "Nov 25, 2026, 9:14 AM EST" (EDT in summer). The one formatter
 * of the back office (decision 079); the visitor's pages write their own dates (decision 053).
 */

export type OfficeTime = (date: Date) => string;

const formatters = new Map<string, OfficeTime>();

/** The formatter of a time zone (an IANA name the settings checked), made once per zone. */
export function officeTime(timeZone: string): OfficeTime {
  const made = formatters.get(timeZone);
  if (made) return made;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
  // Put together from its parts: ICU writes a narrow no-break space before "AM" in some
  // versions, which a reader (or a search for "9:14 AM") would not expect.
  const formatter: OfficeTime = (date) => {
    const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
    for (const { type, value } of format.formatToParts(date)) part[type] = value;
    return `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
  };
  formatters.set(timeZone, formatter);
  return formatter;
}

/** The zone's offset from UTC at `at`, in minutes (New York in winter: −300). */
function offsetMinutes(timeZone: string, at: number): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a day (YYYY-MM-DD, already checked) begins in the office: what a date typed on a
 * staff screen means. Twice, so that a day whose offset changes overnight comes out right.
 */
export function officeDayStart(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let at = midnightUtc - offsetMinutes(timeZone, midnightUtc) * 60_000;
  at = midnightUtc - offsetMinutes(timeZone, at) * 60_000;
  return new Date(at);
}

/** The zone the staff pages are rendered in (the staff layout, app/routes/staff.tsx, sets it). */
export const OfficeTimeContext = createContext<OfficeTime | null>(null);

/** The formatter a staff view writes its times with. */
export function useOfficeTime(): OfficeTime {
  const format = useContext(OfficeTimeContext);
  if (format === null) throw new Error('A staff view is rendered outside the staff layout');
  return format;
}

/**
 * Every time a person reads, written in the office's time zone (OFFICE_TIME_ZONE,
 * app/settings.server.ts; the pages get it in the site settings, `site.officeTimeZone`): the
 * Refund Tracker, the visitor's case page, the agreement's acceptance day, every staff screen
 * (decisions 079 and 095). The server and a browser in any zone then write the same day.
 *
 * Intl.DateTimeFormat, made on first use and kept per style, language and zone: nothing is made
 * when a page loads, so a page whose times are not shown pays nothing for ICU's data (decision
 * 053). Calendar days that are no time (a legal text's version) are app/site/legal.ts's.
 */

export type TimeStyle =
  /** A day on the visitor's pages: "Nov 20, 2026", "20 nov 2026". */
  | 'day'
  /** A day and time on the visitor's pages: "Nov 20, 2026, 3:00 PM". */
  | 'dayAndTime'
  /** Every staff time, in English with the zone's abbreviation: "Nov 25, 2026, 9:14 AM EST". */
  | 'staff';

const OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'medium' },
  dayAndTime: { dateStyle: 'medium', timeStyle: 'short' },
  staff: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(
  style: TimeStyle | 'parts',
  locale: string,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${style} ${locale} ${timeZone}`;
  let format = formats.get(key);
  if (format === undefined) {
    const options: Intl.DateTimeFormatOptions =
      style === 'parts' ? { year: 'numeric', month: 'numeric', day: 'numeric' } : OPTIONS[style];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * `at` written in `timeZone` (an IANA name the settings checked) in the `style`, in the page's
 * locale (`copy.locale`; staff times are always in US English). A string is an ISO time, as the
 * tracker's JSON carries it.
 */
export function formatTime(
  at: Date | string,
  timeZone: string,
  style: TimeStyle,
  locale = 'en-US',
): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (style !== 'staff') return formatOf(style, locale, timeZone).format(date);
  // Put together from its parts: ICU writes a narrow no-break space before "AM" in some
  // versions, which a reader (or a search for "9:14 AM") would not expect. A zone with no
  // English abbreviation is written as its offset ("GMT+1").
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatOf('staff', 'en-US', timeZone).formatToParts(date)) {
    part[type] = value;
  }
  return `${part.month} ${part.day}, ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
}

/** A staff screen's formatter: every time on it, in the office's zone (decision 079). */
export type OfficeTime = (date: Date) => string;

/** The staff formatter of a zone. */
export function officeTime(timeZone: string): OfficeTime {
  return (date) => formatTime(date, timeZone, 'staff');
}

/** The day `at` falls on in the zone, for a day written in words (the catalogue's `longDate`). */
export function officeDay(
  at: Date,
  timeZone: string,
): { readonly year: number; readonly month: number; readonly day: number } {
  const parts = formatOf('parts', 'en-US', timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
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
 * The instant a day (YYYY-MM-DD, already checked) begins in the zone: what a date typed on a
 * staff screen means. Twice, so that a day whose offset changes overnight comes out right.
 */
export function officeDayStart(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let at = midnightUtc - offsetMinutes(timeZone, midnightUtc) * 60_000;
  at = midnightUtc - offsetMinutes(timeZone, at) * 60_000;
  return new Date(at);
}

import { describe, expect, it } from 'vitest';
import { formatTime, officeDay, officeDayStart, officeTime, type TimeStyle } from './time';

const NEW_YORK = 'America/New_York';

describe('formatTime: every time a person reads, in the office’s zone', () => {
  // New York's clocks go forward at 2 AM on March 8, 2026 (EST to EDT) and back at 2 AM on
  // November 1, 2026; a day ends at the office's midnight, not UTC's.
  const table: [string, TimeStyle, string, string][] = [
    ['2026-03-08T06:59:00Z', 'staff', 'en-US', 'Mar 8, 2026, 1:59 AM EST'],
    ['2026-03-08T07:00:00Z', 'staff', 'en-US', 'Mar 8, 2026, 3:00 AM EDT'],
    ['2026-11-01T05:59:00Z', 'staff', 'en-US', 'Nov 1, 2026, 1:59 AM EDT'],
    ['2026-11-01T06:00:00Z', 'staff', 'en-US', 'Nov 1, 2026, 1:00 AM EST'],
    ['2026-11-25T14:14:00Z', 'staff', 'en-US', 'Nov 25, 2026, 9:14 AM EST'],
    ['2026-07-04T16:05:59Z', 'staff', 'en-US', 'Jul 4, 2026, 12:05 PM EDT'],
    ['2026-11-26T05:00:00Z', 'staff', 'en-US', 'Nov 26, 2026, 12:00 AM EST'],
    // Staff times are English whatever locale is asked.
    ['2026-11-25T14:14:00Z', 'staff', 'es-US', 'Nov 25, 2026, 9:14 AM EST'],
    ['2026-03-08T06:59:00Z', 'dayAndTime', 'en-US', 'Mar 8, 2026, 1:59 AM'],
    ['2026-03-08T07:00:00Z', 'dayAndTime', 'en-US', 'Mar 8, 2026, 3:00 AM'],
    ['2026-11-01T05:59:00Z', 'dayAndTime', 'en-US', 'Nov 1, 2026, 1:59 AM'],
    ['2026-11-01T06:00:00Z', 'dayAndTime', 'en-US', 'Nov 1, 2026, 1:00 AM'],
    ['2026-11-26T04:30:00Z', 'dayAndTime', 'en-US', 'Nov 25, 2026, 11:30 PM'],
    ['2026-11-26T04:30:00Z', 'dayAndTime', 'es-US', '25 nov 2026, 11:30 p.m.'],
    ['2026-03-08T07:00:00Z', 'dayAndTime', 'es-US', '8 mar 2026, 3:00 a.m.'],
    ['2026-11-26T04:30:00Z', 'day', 'en-US', 'Nov 25, 2026'],
    ['2026-11-26T05:00:00Z', 'day', 'en-US', 'Nov 26, 2026'],
    ['2026-11-26T04:30:00Z', 'day', 'es-US', '25 nov 2026'],
    ['2026-11-26T05:00:00Z', 'day', 'es-US', '26 nov 2026'],
  ];

  it.each(table)('%s as %s in %s: %j', (at, style, locale, text) => {
    expect(formatTime(new Date(at), NEW_YORK, style, locale)).toBe(text);
    // The tracker's JSON carries ISO times: the same text.
    expect(formatTime(at, NEW_YORK, style, locale)).toBe(text);
  });

  it('in another zone, its own day and abbreviation', () => {
    const at = new Date('2026-11-25T03:30:00Z');
    expect(formatTime(at, 'America/Los_Angeles', 'staff')).toBe('Nov 24, 2026, 7:30 PM PST');
    expect(formatTime(at, 'UTC', 'staff')).toBe('Nov 25, 2026, 3:30 AM UTC');
    expect(formatTime(at, 'America/Los_Angeles', 'day')).toBe('Nov 24, 2026');
    expect(formatTime(at, 'UTC', 'day', 'es-US')).toBe('25 nov 2026');
  });

  it('officeTime is the staff style of a zone; plain spaces only, so "9:14 AM" is found as typed', () => {
    const text = officeTime(NEW_YORK)(new Date('2026-11-25T14:14:00Z'));
    expect(text).toBe('Nov 25, 2026, 9:14 AM EST');
    expect(text).not.toMatch(/[^\x20-\x7e]/);
  });
});

describe('officeDay: the day a time falls on in the office', () => {
  it.each([
    ['2026-11-26T04:59:59Z', NEW_YORK, { year: 2026, month: 11, day: 25 }],
    ['2026-11-26T05:00:00Z', NEW_YORK, { year: 2026, month: 11, day: 26 }],
    ['2026-07-05T03:59:59Z', NEW_YORK, { year: 2026, month: 7, day: 4 }],
    ['2026-07-05T04:00:00Z', NEW_YORK, { year: 2026, month: 7, day: 5 }],
    ['2026-12-31T23:30:00Z', 'Asia/Kolkata', { year: 2027, month: 1, day: 1 }],
  ])('%s in %s', (at, zone, day) => {
    expect(officeDay(new Date(at), zone)).toEqual(day);
  });
});

describe('officeDayStart: a date typed on a staff screen is the office’s day', () => {
  it('begins at the office’s midnight, through the changes of offset', () => {
    const start = (day: string, zone = NEW_YORK) => officeDayStart(day, zone).toISOString();
    expect(start('2026-11-25')).toBe('2026-11-25T05:00:00.000Z');
    expect(start('2026-07-04')).toBe('2026-07-04T04:00:00.000Z');
    // Clocks go forward at 2 AM on March 8, 2026: that day starts on EST, the next on EDT.
    expect(start('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(start('2026-03-09')).toBe('2026-03-09T04:00:00.000Z');
    expect(start('2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
    expect(start('2026-11-02')).toBe('2026-11-02T05:00:00.000Z');
    expect(start('2026-11-25', 'UTC')).toBe('2026-11-25T00:00:00.000Z');
    expect(start('2026-11-25', 'Asia/Kolkata')).toBe('2026-11-24T18:30:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { officeDayStart, officeTime } from './office-time';

describe('officeTime: every staff time, in the office’s zone with its abbreviation', () => {
  const newYork = officeTime('America/New_York');

  it('writes the spec’s example, EST in winter and EDT in summer', () => {
    expect(newYork(new Date('2026-11-25T14:14:00Z'))).toBe('Nov 25, 2026, 9:14 AM EST');
    expect(newYork(new Date('2026-07-04T16:05:59Z'))).toBe('Jul 4, 2026, 12:05 PM EDT');
    expect(newYork(new Date('2026-11-26T05:00:00Z'))).toBe('Nov 26, 2026, 12:00 AM EST');
  });

  it('in another zone, its own day and abbreviation', () => {
    expect(officeTime('America/Los_Angeles')(new Date('2026-11-25T03:30:00Z'))).toBe(
      'Nov 24, 2026, 7:30 PM PST',
    );
    expect(officeTime('UTC')(new Date('2026-11-25T03:30:00Z'))).toBe('Nov 25, 2026, 3:30 AM UTC');
  });

  it('plain spaces only, so that "9:14 AM" is found as typed', () => {
    expect(newYork(new Date('2026-11-25T14:14:00Z'))).not.toMatch(/[^\x20-\x7e]/);
  });
});

describe('officeDayStart: a date typed on a staff screen is the office’s day', () => {
  it('begins at the office’s midnight, through the changes of offset', () => {
    const start = (day: string, zone = 'America/New_York') =>
      officeDayStart(day, zone).toISOString();
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

import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FILING_SEASON_SCRIPT, filingSeasonPhase } from './filing-season';

// Local calendar days (month is 1-based here), as the visitor's browser sees them.
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('the filing season on a day (the banner)', () => {
  it.each([
    [on(2026, 11, 23), 'off'],
    [on(2027, 1, 1), 'off'],
    [on(2026, 1, 25), 'off'],
    [on(2026, 1, 26), 'open'], // the IRS opened 2026 on Monday January 26
    [on(2025, 1, 26), 'off'],
    [on(2025, 1, 27), 'open'], // and 2025 on Monday January 27
    [on(2024, 1, 29), 'open'], // and 2024 on Monday January 29
    [on(2026, 3, 1), 'open'],
    [on(2026, 4, 15), 'open'],
    [on(2026, 4, 16), 'extension'],
    [on(2026, 10, 15), 'extension'],
    [on(2026, 10, 16), 'off'],
  ] as const)('%s is %s', (date, phase) => {
    expect(filingSeasonPhase(date)).toBe(phase);
  });

  it('is the same in the inline script the page runs before first paint', () => {
    for (const [date, phase] of [
      [on(2026, 11, 23), 'off'],
      [on(2026, 2, 10), 'open'],
      [on(2026, 6, 1), 'extension'],
    ] as const) {
      const dataset: Record<string, string> = {};
      // The script only calls `new Date()`: answer it with the day under test.
      const FixedDate = class extends Date {
        constructor() {
          super(date.getTime());
        }
      };
      runInNewContext(FILING_SEASON_SCRIPT, {
        document: { documentElement: { dataset } },
        Date: FixedDate,
      });
      expect(dataset.season).toBe(phase);
    }
  });
});

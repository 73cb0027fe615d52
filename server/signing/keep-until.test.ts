import { describe, expect, it } from 'vitest';
import { keepSignedUntil } from './keep-until';

describe('how long a signed Form 8879 is kept', () => {
  it.each([
    // Signed before the due date: 3 years after April 15 of the next year.
    [2025, '2026-02-10T15:00:00Z', '2029-04-17T00:00:00.000Z'],
    // Signed after the due date (an extension): 3 years after the signing day.
    [2025, '2026-10-01T23:30:00Z', '2029-10-03T00:00:00.000Z'],
    // A late return for an old year.
    [2021, '2026-11-26T12:00:00Z', '2029-11-28T00:00:00.000Z'],
  ])('tax year %i signed at %s: kept until %s', (year, signed, until) => {
    expect(keepSignedUntil(year, new Date(signed)).toISOString()).toBe(until);
  });
});

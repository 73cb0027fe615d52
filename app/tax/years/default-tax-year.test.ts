import { describe, expect, it } from 'vitest';
import { defaultTaxYear, SUPPORTED_TAX_YEARS } from './index';

const at = (iso: string) => new Date(iso);

describe('the default tax year follows the filing season (docs/product.md)', () => {
  it.each([
    // From November 1 the current calendar year; before it, the previous one (UTC).
    ['2026-11-23T09:00:00Z', 2026],
    ['2026-11-01T00:00:00Z', 2026],
    ['2026-10-31T23:59:59Z', 2025],
    ['2026-04-15T12:00:00Z', 2025],
    ['2026-01-01T00:00:00Z', 2025],
    ['2025-12-31T23:59:59Z', 2025],
    ['2025-11-01T00:00:00Z', 2025],
    ['2025-10-31T12:00:00Z', 2024],
  ])('on %s: %i', (today, year) => {
    expect(defaultTaxYear(at(today))).toBe(year);
  });

  it('stays within the supported years', () => {
    expect(SUPPORTED_TAX_YEARS).toEqual([2026, 2025, 2024]);
    expect(defaultTaxYear(at('2028-02-01T00:00:00Z'))).toBe(2026);
    expect(defaultTaxYear(at('2030-12-01T00:00:00Z'))).toBe(2026);
    expect(defaultTaxYear(at('2024-06-01T00:00:00Z'))).toBe(2024);
    expect(defaultTaxYear(at('2020-01-01T00:00:00Z'))).toBe(2024);
  });

  it('with 2027 figures added, still 2026 while people file for 2026', () => {
    const withNextYear = [2027, 2026, 2025, 2024];
    expect(defaultTaxYear(at('2026-11-23T09:00:00Z'), withNextYear)).toBe(2026);
    expect(defaultTaxYear(at('2027-03-01T00:00:00Z'), withNextYear)).toBe(2026);
    expect(defaultTaxYear(at('2027-10-31T23:59:59Z'), withNextYear)).toBe(2026);
    expect(defaultTaxYear(at('2027-11-01T00:00:00Z'), withNextYear)).toBe(2027);
  });

  it('with a gap in the years, the newest one not after the season', () => {
    expect(defaultTaxYear(at('2026-03-01T00:00:00Z'), [2024, 2026])).toBe(2024);
  });
});

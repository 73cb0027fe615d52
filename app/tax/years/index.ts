import type { TaxYearFigures } from '../figures';
import { filingSeasonTaxYear } from '../filing-season';
import { TAX_YEAR_2024 } from './2024';
import { TAX_YEAR_2025 } from './2025';
import { TAX_YEAR_2026 } from './2026';

/** Every supported tax year. Adding a year: add its file and one line here. */
export const TAX_YEARS: readonly TaxYearFigures[] = [TAX_YEAR_2024, TAX_YEAR_2025, TAX_YEAR_2026];

/** Newest first, the order a year picker shows them in. */
export const SUPPORTED_TAX_YEARS: readonly number[] = TAX_YEARS.map((year) => year.taxYear).sort(
  (a, b) => b - a,
);

/**
 * The default when a request names no year: the year people are filing for on `today`, held
 * within the supported years (the newest one not after it, else the oldest). Not simply the
 * newest file: next year's figures, published in the autumn, must not switch the calculator
 * before its filing season.
 */
export function defaultTaxYear(
  today: Date = new Date(),
  supported: readonly number[] = SUPPORTED_TAX_YEARS,
): number {
  const season = filingSeasonTaxYear(today);
  // The newest supported year not after the season's; before the first, the oldest.
  let newestNotAfter: number | undefined;
  let oldest = Infinity;
  for (const year of supported) {
    if (year <= season && (newestNotAfter === undefined || year > newestNotAfter)) {
      newestNotAfter = year;
    }
    oldest = Math.min(oldest, year);
  }
  return newestNotAfter ?? oldest;
}

const BY_YEAR: ReadonlyMap<number, TaxYearFigures> = new Map(
  TAX_YEARS.map((year) => [year.taxYear, year]),
);

/** The figures for a year, or undefined when the year is not supported. */
export function figuresForYear(taxYear: number): TaxYearFigures | undefined {
  return BY_YEAR.get(taxYear);
}

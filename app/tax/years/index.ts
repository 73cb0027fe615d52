import type { TaxYearFigures } from '../figures';
import { TAX_YEAR_2024 } from './2024';
import { TAX_YEAR_2025 } from './2025';
import { TAX_YEAR_2026 } from './2026';

/** Every supported tax year. Adding a year: add its file and one line here. */
const YEARS: readonly TaxYearFigures[] = [TAX_YEAR_2024, TAX_YEAR_2025, TAX_YEAR_2026];

/** Newest first, the order a year picker shows them in. */
export const SUPPORTED_TAX_YEARS: readonly number[] = YEARS.map((year) => year.taxYear).sort(
  (a, b) => b - a,
);

/** The newest supported year: the default when a request names none. */
export const DEFAULT_TAX_YEAR: number = Math.max(...SUPPORTED_TAX_YEARS);

const BY_YEAR: ReadonlyMap<number, TaxYearFigures> = new Map(
  YEARS.map((year) => [year.taxYear, year]),
);

/** The figures for a year, or undefined when the year is not supported. */
export function figuresForYear(taxYear: number): TaxYearFigures | undefined {
  return BY_YEAR.get(taxYear);
}

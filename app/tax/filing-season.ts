/**
 * Which tax year people are filing for on a date (docs/product.md, the calculator's "Tax year"): the
 * IRS opens the season for a year's return in late January of the next year, and from November 1
 * the year about to close is the one people plan for. Judged in UTC, so every server agrees; the
 * switch comes a few hours before midnight in US time zones.
 */

/** November, as Date.getUTCMonth() counts (January = 0). */
const SWITCH_MONTH = 10;

export function filingSeasonTaxYear(today: Date): number {
  const year = today.getUTCFullYear();
  return today.getUTCMonth() >= SWITCH_MONTH ? year : year - 1;
}

export type SeasonPhase = 'open' | 'extension' | 'off';

/**
 * Where the IRS filing season stands on the visitor's own calendar day, for the banner:
 * - `open` from the day the IRS starts taking e-filed returns, which it announces each year for
 *   late January (Jan 29 2024, Jan 27 2025, Jan 26 2026: each the last Monday of January, taken
 *   here as the rule), to the April 15 deadline (26 U.S.C. 6072(a));
 * - `extension` after it, to the October 15 deadline of the automatic six-month extension (Form
 *   4868; 26 CFR 1.6081-4);
 * - `off` from then until the season opens again.
 * A deadline on a weekend moves to the next business day; the banner's words name no day, so the
 * one or two days it may then be early do not make it wrong.
 *
 * Self-contained on purpose: its source is also the banner's inline script, which runs before
 * first paint (see FILING_SEASON_SCRIPT), so it may use nothing from outside its body.
 */
export function filingSeasonPhase(today: Date): SeasonPhase {
  const year = today.getFullYear();
  const lastOfJanuary = new Date(year, 0, 31);
  // Days back from January 31 to a Monday (getDay: Sunday 0, Monday 1).
  const opens = 31 - ((lastOfJanuary.getDay() + 6) % 7);
  const day = (today.getMonth() + 1) * 100 + today.getDate();
  if (day >= 100 + opens && day <= 415) return 'open';
  if (day > 415 && day <= 1015) return 'extension';
  return 'off';
}

/**
 * Marks the page with the season of the visitor's date (`<html data-season="open">`) before
 * first paint, so the banner shows its sentence for the season without a shift. Pages are
 * prerendered once, so the date cannot be in their HTML.
 */
export const FILING_SEASON_SCRIPT = `document.documentElement.dataset.season=(${filingSeasonPhase.toString()})(new Date());`;

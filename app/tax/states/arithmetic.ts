/**
 * The arithmetic the state forms share: whole dollars in, a rate in basis points, one rounding
 * where the form rounds ("round to the nearest whole dollar": 50 cents and up go up).
 */

/** Basis points in one whole (100%). */
export const BASIS = 10_000;

/** amount × rate (basis points), rounded half up to whole dollars; amount ≥ 0, whole dollars. */
export function applyRate(amount: number, rateBasisPoints: number): number {
  if (amount <= 0) return 0;
  return roundBasis(amount * rateBasisPoints);
}

/** The filer, and the spouse on a joint return: 1 or 2. */
export function filers(status: string): 1 | 2 {
  return status === 'married_joint' ? 2 : 1;
}

/**
 * People 65 or older at the end of the year on the return: the filer, and the spouse on a joint
 * return; an age not given counts as under 65.
 */
export function filersAged(
  input: { readonly filingStatus: string; readonly age?: number; readonly spouseAge?: number },
  minimumAge = 65,
): number {
  const filer = (input.age ?? 0) >= minimumAge ? 1 : 0;
  const spouse =
    input.filingStatus === 'married_joint' && (input.spouseAge ?? 0) >= minimumAge ? 1 : 0;
  return filer + spouse;
}

/** Tax on an amount from a graduated schedule: tops of each bracket, one more rate than tops. */
export function scheduleTaxExact(
  amount: number,
  tops: readonly number[],
  rates: readonly number[],
): number {
  // In dollar-basis-points, exact for whole-dollar amounts.
  let tax = 0;
  let bottom = 0;
  for (const [index, rate] of rates.entries()) {
    if (amount <= bottom) break;
    const top = tops[index] ?? Infinity;
    tax += (Math.min(amount, top) - bottom) * rate;
    bottom = top;
  }
  return tax;
}

/** Dollar-basis-points to whole dollars, half up. */
export function roundBasis(exact: number): number {
  return Math.floor((exact + BASIS / 2) / BASIS);
}

/**
 * A 2026 figure a state has not published yet: its 2025 figure times the state's own inflation
 * factor, rounded to the step the state rounds to (the rule each caller cites). The answer that
 * uses it is marked provisional.
 */
export function indexed(amount: number, factor: number, step: number): number {
  return Math.round((amount * factor) / step) * step;
}

import { describe, expect, it } from 'vitest';
import { centsFieldText, formatCents, formatUsd, formatUsdWhole } from './money';

it('shows US dollars with two decimals', () => {
  expect(formatUsd(1234.5)).toBe('$1,234.50');
  expect(formatUsd(5000)).toBe('$5,000.00');
  expect(formatUsd(0.005)).toBe('$0.01');
  expect(formatUsd(-35)).toBe('-$35.00');
});

it('shows thresholds in whole dollars', () => {
  expect(formatUsdWhole(609_000)).toBe('$609,000');
});

/** What Intl.NumberFormat writes, which the hand-written functions must match. */
function intl(amount: number, locale: string, decimals: number): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/** A fixed pseudo-random sequence (a linear congruential generator), so a failure repeats. */
function* amounts(count: number): Generator<number> {
  let seed = 20261125;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 10);
    const cents = Math.round(next() * scale * 1000) / 1000;
    yield next() < 0.2 ? -cents : cents;
  }
}

it('writes every amount as Intl.NumberFormat does, in both languages (US English and Spanish write dollars alike)', () => {
  const edges = [
    0,
    -0,
    0.004,
    0.005,
    -0.004,
    1.005,
    2.675,
    999.995,
    999.994,
    1e-7,
    0.1 + 0.2,
    5000,
    609_000,
    1_000_000,
    123_456_789.125,
    9_007_199_254_740_991,
    -1234.5,
    0.5,
    1.5,
    2.5,
  ];
  for (const locale of ['en-US', 'es-US']) {
    for (const amount of [...edges, ...amounts(5000)]) {
      expect(formatUsd(amount), `${amount}`).toBe(intl(amount, locale, 2));
      expect(formatUsdWhole(amount), `${amount}`).toBe(intl(amount, locale, 0));
    }
  }
});

describe('amounts kept in cents', () => {
  it.each([
    [0, '$0.00', '0.00'],
    [7, '$0.07', '0.07'],
    [125_050, '$1,250.50', '1250.50'],
    [412_550, '$4,125.50', '4125.50'],
    [123_456_789, '$1,234,567.89', '1234567.89'],
    [1_000_000_000, '$10,000,000.00', '10000000.00'],
  ])('%d cents: %j on a screen, %j in a form field', (cents, shown, field) => {
    expect(formatCents(cents)).toBe(shown);
    expect(centsFieldText(cents)).toBe(field);
  });

  it('every cent of the first $100 and of $9,999,999.00 upwards, as dollars would be written', () => {
    for (const base of [0, 999_999_900]) {
      for (let cents = base; cents < base + 10_000; cents += 1) {
        const whole = Math.floor(cents / 100);
        const fraction = String(cents % 100).padStart(2, '0');
        expect(centsFieldText(cents)).toBe(`${whole}.${fraction}`);
        expect(formatCents(cents)).toBe(`$${whole.toLocaleString('en-US')}.${fraction}`);
      }
    }
  });
});

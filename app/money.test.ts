import { expect, it } from 'vitest';
import { formatUsd, formatUsdWhole } from './money';

it('shows US dollars with two decimals', () => {
  expect(formatUsd(1234.5)).toBe('$1,234.50');
  expect(formatUsd(5000)).toBe('$5,000.00');
  expect(formatUsd(0.005)).toBe('$0.01');
  expect(formatUsd(-35)).toBe('-$35.00');
});

it('shows thresholds in whole dollars', () => {
  expect(formatUsdWhole(609_000)).toBe('$609,000');
});

it('writes amounts for the page language: es-US as US Spanish does', () => {
  expect(formatUsd(1234.5, 'es-US')).toBe('$1,234.50');
  expect(formatUsdWhole(609_000, 'es-US')).toBe('$609,000');
});

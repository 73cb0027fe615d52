import { expect, it } from 'vitest';
import { formatCents, parseDollars } from './money';

it.each([
  ['1250', 125_000],
  ['1,250.00', 125_000],
  ['$1,250.5', 125_050],
  [' $ 0.07 ', 7],
  ['1234567', 123_456_700],
  ['', null],
  ['  ', null],
])('reads %j as %j cents', (typed, cents) => {
  expect(parseDollars(typed)).toBe(cents);
});

it.each(['12.345', '1,25', '-5', 'abc', '1e3', '12,34,567', '10000000.01', '1.2.3'])(
  'refuses %j',
  (typed) => {
    expect(parseDollars(typed)).toBeUndefined();
  },
);

it('writes cents back as dollars', () => {
  expect(formatCents(125_050, true)).toBe('1,250.50');
  expect(formatCents(125_050, false)).toBe('1250.50');
  expect(formatCents(7, true)).toBe('0.07');
  expect(parseDollars(formatCents(123_456_789, true))).toBe(123_456_789);
});

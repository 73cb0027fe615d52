import { expect, it } from 'vitest';
import { centsFieldText, formatCents } from '../../app/money';
import { parseDollars } from './money';

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

it('reads back what app/money.ts writes, in the field and on the screen', () => {
  expect(parseDollars(centsFieldText(123_456_789))).toBe(123_456_789);
  expect(parseDollars(formatCents(123_456_789))).toBe(123_456_789);
  expect(parseDollars(centsFieldText(7))).toBe(7);
});

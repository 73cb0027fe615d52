import { describe, expect, it } from 'vitest';
import { prefilledFeeCents, readAmounts, sendAmountFields } from './send-form';

describe('the amounts staff type to send a return', () => {
  it.each([
    [
      { refund: '4,123.00', fee: '$35' },
      { ok: true, refundCents: 412_300, feeCents: 3_500 },
    ],
    [
      { refund: '0', fee: '0.00' },
      { ok: true, refundCents: 0, feeCents: 0 },
    ],
    [
      { refund: '', fee: '35' },
      { ok: false, field: 'refund' },
    ],
    [
      { refund: '-5', fee: '35' },
      { ok: false, field: 'refund' },
    ],
    [
      { refund: '100', fee: 'thirty' },
      { ok: false, field: 'fee' },
    ],
    [
      { refund: ['1', '2'], fee: '35' },
      { ok: false, field: 'refund' },
    ],
  ])('%j → %j', (posted, expected) => {
    expect(readAmounts(sendAmountFields.parse(posted))).toEqual(expected);
  });
});

describe('the fee the form starts with', () => {
  it.each([
    [412_300, undefined, 3_500],
    [412_300, 150_000, 7_500],
    [2_000, 150_000, 2_000],
    [0, undefined, 0],
  ])('refund %i cents, income %s: %i cents', (refund, income, fee) => {
    expect(prefilledFeeCents(refund, income)).toBe(fee);
  });
});

import { z } from 'zod';
import { type EstimateForms, type FeeSchedule, INCOME_TABLE, priceEstimate } from '../../app/fees';
import { parseDollars } from '../cases/money';

/**
 * The staff case page's "Return for signature" form (docs/review-and-sign.md), as its route reads
 * it: the fields by name, the amounts typed in US dollars read into cents, and the fee the field
 * starts with, from the fee module (app/fees.ts).
 */
export const SEND_FIELDS = {
  returnPdf: 'returnPdf',
  formPdf: 'formPdf',
  refund: 'refund',
  fee: 'fee',
} as const;

const text = z.string().catch('');

/** The form's text fields (the files are read apart, as bytes). */
export const sendAmountFields = z.object({
  [SEND_FIELDS.refund]: text,
  [SEND_FIELDS.fee]: text,
});

/**
 * "Refund on the return" and "Our fee" in cents ("1,250.00", "$35" and "35" are read); the field
 * whose sentence to show (`staffCopy.signing.errors`) when one is empty or not an amount.
 */
export function readAmounts(
  fields: z.output<typeof sendAmountFields>,
):
  | { readonly ok: true; readonly refundCents: number; readonly feeCents: number }
  | { readonly ok: false; readonly field: 'refund' | 'fee' } {
  const refundCents = parseDollars(fields.refund);
  if (refundCents === null || refundCents === undefined) return { ok: false, field: 'refund' };
  const feeCents = parseDollars(fields.fee);
  if (feeCents === null || feeCents === undefined) return { ok: false, field: 'fee' };
  return { ok: true, refundCents, feeCents };
}

/**
 * The fee "Our fee" starts with, from the fee module: under the income table the tier fee for the
 * client's income (the lowest tier when it is not known yet), never more than the refund (decision
 * 011); under a price list the bill of the forms the case's estimate needs (decision 180).
 */
export function prefilledFeeCents(
  refundCents: number,
  incomeDollars?: number,
  fees: FeeSchedule = INCOME_TABLE,
  estimate: EstimateForms = {},
): number {
  const priced = priceEstimate(fees, incomeDollars ?? 0, {
    ...estimate,
    refund: refundCents / 100,
  });
  return Math.round(priced.fee * 100);
}

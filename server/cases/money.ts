/** The largest estimate staff may enter: $10 million, far above any individual refund. */
export const MAX_ESTIMATE_CENTS = 10_000_000 * 100;

/**
 * A dollar amount as staff type it ("1250", "1,250.00", "$1,250.5") in cents; null for an empty
 * field; undefined when it is not an amount. Amounts are written by app/money.ts (the field's
 * own text by `centsFieldText`).
 */
export function parseDollars(input: string): number | null | undefined {
  const text = input.trim().replace(/^\$\s*/, '');
  if (text === '') return null;
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.replaceAll(',', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= MAX_ESTIMATE_CENTS ? cents : undefined;
}

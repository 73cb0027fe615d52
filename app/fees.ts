/**
 * Our fee, decided here and nowhere else: the calculator, the API answer, the agreement, the case
 * page's estimate and the Form 8879 page all read it from this module (decision 002). Two
 * schedules (docs/product.md, Fees):
 * - the income table (the default): a fee by annual income, taken from the refund, so never more
 *   than the refund and nothing when there is none (decision 011);
 * - a price list (`FEE_SCHEDULE_FILE`): a price for the federal return, for each form the return
 *   needs and for a state return, owed whatever the refund (IRS Publication 1345 forbids a fee
 *   computed from a figure of the return; decision 180).
 * Pure: no I/O. The price list is read and checked at start in app/settings-fees.server.ts.
 */
import { NO_WAGE_TAX_STATES } from './tax/states/codes';

export interface FeeTier {
  /** Highest annual income (inclusive, US dollars) the tier covers; null for the open top tier. */
  readonly upTo: number | null;
  readonly fee: number;
}

export const FEE_TIERS: readonly FeeTier[] = [
  { upTo: 100_000, fee: 35 },
  { upTo: 243_000, fee: 75 },
  { upTo: 609_000, fee: 250 },
  { upTo: null, fee: 500 },
];

/** The tier fee for an income, as given (cents count: 100,000.01 is in the second tier). */
export function feeForIncome(income: number): number {
  for (const tier of FEE_TIERS) {
    if (tier.upTo === null || income <= tier.upTo) return tier.fee;
  }
  throw new Error('FEE_TIERS must end with an open-ended tier');
}

/**
 * The fee charged: the fee is taken from the refund, so never more than the refund, and nothing
 * when there is no refund (docs/product.md, Fees; docs/decisions/011-fee-never-above-refund.md).
 */
export function feeCharged(income: number, refund: number): number {
  return Math.min(feeForIncome(income), Math.max(0, refund));
}

/** What the filer receives: the refund less the fee charged; 0, never less, when none is due. */
export function netRefund(refund: number, feeCharged: number): number {
  return Math.max(0, refund) - feeCharged;
}

/**
 * The net refund of a return sent for signature, in cents: the refund less the fee staff sent.
 * Under the income table the fee is taken from the refund, so never below 0; a price list's fee is
 * owed whatever the refund, so its net refund may be below 0 (docs/product.md, "Fees a firm may
 * lawfully charge").
 */
export function netCentsOf(
  schedule: FeeSchedule['kind'],
  refundCents: number,
  feeCents: number,
): number {
  const net = refundCents - feeCents;
  return schedule === 'priceList' ? net : Math.max(0, net);
}

/** The forms a price list prices one by one, in the order a bill lists them. */
export const PRICED_FORMS = [
  'schedule8812',
  'earnedIncomeCredit',
  'scheduleOneA',
  'scheduleA',
] as const;
export type PricedForm = (typeof PRICED_FORMS)[number];

/** A line of the bill: a key of the price list file (`federalReturn`, `schedule8812`, …). */
export type FeeItemForm = 'federalReturn' | PricedForm | 'stateReturn';

/** The price list of `FEE_SCHEDULE_FILE`, whole US dollars; a form left out costs 0. */
export interface PriceList {
  readonly federalReturn: number;
  readonly forms: Readonly<Partial<Record<PricedForm, number>>>;
  readonly stateReturn: number;
}

export type FeeSchedule =
  { readonly kind: 'incomeTable' } | { readonly kind: 'priceList'; readonly prices: PriceList };

/** The seed's schedule, in force when FEE_SCHEDULE_FILE is unset. */
export const INCOME_TABLE: FeeSchedule = { kind: 'incomeTable' };

export interface FeeItem {
  readonly form: FeeItemForm;
  readonly price: number;
}

/**
 * What of an estimate decides the forms a return needs. Every field is optional, so that an
 * answer carrying less (the seed's `{ refund }`, an estimate made before Schedule 1-A or the
 * state refund existed) simply needs fewer forms: absent = not needed.
 */
export interface EstimateForms {
  readonly deductionType?: 'standard' | 'itemized' | undefined;
  readonly credits?:
    | {
        readonly childTaxCredit?: number | undefined;
        readonly additionalChildTaxCredit?: number | undefined;
        readonly otherDependentsCredit?: number | undefined;
        readonly earnedIncomeCredit?: number | undefined;
      }
    | undefined;
  readonly scheduleOneA?: { readonly total?: number | undefined } | undefined;
  readonly state?:
    | { readonly code?: string | undefined; readonly estimated?: boolean | undefined }
    | null
    | undefined;
}

const NO_WAGE_TAX: ReadonlySet<string> = new Set(NO_WAGE_TAX_STATES);

const above0 = (amount: number | undefined): boolean => amount !== undefined && amount > 0;

/**
 * The forms an estimate uses (docs/product.md, "Fees a firm may lawfully charge"): Schedule 8812
 * with a child or other-dependent credit, the EIC above 0, Schedule 1-A with a total above 0,
 * Schedule A when the deduction is itemized; and whether a state return is estimated, for a state
 * that taxes wages.
 */
export function formsNeeded(estimate: EstimateForms): {
  readonly forms: readonly PricedForm[];
  readonly stateReturn: boolean;
} {
  const credits = estimate.credits ?? {};
  const needs: Record<PricedForm, boolean> = {
    schedule8812:
      above0(credits.childTaxCredit) ||
      above0(credits.additionalChildTaxCredit) ||
      above0(credits.otherDependentsCredit),
    earnedIncomeCredit: above0(credits.earnedIncomeCredit),
    scheduleOneA: above0(estimate.scheduleOneA?.total),
    scheduleA: estimate.deductionType === 'itemized',
  };
  return {
    forms: PRICED_FORMS.filter((form) => needs[form]),
    // A state that taxes no wages has no return to file, though its answer is an estimate (of 0).
    stateReturn: estimate.state?.estimated === true && !NO_WAGE_TAX.has(estimate.state.code ?? ''),
  };
}

/**
 * The bill of a price list for an estimate: the federal return, then each form needed with a
 * price above 0, then the state return when one is estimated and priced.
 */
export function feeItems(prices: PriceList, estimate: EstimateForms): FeeItem[] {
  const needed = formsNeeded(estimate);
  const items: FeeItem[] = [{ form: 'federalReturn', price: prices.federalReturn }];
  for (const form of needed.forms) {
    const price = prices.forms[form] ?? 0;
    if (price > 0) items.push({ form, price });
  }
  if (needed.stateReturn && prices.stateReturn > 0) {
    items.push({ form: 'stateReturn', price: prices.stateReturn });
  }
  return items;
}

/** The fee of an estimate under a schedule, and what it leaves of the refund. */
export interface Priced {
  readonly fee: number;
  /** Income table: never below 0. Price list: refund − fee, negative when the fee is larger. */
  readonly netRefund: number;
  /** The price list's items (their sum is `fee`); absent under the income table. */
  readonly feeItems?: readonly FeeItem[];
}

/**
 * The one rule: the fee of an estimate of `refund` (negative: owed) for a wage income, under the
 * schedule in force.
 */
export function priceEstimate(
  schedule: FeeSchedule,
  income: number,
  estimate: EstimateForms & { readonly refund: number },
): Priced {
  if (schedule.kind === 'incomeTable') {
    const fee = feeCharged(income, estimate.refund);
    return { fee, netRefund: netRefund(estimate.refund, fee) };
  }
  const items = feeItems(schedule.prices, estimate);
  const fee = items.reduce((sum, item) => sum + item.price, 0);
  return { fee, netRefund: estimate.refund - fee, feeItems: items };
}

/**
 * The items of a fee stated on its own (the one sent for signature, a receipt's): the estimate's
 * when their sum is that fee, or when no fee was stated; none when staff set another fee, which no
 * item adds up to. None under the income table.
 */
export function itemsOfFee(
  feeCents: number | undefined,
  priced: Pick<Priced, 'fee' | 'feeItems'> | undefined,
): readonly FeeItem[] | undefined {
  if (priced?.feeItems === undefined) return undefined;
  return feeCents === undefined || feeCents === Math.round(priced.fee * 100)
    ? priced.feeItems
    : undefined;
}

/** Every line a price list can bill, with its price (0 for a form left out), in order. */
export function priceListLines(prices: PriceList): FeeItem[] {
  return [
    { form: 'federalReturn', price: prices.federalReturn },
    ...PRICED_FORMS.map((form) => ({ form, price: prices.forms[form] ?? 0 })),
    { form: 'stateReturn', price: prices.stateReturn },
  ];
}

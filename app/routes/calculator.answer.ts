import * as z from 'zod/mini';
import { CREDIT_KEYS, type Credits } from './calculator.credits';
import { DEDUCTION_LINE_KEYS, type DeductionLines } from './calculator.deductions';
import { type FeeItem, type FeeSchedule, INCOME_TABLE, priceEstimate } from '~/fees';
import { type RefundTimingKey, refundTimingKey } from '~/tax/refund-timing';

/**
 * The answer of POST /api/RefundCalculator as the page reads it. The seed's contract is `refund`
 * alone (docs/product.md, "The seed's minimum answers"): any backend may send only that, so it is the
 * one field required. The page works the fee out itself, from app/fees.ts under the schedule in
 * force and the income it sent (docs/product.md, /calculator): a price list's forms from the fields
 * the answer carries, each optional (absent = not needed). Our own API's extra fields refine what is shown, each only when
 * present and valid: a field of the wrong type is dropped, never shown (`z.catch`).
 */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** A credit in dollars: shown only when a finite number above 0. */
const credit = optional(z.number().check(z.positive()));

/** The credits of our own API's answer, each read on its own (one wrong field drops only it). */
const CREDITS = z.object({
  childTaxCredit: credit,
  additionalChildTaxCredit: credit,
  earnedIncomeCredit: credit,
  otherDependentsCredit: credit,
});

/** Schedule 1-A's lines (2025 to 2028), each read on its own like the credits. */
const SCHEDULE_ONE_A = z.object({
  tips: credit,
  overtime: credit,
  seniors: credit,
  carLoanInterest: credit,
  /** Line 38: decides whether a price list bills Schedule 1-A (app/fees.ts); not shown. */
  total: optional(z.number()),
});

/** What else of our own API's answer decides the forms a price list bills (app/fees.ts). */
const STATE_FORM = optional(z.nullable(z.object({ estimated: optional(z.boolean()) })));

const ANSWER = z.object({
  refund: z.number(),
  credits: optional(CREDITS),
  state: STATE_FORM,
  deduction: optional(z.number().check(z.nonnegative())),
  deductionType: optional(z.enum(['standard', 'itemized'])),
  withheldAssumed: optional(z.boolean()),
  scheduleOneA: optional(SCHEDULE_ONE_A),
  scheduleOneAIgnored: optional(z.boolean()),
  taxYear: optional(z.number().check(z.int())),
});

export { CREDIT_KEYS, type Credits } from './calculator.credits';

/** What a refund above 0 shows. Every amount is a finite number (the schema's `z.number()`). */
export interface Estimate {
  readonly refund: number;
  readonly fee: number;
  readonly netRefund: number;
  /** A price list's items, their sum the fee; absent under the income table. */
  readonly feeItems?: readonly FeeItem[];
  /** The deduction line: only when the answer carried both its amount and its kind. */
  readonly deduction?: { readonly amount: number; readonly type: 'standard' | 'itemized' };
  readonly withheldAssumed: boolean;
  /** The itemized deductions entered, whole dollars: to say when the 2026 limit cut them. */
  readonly itemizedEntered: number;
  /** Each credit above 0 the answer carried; none for the seed's `{ refund }` alone. */
  readonly credits: Credits;
  /** Each Schedule 1-A deduction above 0 the answer carried; absent when none. */
  readonly deductions?: DeductionLines;
  /** The tax year whose estimate left Schedule 1-A out, when the answer said it did. */
  readonly scheduleOneAIgnoredYear?: number;
  /** "When to expect your refund": the PATH Act hold when the EIC or the ACTC is in it. */
  readonly timing: RefundTimingKey;
}

/**
 * What the page shows for an answer: the estimate only for a refund above 0 (the specification);
 * for 0 or below, a message saying why and what to do, which is not a result.
 */
export type Outcome =
  | { readonly kind: 'estimate'; readonly estimate: Estimate }
  | {
      readonly kind: 'noRefund';
      readonly reason: 'assumed' | 'even' | 'owed';
      /** A price list's fee, owed whatever the refund; absent under the income table. */
      readonly fee?: number;
    };

/** The numbers the page sent: the income its fee tier is read from, and itemized deductions. */
export interface Sent {
  readonly income?: unknown;
  readonly deductions?: unknown;
}

/**
 * Reads an answer (parsed JSON, or the server's own estimate without JavaScript) against what
 * was sent. `null` when the answer does not hold to the contract: a failed call, which the caller
 * logs and shows nothing for (docs/product.md, "Calculator").
 */
export function readAnswer(
  answer: unknown,
  sent: Sent,
  schedule: FeeSchedule = INCOME_TABLE,
): Outcome | null {
  const parsed = ANSWER.safeParse(answer);
  const income = sent.income;
  if (!parsed.success || typeof income !== 'number' || !Number.isFinite(income)) return null;
  const { refund, deduction, deductionType, withheldAssumed = false } = parsed.data;
  const credits: Credits = Object.fromEntries(
    CREDIT_KEYS.flatMap((key) => {
      const amount = parsed.data.credits?.[key];
      return amount === undefined ? [] : [[key, amount]];
    }),
  );
  const deductions: DeductionLines = Object.fromEntries(
    DEDUCTION_LINE_KEYS.flatMap((key) => {
      const amount = parsed.data.scheduleOneA?.[key];
      return amount === undefined ? [] : [[key, amount]];
    }),
  );
  const { scheduleOneAIgnored, taxYear } = parsed.data;
  const priced = priceEstimate(schedule, income, {
    refund,
    deductionType,
    credits: { ...credits, otherDependentsCredit: parsed.data.credits?.otherDependentsCredit },
    scheduleOneA: parsed.data.scheduleOneA,
    state: parsed.data.state,
  });
  if (!(refund > 0)) {
    return {
      kind: 'noRefund',
      reason: withheldAssumed ? 'assumed' : refund === 0 ? 'even' : 'owed',
      ...(priced.feeItems === undefined ? {} : { fee: priced.fee }),
    };
  }
  const itemized = sent.deductions;
  return {
    kind: 'estimate',
    estimate: {
      refund,
      ...priced,
      ...(deduction !== undefined && deductionType !== undefined
        ? { deduction: { amount: deduction, type: deductionType } }
        : {}),
      withheldAssumed,
      // Whole dollars, as the engine rounds what is entered.
      itemizedEntered:
        typeof itemized === 'number' && Number.isFinite(itemized) ? Math.round(itemized) : 0,
      credits,
      ...(Object.keys(deductions).length > 0 ? { deductions } : {}),
      ...(scheduleOneAIgnored === true && taxYear !== undefined
        ? { scheduleOneAIgnoredYear: taxYear }
        : {}),
      timing: refundTimingKey({
        eic: credits.earnedIncomeCredit,
        actc: credits.additionalChildTaxCredit,
      }),
    },
  };
}

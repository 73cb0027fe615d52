import * as z from 'zod/mini';
import { isStateCode, NO_WAGE_TAX_STATES, type StateCode } from '~/tax/states/codes';
import { STATE_CREDIT_NAMES, type StateCreditName } from '~/tax/states/types';

/**
 * The `state` of POST /api/RefundCalculator's answer as the page reads it (docs/product.md). An
 * answer without it (the seed's `{ refund }`, or no state chosen) shows no state result; an
 * answer whose `state` breaks the contract shows none either, never a wrong figure.
 */
const STATE = z.object({
  code: z.string(),
  estimated: z.boolean(),
  provisional: z.boolean(),
  credits: z.catch(z.record(z.string(), z.number()), {}),
  refund: z.nullable(z.number()),
});

const NO_WAGE_TAX: ReadonlySet<StateCode> = new Set(NO_WAGE_TAX_STATES);

export interface StateCreditShown {
  readonly name: StateCreditName;
  readonly amount: number;
}

/** What the page shows for the state. */
export type StateOutcome =
  | { readonly kind: 'notEstimated'; readonly code: StateCode }
  | {
      readonly kind: 'estimated';
      readonly code: StateCode;
      /** The state refund, whole dollars; negative = owed. */
      readonly refund: number;
      readonly provisional: boolean;
      /** A state that taxes no wages: the page says so. */
      readonly noWageTax: boolean;
      readonly credits: readonly StateCreditShown[];
    };

/** Reads the answer's `state`; null when there is none or it breaks the contract. */
export function readStateAnswer(answer: unknown): StateOutcome | null {
  if (typeof answer !== 'object' || answer === null || !('state' in answer)) return null;
  const parsed = STATE.safeParse(answer.state);
  if (!parsed.success || !isStateCode(parsed.data.code)) return null;
  const { code, estimated, provisional, credits, refund } = parsed.data;
  if (!estimated) return { kind: 'notEstimated', code };
  if (refund === null || !Number.isFinite(refund)) return null;
  return {
    kind: 'estimated',
    code,
    refund,
    provisional,
    noWageTax: NO_WAGE_TAX.has(code),
    credits: STATE_CREDIT_NAMES.flatMap((name) => {
      const amount = credits[name];
      return amount !== undefined && Number.isFinite(amount) && amount > 0
        ? [{ name, amount }]
        : [];
    }),
  };
}

/**
 * What a refund request asks of the state return (docs/product.md), and the state's answer worked
 * from the federal estimate: the federal AGI and EIC the states start from or match. Pure.
 */
import { type FeeSchedule, priceEstimate } from '../../fees';
import { estimateRefund, type RefundEstimate, type RefundInput } from '../engine';
import { type StateCode, isStateCode } from './codes';
import { estimateState, type StateEstimate } from './index';

export { isStateCode, type StateCode };

export interface StateRequest {
  readonly code: StateCode;
  /** State income tax withheld (W-2 box 17), US dollars; 0 when not given. */
  readonly withheld: number;
}

/** The household's ages, once the request carries them (the 65+ rules); optional. */
type Ages = { readonly age?: number | null; readonly spouseAge?: number | null };

/** The `state` of the refund API's answer, from the request and its federal estimate. */
export function stateOfRefund(
  state: StateRequest,
  input: RefundInput & Ages,
  federal: RefundEstimate,
): StateEstimate {
  return estimateState(state.code, Math.round(state.withheld), {
    taxYear: federal.taxYear,
    filingStatus: federal.filingStatus,
    wages: federal.agi,
    federalAgi: federal.agi,
    children: input.children,
    federalEarnedIncomeCredit: federal.credits.earnedIncomeCredit,
    ...(input.age == null ? {} : { age: input.age }),
    ...(input.spouseAge == null ? {} : { spouseAge: input.spouseAge }),
  });
}

/**
 * The refund API's answer and the calculator's estimate: the federal estimate, its state return
 * beside it (null when no state was named), and the fee priced again when a price list bills the
 * state return the estimate now needs (app/fees.ts; docs/product.md, "Fees a firm may lawfully
 * charge").
 */
export function estimateWithState(
  input: RefundInput & Ages,
  state: StateRequest | undefined,
  schedule: FeeSchedule,
): RefundEstimate & { readonly state: StateEstimate | null } {
  const federal = estimateRefund(input, schedule);
  if (state === undefined) return { ...federal, state: null };
  const stateEstimate = stateOfRefund(state, input, federal);
  if (schedule.kind === 'incomeTable' || !stateEstimate.estimated) {
    return { ...federal, state: stateEstimate };
  }
  const priced = priceEstimate(schedule, input.income, { ...federal, state: stateEstimate });
  return { ...federal, ...priced, state: stateEstimate };
}

/**
 * What a refund request asks of the state return (ESTIMATE.md §2), and the state's answer worked
 * from the federal estimate: the federal AGI and EIC the states start from or match. Pure.
 */
import type { RefundEstimate, RefundInput } from '../engine';
import { type StateCode, isStateCode } from './codes';
import { estimateState, type StateEstimate } from './index';

export { isStateCode, type StateCode };

export interface StateRequest {
  readonly code: StateCode;
  /** State income tax withheld (W-2 box 17), US dollars; 0 when not given. */
  readonly withheld: number;
}

/** The household's ages, once the request carries them (the 65+ rules); optional. */
type Ages = { readonly age?: number; readonly spouseAge?: number };

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
    ...(input.age === undefined ? {} : { age: input.age }),
    ...(input.spouseAge === undefined ? {} : { spouseAge: input.spouseAge }),
  });
}

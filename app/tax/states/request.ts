/**
 * What a refund request asks of the state return (docs/product.md), and the state's answer worked
 * from the federal return: the federal AGI and EIC the states start from or match. The engine
 * (../engine.ts) calls it before it prices the estimate, so the fee is worked out once. Pure.
 */
import type { FilingStatus } from '../figures';
import { type StateCode, isStateCode } from './codes';
import { estimateState, type StateEstimate } from './index';

export { isStateCode, type StateCode };

export interface StateRequest {
  readonly code: StateCode;
  /** State income tax withheld (W-2 box 17), US dollars; 0 when not given. */
  readonly withheld: number;
  /** State wages (W-2 box 16), US dollars; absent: the federal wages (a full-year resident). */
  readonly wages?: number;
}

/** What the state return reads of the request: children and ages (the 65+ rules). */
interface Household {
  readonly children: number;
  readonly age?: number | null;
  readonly spouseAge?: number | null;
}

/** What it reads of the federal return. */
interface FederalReturn {
  readonly taxYear: number;
  readonly filingStatus: FilingStatus;
  readonly agi: number;
  readonly credits: { readonly earnedIncomeCredit: number };
}

/** The `state` of the refund API's answer, from the request and its federal return. */
export function stateOfRefund(
  state: StateRequest,
  household: Household,
  federal: FederalReturn,
): StateEstimate {
  return estimateState(state.code, Math.round(state.withheld), {
    taxYear: federal.taxYear,
    filingStatus: federal.filingStatus,
    wages: state.wages === undefined ? federal.agi : Math.round(state.wages),
    federalAgi: federal.agi,
    children: household.children,
    federalEarnedIncomeCredit: federal.credits.earnedIncomeCredit,
    ...(household.age == null ? {} : { age: household.age }),
    ...(household.spouseAge == null ? {} : { spouseAge: household.spouseAge }),
  });
}

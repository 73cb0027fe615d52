/**
 * The state refund (docs/product.md): one module per state (./CA, ./IL …), each a form and its
 * figures by year, listed here. Adding a state is adding its folder and one line below. Pure.
 */
import { CA } from './CA';
import { NO_WAGE_TAX_STATES, type StateCode } from './codes';
import { GA } from './GA';
import { IL } from './IL';
import { MI } from './MI';
import { NC } from './NC';
import { NJ } from './NJ';
import { NY } from './NY';
import { OH } from './OH';
import { PA } from './PA';
import { VA } from './VA';
import type { StateCredits, StateReturnInput, StateYears } from './types';

export { isStateCode, NO_WAGE_TAX_STATES, STATE_CODES, type StateCode } from './codes';
export {
  STATE_CREDIT_NAMES,
  type StateCreditName,
  type StateCredits,
  type StateReturnInput,
} from './types';

/** Every state estimated, by code. */
export const ESTIMATED_STATES: Readonly<Partial<Record<StateCode, StateYears>>> = {
  CA,
  GA,
  IL,
  MI,
  NC,
  NJ,
  NY,
  OH,
  PA,
  VA,
};

const NO_WAGE_TAX: ReadonlySet<StateCode> = new Set(NO_WAGE_TAX_STATES);

/** The `state` of the refund API's answer (docs/api/refund-calculator.md). */
export interface StateEstimate {
  readonly code: StateCode;
  /** False: no figure is given (tax and refund null); the preparer works the state return. */
  readonly estimated: boolean;
  /** True when a figure is the state's own indexing applied to the year before. */
  readonly provisional: boolean;
  /** The state income tax after all credits, refundable ones included (negative: they exceed it). */
  readonly tax: number | null;
  readonly credits: StateCredits;
  /** State income tax withheld (W-2 box 17), whole dollars. */
  readonly withheld: number;
  /** withheld − tax; negative = owed. */
  readonly refund: number | null;
}

const NO_CREDITS: StateCredits = Object.freeze({});

/** The state's answer for a household; `withheld` is whole dollars. */
export function estimateState(
  code: StateCode,
  withheld: number,
  input: StateReturnInput,
): StateEstimate {
  if (NO_WAGE_TAX.has(code)) {
    return {
      code,
      estimated: true,
      provisional: false,
      tax: 0,
      credits: NO_CREDITS,
      withheld,
      refund: withheld,
    };
  }
  const year = ESTIMATED_STATES[code]?.[input.taxYear];
  if (year === undefined) {
    return {
      code,
      estimated: false,
      provisional: false,
      tax: null,
      credits: NO_CREDITS,
      withheld,
      refund: null,
    };
  }
  const { tax, credits } = year.compute(input);
  return {
    code,
    estimated: true,
    provisional: year.provisional,
    tax,
    credits,
    withheld,
    refund: withheld - tax,
  };
}

/** Whether a state taxes no wages (the page says so rather than "refund"). */
export function taxesNoWages(code: StateCode): boolean {
  return NO_WAGE_TAX.has(code);
}

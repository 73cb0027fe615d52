/**
 * The states a review's "Your state" offers: the 50 states, the District of Columbia and Puerto
 * Rico, by USPS code and name (the one list, ../us-states.ts), the same in both languages (the
 * testimonials' examples do the same). A review stores the code; the pages show the name.
 */
import { US_STATE_NAMES, type UsStateOrTerritory } from '../us-states';

export const US_STATES = US_STATE_NAMES;

export type UsState = UsStateOrTerritory;

export function isUsState(value: string): value is UsState {
  return Object.hasOwn(US_STATES, value);
}

/** A stored code's name; the code itself for one this list no longer has. */
export const stateName = (code: string): string => (isUsState(code) ? US_STATES[code] : code);

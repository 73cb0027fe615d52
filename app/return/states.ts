/**
 * The "State" field's choices: the 50 states and the District of Columbia, by their USPS codes
 * (the value posted and stored) and names (the one list, ../us-states.ts). Proper nouns, the same
 * on the English and the Spanish page.
 */
import { STATE_CODES, type StateCode } from '../tax/states/codes';
import { US_STATE_NAMES } from '../us-states';

export const US_STATES: readonly (readonly [StateCode, string])[] = STATE_CODES.map(
  (code) => [code, US_STATE_NAMES[code]] as const,
);

export type UsState = StateCode;

const CODES: ReadonlySet<string> = new Set(STATE_CODES);

export const isUsState = (value: string): value is UsState => CODES.has(value);

import { en } from './en';

/** The catalogue the site speaks. One language today; choose per request here when there are more. */
export const copy = en;

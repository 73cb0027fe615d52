import type { FilingStatus } from '~/tax/figures';

/**
 * The calculator's facts carried to the return (issue 51, decision 242): filing status, children
 * under 17 and income, from "Start your return" (a link: a GET changes nothing) through "Start a
 * new return" (a post that opens the case, its hidden fields carrying them) to the questions,
 * which start from them. No script, no cookie, no storage: the facts travel in the address and
 * the form, and nothing is saved until the client presses "Save" or "Send to your preparer".
 * Plain code (no zod): the calculator's first scripts stay within their budget; the server reads
 * them back with start-facts.server.ts.
 */
export interface StartFacts {
  readonly filingStatus?: FilingStatus | undefined;
  readonly children?: number | undefined;
  /** Annual income in dollars: above 0 ticks "W-2 wages from an employer". */
  readonly income?: number | undefined;
}

export const START_FACT_KEYS = ['filingStatus', 'children', 'income'] as const;

/** The facts as query or hidden-field pairs: the given ones, as text. */
export function startFactPairs(
  facts: Readonly<Partial<Record<(typeof START_FACT_KEYS)[number], unknown>>>,
): [string, string][] {
  return START_FACT_KEYS.flatMap((key) => {
    const value = facts[key];
    const text =
      typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return text === '' ? [] : [[key, text] as [string, string]];
  });
}

/** `path` with the facts in its query (none: `path` alone). */
export function withStartFacts(
  path: string,
  facts: Readonly<Partial<Record<(typeof START_FACT_KEYS)[number], unknown>>>,
): string {
  const query = new URLSearchParams(startFactPairs(facts)).toString();
  return query === '' ? path : `${path}?${query}`;
}

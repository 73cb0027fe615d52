import { hasControlCharacters, longerThan } from '../http/text-length';
import { normalizeReference } from './reference';

/**
 * What the Cases screen's search field asks for (docs/back-office.md, "Who the client is"): a
 * reference (typed any way a person types one), an e-mail address (it has an @), or else a part
 * of the client's name, at least NAME_SEARCH_MIN characters. Nothing typed is no search.
 */
export type CaseSearch =
  | { readonly kind: 'none' }
  | { readonly kind: 'reference'; readonly reference: string }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'name'; readonly name: string }
  /** A name of fewer than NAME_SEARCH_MIN characters: too short to mean anyone. */
  | { readonly kind: 'too short' }
  /**
   * A control character in it (a NUL once answered 503): bad input, shown with
   * staffCopy.cases.searchNotText (decision 102).
   */
  | { readonly kind: 'not text' };

export const NAME_SEARCH_MIN = 2;

export function readSearch(typed: string): CaseSearch {
  const search = typed.trim();
  if (search === '') return { kind: 'none' };
  if (hasControlCharacters(search)) return { kind: 'not text' };
  if (search.includes('@')) return { kind: 'email', email: search.toLowerCase() };
  const reference = normalizeReference(search);
  if (reference !== undefined) return { kind: 'reference', reference };
  if (!longerThan(search, NAME_SEARCH_MIN - 1)) return { kind: 'too short' };
  return { kind: 'name', name: search };
}

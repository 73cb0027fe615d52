import type { ReturnCopy } from '../copy/en/return';
import type { IncomeKind, ReturnAnswers } from './answers';

/**
 * The documents the answers call for (docs/return.md, decision 114), named as the client's
 * "What we need from you" and staff's "Documents requested" list them, in the case's language:
 * a W-2 each ("Form W-2" alone, "Form W-2 (1 of 2)"… for several), one form a kind of income
 * ticked, a photo ID, and a Social Security card for each dependent. Sending makes a request of
 * each name the case has not been asked for yet (app/return/details.server.ts).
 */
const INCOME_DOCUMENTS: readonly Exclude<IncomeKind, 'w2'>[] = [
  'selfEmployment',
  'unemployment',
  'interest',
  'retirement',
  'socialSecurity',
  'marketplace',
  'tuition',
];

export function requestNames(answers: ReturnAnswers, words: ReturnCopy['requests']): string[] {
  const names: string[] = [];
  if (answers.income.w2) {
    const forms = answers.w2Count ?? 1;
    if (forms === 1) names.push(words.w2);
    else for (let n = 1; n <= forms; n += 1) names.push(words.w2Of(n, forms));
  }
  for (const kind of INCOME_DOCUMENTS) if (answers.income[kind]) names.push(words[kind]);
  names.push(words.photoId);
  const firstNames = answers.dependents.map((d) => d.firstName ?? '');
  answers.dependents.forEach((dependent, index) => {
    const first = firstNames[index] ?? '';
    if (first === '') return;
    // Two dependents of one first name: each card named by the whole name, so both are asked.
    const shared = firstNames.indexOf(first) !== firstNames.lastIndexOf(first);
    const name = shared && dependent.lastName ? `${first} ${dependent.lastName}` : first;
    names.push(words.socialSecurityCard(name));
  });
  return names;
}

/** Escapes a text for a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A checklist request's name in the page's language: the names are stored in the case's language
 * when sent, and a client may read the page in the other (issue 51: "Form W-2" on /es/case). A
 * name the checklist did not make (a preparer's own request) is shown as written.
 */
export function requestTitle(
  name: string,
  words: ReturnCopy['requests'],
  catalogues: readonly ReturnCopy['requests'][],
): string {
  for (const from of catalogues) {
    if (from === words) continue;
    for (const key of Object.keys(from) as (keyof ReturnCopy['requests'])[]) {
      const source = from[key];
      const target = words[key];
      if (typeof source === 'string' && typeof target === 'string' && source === name) {
        return target;
      }
    }
    const w2 = new RegExp(`^${literal(from.w2Of(0, 0)).replace(/0/g, '(\\d+)')}$`).exec(name);
    if (w2?.[1] !== undefined && w2[2] !== undefined) {
      return words.w2Of(Number(w2[1]), Number(w2[2]));
    }
    const [before = '', after = ''] = from.socialSecurityCard('\u0001').split('\u0001');
    if (
      name.startsWith(before) &&
      name.endsWith(after) &&
      name.length > before.length + after.length
    ) {
      return words.socialSecurityCard(name.slice(before.length, name.length - after.length));
    }
  }
  return name;
}

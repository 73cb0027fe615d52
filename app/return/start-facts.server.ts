import { z } from 'zod';
import { FILING_STATUSES } from '~/tax/request-fields';
import { EMPTY_DEPENDENT, MAX_DEPENDENTS, type ReturnForm } from './answers';
import type { StartFacts } from './start-facts';

/** Each fact on its own: one the server cannot use is left out, never an error (it is a hint). */
const facts = z.object({
  filingStatus: z
    .enum(FILING_STATUSES as [string, ...string[]])
    .optional()
    .catch(undefined),
  children: z.coerce.number().int().min(0).max(MAX_DEPENDENTS).optional().catch(undefined),
  income: z.coerce.number().finite().min(0).optional().catch(undefined),
});

/** The facts a query or a posted form carries (start-facts.ts). */
export function readStartFacts(fields: { get(name: string): unknown }): StartFacts {
  const given = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const read = facts.parse({
    filingStatus: given('filingStatus'),
    children: given('children'),
    income: given('income'),
  });
  return read as StartFacts;
}

/**
 * The questions' first form from the facts, for answers not started yet: the filing status, one
 * empty "Dependent" group a child, and "W-2 wages from an employer" ticked for an income, with
 * one W-2 (the calculator's income is one figure; the client may say more). What
 * the client already typed or saved wins.
 */
export function formFromFacts(form: ReturnForm, start: StartFacts): ReturnForm {
  return {
    ...form,
    filingStatus: form.filingStatus || (start.filingStatus ?? ''),
    dependents:
      form.dependents.length > 0 || !start.children
        ? form.dependents
        : Array.from({ length: start.children }, () => EMPTY_DEPENDENT),
    ...(start.income !== undefined && start.income > 0 && !form.income.w2
      ? { income: { ...form.income, w2: true }, w2Count: form.w2Count || '1' }
      : {}),
  };
}

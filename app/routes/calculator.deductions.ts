/**
 * The calculator's group "Tips, overtime and age" (ESTIMATE.md §1), apart from the rest of the
 * form: its fields, as the form names them and as the request names them, and the sentence a
 * visitor reads when one is refused. The page's component is in ./calculator.deductions-group.tsx.
 */
import type { Copy } from '~/copy/en';
import type { DeductionField } from '~/tax/request';
import { MAX_OTHER_DEPENDENTS } from '~/tax/request-fields';

/** The group's fields in the order the page lists them (labels: copy.deductions). */
export const DEDUCTION_FORM_FIELDS = [
  'tips',
  'overtime',
  'age',
  'spouseAge',
  'otherDependents',
  'carLoanInterest',
] as const satisfies readonly DeductionField[];

export type DeductionFormField = (typeof DEDUCTION_FORM_FIELDS)[number];

const ALL_DEDUCTION_FIELDS: ReadonlySet<string> = new Set<DeductionField>([
  ...DEDUCTION_FORM_FIELDS,
  'blind',
  'spouseBlind',
]);

export function isDeductionField(field: string): field is DeductionField {
  return ALL_DEDUCTION_FIELDS.has(field);
}

/** The sentence beside a refused field of the group, in the page's language. */
export function deductionFieldError(field: DeductionField, copy: Copy): string {
  const text = copy.deductions.fieldErrors;
  return field === 'otherDependents' ? text.otherDependents(MAX_OTHER_DEPENDENTS) : text[field];
}

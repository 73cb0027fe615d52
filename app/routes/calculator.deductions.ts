/**
 * The calculator's group "Tips, overtime and age" (docs/product.md), apart from the rest of the
 * form: its fields, as the form names them and as the request names them, and the sentence a
 * visitor reads when one is refused. The page's component is in ./calculator.deductions-group.tsx.
 */
import type { Copy } from '~/copy/en';
import { formText } from '~/ui/form-text';
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

/** Schedule 1-A's lines the result shows, each above 0, in this order (labels: copy.deductions.lines). */
export const DEDUCTION_LINE_KEYS = ['tips', 'overtime', 'seniors', 'carLoanInterest'] as const;

export type DeductionLines = Partial<Record<(typeof DEDUCTION_LINE_KEYS)[number], number>>;

/** The group's values as typed (text), to send and to put back into the form. */
export type DeductionFormValues = Record<DeductionFormField, string>;

export function readDeductionForm(form: FormData): DeductionFormValues {
  return {
    tips: formText(form, 'tips'),
    overtime: formText(form, 'overtime'),
    age: formText(form, 'age'),
    spouseAge: formText(form, 'spouseAge'),
    otherDependents: formText(form, 'otherDependents'),
    carLoanInterest: formText(form, 'carLoanInterest'),
  };
}

/**
 * The group's part of the request body: blanks left out (the API's defaults), the rest passed on
 * as typed for the API to judge. The spouse's age goes only with a joint return, which its label
 * says it is for: typed before the visitor changed the filing status, it is not an error.
 */
export function deductionRequestFields(
  values: DeductionFormValues,
  filingStatus: string,
  numberOrText: (value: string) => number | string | undefined,
): Partial<Record<DeductionFormField, number | string>> {
  return {
    tips: numberOrText(values.tips),
    overtime: numberOrText(values.overtime),
    age: numberOrText(values.age),
    spouseAge: filingStatus === 'married_joint' ? numberOrText(values.spouseAge) : undefined,
    otherDependents: numberOrText(values.otherDependents),
    carLoanInterest: numberOrText(values.carLoanInterest),
  };
}

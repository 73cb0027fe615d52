import { formText } from '~/ui/form-text';
import {
  deductionRequestFields,
  type DeductionFormValues,
  readDeductionForm,
} from './calculator.deductions';

/**
 * The calculator form's fields, as the request body of POST /api/RefundCalculator. One mapping for
 * both ways the form is sent: by script to the API, and without JavaScript to the page's action.
 * Values are passed on as typed, so the API's validation is the one that judges them.
 */
export interface CalculatorFormValues extends DeductionFormValues {
  income: string;
  filingStatus: string;
  withheld: string;
  /** Itemized deductions, the Schedule A total; blank = 0 (the standard deduction applies). */
  deductions: string;
  children: string;
  taxYear: string;
  /** The state return (docs/product.md): a two-letter code, blank = none; W-2 box 17. */
  state: string;
  stateWithheld: string;
}

export function readCalculatorForm(form: FormData): CalculatorFormValues {
  const text = (name: string) => formText(form, name);
  return {
    income: text('income'),
    filingStatus: text('filingStatus'),
    withheld: text('withheld'),
    deductions: text('deductions'),
    children: text('children'),
    taxYear: text('taxYear'),
    ...readDeductionForm(form),
    state: text('state'),
    stateWithheld: text('stateWithheld'),
  };
}

/** "52000" → 52000; "" → undefined (the field takes its default); anything else stays text. */
function numberOrText(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** The request body; blank itemized deductions are 0, the specification's `deductions: 0`. */
export function calculatorRequestBody(values: CalculatorFormValues): Record<string, unknown> {
  return {
    income: numberOrText(values.income),
    deductions: numberOrText(values.deductions) ?? 0,
    filingStatus: values.filingStatus || undefined,
    withheld: numberOrText(values.withheld),
    children: numberOrText(values.children),
    taxYear: numberOrText(values.taxYear),
    ...deductionRequestFields(values, values.filingStatus, numberOrText),
    state: values.state || undefined,
    stateWithheld: numberOrText(values.stateWithheld),
  };
}

import type { Copy } from '~/copy/en';
import { calculatorRequestBody, type CalculatorFormValues } from './calculator.form';
import type { RefundEstimate } from '~/tax/engine';
import { type FeeSchedule, INCOME_TABLE } from '~/fees';
import {
  DEDUCTION_FORM_FIELDS,
  deductionFieldError,
  isDeductionField,
} from './calculator.deductions';
import type { StateEstimate } from '~/tax/states';
import { estimateRefund } from '~/tax/engine';
import {
  MAX_CHILDREN,
  parseRefundRequest,
  type RefundRequestError,
  type RefundRequestField,
} from '~/tax/request';

export interface CalculatorFormError {
  /** A sentence for people, from the copy catalogue (the API's own message names JSON fields). */
  readonly message: string;
  readonly field: RefundRequestField | null;
}

/**
 * The post answered: the values to put back in the form, with the box as it was ticked (the page
 * must agree with itself, ticked under a result), and either the estimate or why there is none.
 */
export type CalculatorActionResult =
  | {
      values: CalculatorFormValues;
      confirmed: boolean;
      /** The API's answer: the federal estimate and the state's (null when none was chosen). */
      estimate: RefundEstimate & { readonly state: StateEstimate | null };
      error?: undefined;
    }
  | {
      values: CalculatorFormValues;
      confirmed: boolean;
      error: CalculatorFormError;
      estimate?: undefined;
    };

/** The message a visitor reads for a field the validation refused. */
function messageFor(error: RefundRequestError, copy: Copy): CalculatorFormError {
  const text = copy.calculator.fieldErrors;
  const field = error.field;
  if (field === null) return { field, message: text.form };
  if (isDeductionField(field)) return { field, message: deductionFieldError(field, copy) };
  if (field === 'state' || field === 'stateWithheld') {
    return { field, message: copy.stateRefund.fieldErrors[field] };
  }
  return { field, message: field === 'children' ? text.children(MAX_CHILDREN) : text[field] };
}

const NUMBER_FIELDS = [
  'income',
  'withheld',
  'deductions',
  'children',
  'stateWithheld',
  ...DEDUCTION_FORM_FIELDS,
] as const;

/**
 * The values to put back into the form: a number field only gets back a number, since a number
 * input cannot hold text such as "abc" (it would be invalid HTML and show as empty anyway).
 */
function refillable(values: CalculatorFormValues): CalculatorFormValues {
  const kept = { ...values };
  for (const name of NUMBER_FIELDS) {
    const value = values[name].trim();
    if (value !== '' && !Number.isFinite(Number(value))) kept[name] = '';
  }
  return kept;
}

/**
 * The calculator without JavaScript: the same validation and engine as the API, rendered here,
 * its sentences in the language of the page posted to.
 */
export function estimateFromForm(
  values: CalculatorFormValues,
  confirmed: boolean,
  copy: Copy,
  fees: FeeSchedule = INCOME_TABLE,
): CalculatorActionResult {
  if (!confirmed) {
    return {
      values: refillable(values),
      confirmed,
      error: { field: null, message: copy.calculator.confirmRequired },
    };
  }
  const parsed = parseRefundRequest(calculatorRequestBody(values), copy.refundRequest);
  if (!parsed.ok) {
    return { values: refillable(values), confirmed, error: messageFor(parsed.error, copy) };
  }
  return { values, confirmed, estimate: estimateRefund(parsed.input, fees, parsed.state) };
}

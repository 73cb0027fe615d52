import { copy } from './copy';
import { calculatorRequestBody, type CalculatorFormValues } from './calculator-form';
import { estimateRefund, type RefundEstimate } from './tax/engine';
import { parseRefundRequest, type RefundRequestError } from './tax/request';

export type CalculatorActionResult =
  | { values: CalculatorFormValues; estimate: RefundEstimate; error?: undefined }
  | {
      values: CalculatorFormValues;
      error: RefundRequestError | { message: string };
      estimate?: undefined;
    };

/** The calculator without JavaScript: the same validation and engine as the API, rendered here. */
export function estimateFromForm(
  values: CalculatorFormValues,
  confirmed: boolean,
): CalculatorActionResult {
  if (!confirmed) {
    return { values, error: { message: copy.calculator.confirmRequired } };
  }
  const parsed = parseRefundRequest(calculatorRequestBody(values));
  if (!parsed.ok) return { values, error: parsed.error };
  return { values, estimate: estimateRefund(parsed.input) };
}

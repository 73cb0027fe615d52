import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/calculator';
import { publicPage } from '~/site/public-page.server';
import { type CalculatorActionResult, estimateFromForm } from './calculator.server';
import { calculatorRequestBody, readCalculatorForm } from './calculator.form';
import { readFormPost } from '~/ui/forms.server';
import { copyForPage } from '~/copy/languages.server';
import { useCopy } from '~/copy/context';
import { requestFacts } from '~/request-context';
import { useFeeSchedule } from '~/site/use-site';
import { StateFields, StateResult } from '~/components/StateEstimate';
import type { StateOutcome } from './calculator.state';
import { pageMeta } from '~/site/meta';
import { formatUsd } from '~/money';
import type { Outcome } from './calculator.answer';
import { readAnswer, readStateAnswer } from './calculator.answer.server';
import { DeductionsGroup } from './calculator.deductions-group';
import { defaultTaxYear, FILING_STATUSES, SUPPORTED_TAX_YEARS } from '~/tax/request-fields';
import { API_PATHS } from '~/site/api-paths';
import { EstimateResult } from './calculator.result';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('calculator', matches);

/** Its one path, its methods, kept for every visitor (app/site/public-page.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [
  publicPage({ methods: ['GET', 'HEAD', 'POST'] }),
];

/**
 * Run when the page is prerendered: the default tax year of the build day, which the served HTML
 * carries; the browser moves it on to its own day's filing season (see the component).
 */
export function loader() {
  return { renderedTaxYear: String(defaultTaxYear()) };
}

/** Without JavaScript the form posts here and the estimate is rendered on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  const { fees } = requestFacts(context);
  const copy = copyForPage(request.url);
  const post = await readFormPost(request);
  if (!post.ok) {
    const values = readCalculatorForm(new FormData());
    const unreadable: CalculatorActionResult = {
      values,
      confirmed: false,
      error: { field: null, message: copy.calculator.formUnreadable },
    };
    return data(unreadable, { status: post.status });
  }
  const { form } = post;
  const result = estimateFromForm(
    readCalculatorForm(form),
    form.get('confirm') === 'on',
    copy,
    fees,
  );
  // Read here as the page reads the API's answer: one reading of the contract for both.
  const outcome = result.estimate
    ? readAnswer(result.estimate, calculatorRequestBody(result.values), fees)
    : null;
  const stateOutcome = result.estimate ? readStateAnswer(result.estimate) : null;
  return { ...result, outcome, stateOutcome };
}

/** Which of the two inputs Calculate waits for, if any. */
type Missing = 'both' | 'income' | 'confirm';

/**
 * Read from the form itself, whatever filled it: the visitor (before or after the scripts came),
 * the browser restoring a page, or the server answering a post. The form is the one source.
 */
function missingIn(form: HTMLFormElement): Missing | null {
  const income = form.elements.namedItem('income');
  const confirm = form.elements.namedItem('confirm');
  const entered = income instanceof HTMLInputElement && income.value.trim() !== '';
  const confirmed = confirm instanceof HTMLInputElement && confirm.checked;
  if (!entered) return confirmed ? 'income' : 'both';
  return confirmed ? null : 'confirm';
}

export default function Calculator() {
  const copy = useCopy();
  const text = copy.calculator;
  const id = useId();
  const { renderedTaxYear } = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  const initial = submitted?.values;
  const renderedYear = initial?.taxYear ?? renderedTaxYear;
  const [taxYear, setTaxYear] = useState(renderedYear);
  const formRef = useRef<HTMLFormElement>(null);
  const fees = useFeeSchedule();
  // Unknown until the page's script has read the form: the server's page keeps Calculate enabled,
  // so that the form works before and without JavaScript (the browser then enforces `required`).
  // Once read, Calculate is disabled until both inputs are given, with a hint saying what is
  // missing (docs/product.md).
  const [missing, setMissing] = useState<Missing | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (form === null) return;
    setMissing(missingIn(form));
    // The prerendered default is the build day's: move it to today's filing season, unless the
    // visitor picked a year before the script ran or the server answered a post.
    const yearField = form.elements.namedItem('taxYear');
    const pickedYear = yearField instanceof HTMLSelectElement ? yearField.value : renderedYear;
    if (pickedYear !== renderedYear) setTaxYear(pickedYear);
    else if (initial?.taxYear === undefined) setTaxYear(String(defaultTaxYear()));
  }, [initial?.taxYear, renderedYear]);
  // A post answered by the server (without JavaScript, or before it came) is read the same way
  // as the API's answer: one reading of the contract for both.
  const [result, setResult] = useState<Outcome | null>(() =>
    submitted && 'outcome' in submitted ? submitted.outcome : null,
  );
  const [stateResult, setStateResult] = useState<StateOutcome | null>(() =>
    submitted && 'stateOutcome' in submitted ? submitted.stateOutcome : null,
  );
  const disabled = missing !== null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (missingIn(form) !== null) return;
    const values = readCalculatorForm(new FormData(form));
    const body = calculatorRequestBody(values);
    try {
      const response = await fetch(API_PATHS.refundCalculator, {
        method: 'POST',
        // The API's reasons in the page's language (its contract is otherwise the same).
        headers: { 'Content-Type': 'application/json', 'Accept-Language': copy.locale },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`RefundCalculator answered ${response.status}: ${await response.text()}`);
      const answer: unknown = await response.json();
      // The answer's reader (zod) comes when the first answer does: the page's first scripts
      // stay within the JavaScript budget.
      const [{ readAnswer }, { readStateAnswer }] = await Promise.all([
        import('./calculator.answer'),
        import('./calculator.state'),
      ]);
      const outcome = readAnswer(answer, body, fees);
      if (outcome === null)
        throw new Error(
          `RefundCalculator answered outside its contract: ${JSON.stringify(answer)}`,
        );
      setResult(outcome);
      setStateResult(readStateAnswer(answer));
    } catch (error) {
      // As the specification says: a failed call is logged, and nothing is shown.
      console.error('Refund calculation failed', error);
      setResult(null);
      setStateResult(null);
    }
  }

  const serverError = submitted?.error;

  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <form
        ref={formRef}
        method="post"
        className="card"
        onChange={(event) => setMissing(missingIn(event.currentTarget))}
        onSubmit={(event) => void onSubmit(event)}
      >
        {serverError ? (
          <p className="message message--error" role="alert">
            {text.invalid} {serverError.message}
          </p>
        ) : null}
        <AmountField
          id={`${id}-income`}
          name="income"
          label={text.income}
          hint={text.incomeHint}
          defaultValue={initial?.income ?? ''}
          required
        />
        {/* Right under the income (docs/product.md, "The client's journey"): without it the
            commonest visitor, one job and no children, sees no refund. Still optional. */}
        <AmountField
          id={`${id}-withheld`}
          name="withheld"
          label={text.withheld}
          hint={text.withheldHint}
          note={text.withheldBlank}
          defaultValue={initial?.withheld ?? ''}
        />
        <fieldset>
          <legend>{text.details}</legend>
          <div className="field">
            <label htmlFor={`${id}-status`}>{text.filingStatus}</label>
            <select
              id={`${id}-status`}
              name="filingStatus"
              defaultValue={initial?.filingStatus ?? 'single'}
            >
              {FILING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {text.filingStatuses[status]}
                </option>
              ))}
            </select>
          </div>
          <AmountField
            id={`${id}-itemized`}
            name="deductions"
            label={text.itemized}
            hint={text.itemizedHint}
            defaultValue={initial?.deductions ?? ''}
          />
          <div className="field">
            <label htmlFor={`${id}-children`}>{text.children}</label>
            <input
              id={`${id}-children`}
              name="children"
              type="number"
              inputMode="numeric"
              min={0}
              max={20}
              step={1}
              defaultValue={initial?.children ?? '0'}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-year`}>{text.taxYear}</label>
            <select
              id={`${id}-year`}
              name="taxYear"
              value={taxYear}
              onChange={(e) => setTaxYear(e.currentTarget.value)}
            >
              {SUPPORTED_TAX_YEARS.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <DeductionsGroup idPrefix={id} initial={initial} />
          <StateFields
            id={id}
            state={initial?.state ?? ''}
            stateWithheld={initial?.stateWithheld ?? ''}
          />
        </fieldset>
        <label className="checkbox">
          <input
            type="checkbox"
            name="confirm"
            required
            defaultChecked={submitted?.confirmed ?? false}
          />
          {text.confirm}
        </label>
        <div className="actions">
          <button
            type="submit"
            className="button"
            disabled={disabled}
            aria-describedby={disabled ? `${id}-missing` : undefined}
          >
            {text.calculate}
          </button>
          {missing !== null ? (
            <p id={`${id}-missing`} className="hint">
              {text.missing[missing]}
            </p>
          ) : null}
        </div>
      </form>
      <div role="status">
        {result?.kind === 'estimate' ? (
          <EstimateResult estimate={result.estimate} headingId={`${id}-result`} />
        ) : null}
        {result?.kind === 'noRefund' && result.fee === undefined ? (
          <p className="card">{text.noRefund[result.reason]}</p>
        ) : null}
        {/* A price list's fee is owed whatever the refund (app/fees.ts). */}
        {result?.kind === 'noRefund' && result.fee !== undefined ? (
          <div className="card">
            <p>{text.noRefund[result.reason]}</p>
            <p>{copy.fees.owedWithoutRefund(formatUsd(result.fee))}</p>
          </div>
        ) : null}
        {result !== null && stateResult !== null ? (
          <StateResult
            outcome={stateResult}
            headingId={`${id}-state-result`}
            text={copy.stateRefund}
          />
        ) : null}
      </div>
    </div>
  );
}

/** An amount in dollars, with its hint under it: the income, the tax withheld, the itemized deductions. */
function AmountField({
  id,
  name,
  label,
  hint,
  note,
  defaultValue,
  required = false,
}: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  /** A second line under the hint, not part of the field's description. */
  readonly note?: string;
  readonly defaultValue: string | number;
  readonly required?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        max={1_000_000_000}
        step="0.01"
        required={required}
        aria-describedby={`${id}-hint`}
        defaultValue={defaultValue}
      />
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      {note === undefined ? null : <p className="hint">{note}</p>}
    </div>
  );
}

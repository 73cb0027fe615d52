import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/calculator';
import { type CalculatorActionResult, estimateFromForm } from './calculator.server';
import { calculatorRequestBody, readCalculatorForm } from './calculator.form';
import { readFormPost } from './form-post.server';
import { copyForPage } from '~/copy/languages.server';
import { useCopy } from '~/copy/context';
import { pageMeta } from '~/site/meta';
import { formatUsd } from '~/money';
import { typedChecked, typedValue } from '~/ui/typed-early';
import { useHydrated } from '~/ui/use-hydrated';
import type { RefundEstimate } from '~/tax/engine';
import { defaultTaxYear, FILING_STATUSES, SUPPORTED_TAX_YEARS } from '~/tax/request';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('calculator', matches);

/**
 * Run when the page is prerendered: the default tax year of the build day, which the served HTML
 * carries; the browser moves it on to its own day's filing season (see the component).
 */
export function loader() {
  return { renderedTaxYear: String(defaultTaxYear()) };
}

/** Without JavaScript the form posts here and the estimate is rendered on the server. */
export async function action({ request }: Route.ActionArgs) {
  const copy = copyForPage(request.url);
  const post = await readFormPost(request);
  if (!post.ok) {
    const values = readCalculatorForm(new FormData());
    const unreadable: CalculatorActionResult = {
      values,
      error: { field: null, message: copy.calculator.formUnreadable },
    };
    return data(unreadable, { status: post.status });
  }
  const { form } = post;
  return estimateFromForm(readCalculatorForm(form), form.get('confirm') === 'on', copy);
}

/** The part of the API answer the page shows; the fee is the answer's, never worked out here. */
type Shown = Pick<
  RefundEstimate,
  'refund' | 'fee' | 'netRefund' | 'withheldAssumed' | 'deduction' | 'deductionType'
>;

/**
 * What the page shows for an answer: the estimate only for a refund above 0 (the specification);
 * for 0 or below, a message saying why and what to do, which is not a result.
 */
type Outcome =
  | { readonly kind: 'estimate'; readonly estimate: Shown; readonly itemizedEntered: number }
  | { readonly kind: 'noRefund'; readonly reason: 'assumed' | 'even' | 'owed' };

/** `itemizedEntered`: the itemized deductions sent, to say when the 2026 limit cut them. */
function outcomeOf(answer: Shown, itemizedEntered: number): Outcome {
  const { refund, fee, netRefund, withheldAssumed, deduction, deductionType } = answer;
  if (!(refund > 0)) {
    const reason = withheldAssumed ? 'assumed' : refund === 0 ? 'even' : 'owed';
    return { kind: 'noRefund', reason };
  }
  const estimate = { refund, fee, netRefund, withheldAssumed, deduction, deductionType };
  // Whole dollars, as the engine rounds what is entered.
  return { kind: 'estimate', estimate, itemizedEntered: Math.round(itemizedEntered) };
}

/** The itemized deductions a form sent: a number, or 0 for blank (the body's default). */
function itemizedSent(body: Record<string, unknown>): number {
  return typeof body.deductions === 'number' ? body.deductions : 0;
}

/** Which of the two inputs Calculate waits for, if any. */
function missingInput(income: string, confirmed: boolean): 'both' | 'income' | 'confirm' | null {
  if (income.trim() === '') return confirmed ? 'income' : 'both';
  return confirmed ? null : 'confirm';
}

export default function Calculator() {
  const copy = useCopy();
  const text = copy.calculator;
  const id = useId();
  const { renderedTaxYear } = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  const initial = submitted?.values;
  const [income, setIncome] = useState(initial?.income ?? '');
  const [confirmed, setConfirmed] = useState(false);
  const renderedYear = initial?.taxYear ?? renderedTaxYear;
  const [taxYear, setTaxYear] = useState(renderedYear);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const typed = typedValue(formRef.current, 'income');
    if (typed) setIncome(typed);
    if (typedChecked(formRef.current, 'confirm')) setConfirmed(true);
    // The prerendered default is the build day's: move it to today's filing season, unless the
    // visitor picked a year before the script ran or the server answered a post.
    const yearField = formRef.current?.elements.namedItem('taxYear');
    const pickedYear = yearField instanceof HTMLSelectElement ? yearField.value : renderedYear;
    if (pickedYear !== renderedYear) setTaxYear(pickedYear);
    else if (initial?.taxYear === undefined) setTaxYear(String(defaultTaxYear()));
  }, [initial?.taxYear, renderedYear]);
  const hydrated = useHydrated();
  const [result, setResult] = useState<Outcome | null>(() =>
    submitted?.estimate
      ? outcomeOf(submitted.estimate, itemizedSent(calculatorRequestBody(submitted.values)))
      : null,
  );

  // Server-rendered, the button stays enabled so the form works without JavaScript (the browser
  // then enforces `required`); once scripts run, it is disabled until both inputs are given, and
  // a hint beside it says what is missing.
  const missing = missingInput(income, confirmed);
  const ready = missing === null;
  const disabled = hydrated && !ready;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    const body = calculatorRequestBody(readCalculatorForm(new FormData(event.currentTarget)));
    try {
      const response = await fetch('/api/RefundCalculator', {
        method: 'POST',
        // The API's reasons in the page's language (its contract is otherwise the same).
        headers: { 'Content-Type': 'application/json', 'Accept-Language': copy.locale },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`RefundCalculator answered ${response.status}: ${await response.text()}`);
      setResult(outcomeOf((await response.json()) as RefundEstimate, itemizedSent(body)));
    } catch (error) {
      // As the specification says: a failed call is logged, and nothing is shown.
      console.error('Refund calculation failed', error);
      setResult(null);
    }
  }

  const serverError = submitted?.error;

  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      <form ref={formRef} method="post" className="card" onSubmit={(event) => void onSubmit(event)}>
        {serverError ? (
          <p className="message message--error" role="alert">
            {text.invalid} {serverError.message}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-income`}>{text.income}</label>
          <input
            id={`${id}-income`}
            name="income"
            type="number"
            inputMode="decimal"
            min={0}
            max={1_000_000_000}
            step="0.01"
            required
            aria-describedby={`${id}-income-hint`}
            value={income}
            onChange={(e) => setIncome(e.currentTarget.value)}
          />
          <p id={`${id}-income-hint`} className="hint">
            {text.incomeHint}
          </p>
        </div>
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
          <div className="field">
            <label htmlFor={`${id}-withheld`}>{text.withheld}</label>
            <input
              id={`${id}-withheld`}
              name="withheld"
              type="number"
              inputMode="decimal"
              min={0}
              max={1_000_000_000}
              step="0.01"
              aria-describedby={`${id}-withheld-hint`}
              defaultValue={initial?.withheld ?? ''}
            />
            <p id={`${id}-withheld-hint`} className="hint">
              {text.withheldHint}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-itemized`}>{text.itemized}</label>
            <input
              id={`${id}-itemized`}
              name="deductions"
              type="number"
              inputMode="decimal"
              min={0}
              max={1_000_000_000}
              step="0.01"
              aria-describedby={`${id}-itemized-hint`}
              defaultValue={initial?.deductions ?? ''}
            />
            <p id={`${id}-itemized-hint`} className="hint">
              {text.itemizedHint}
            </p>
          </div>
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
        </fieldset>
        <label className="checkbox">
          <input
            type="checkbox"
            name="confirm"
            required
            checked={confirmed}
            onChange={(e) => setConfirmed(e.currentTarget.checked)}
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
          {disabled && missing !== null ? (
            <p id={`${id}-missing`} className="hint">
              {text.missing[missing]}
            </p>
          ) : null}
        </div>
      </form>
      <div role="status">
        {result?.kind === 'estimate' ? (
          <EstimateResult
            estimate={result.estimate}
            itemizedEntered={result.itemizedEntered}
            headingId={`${id}-result`}
          />
        ) : null}
        {result?.kind === 'noRefund' ? (
          <p className="card">{text.noRefund[result.reason]}</p>
        ) : null}
      </div>
    </div>
  );
}

/** A refund above 0: the amounts, the net refund last (the stylesheet makes it the big number). */
function EstimateResult({
  estimate,
  itemizedEntered,
  headingId,
}: {
  estimate: Shown;
  itemizedEntered: number;
  headingId: string;
}) {
  const copy = useCopy();
  const text = copy.calculator;
  const usd = (value: number) => formatUsd(value, copy.locale);
  const amount = usd(estimate.deduction);
  const deductionUsed =
    estimate.deductionType === 'standard'
      ? text.deductionUsed.standard(amount)
      : estimate.deduction < itemizedEntered
        ? text.deductionUsed.limited(amount, usd(itemizedEntered))
        : text.deductionUsed.itemized(amount);
  return (
    <section className="card result" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.resultHeading}</h2>
      <dl>
        <dt>{text.estimatedRefund}</dt>
        <dd>{usd(estimate.refund)}</dd>
        <dt>{text.fee}</dt>
        <dd>{usd(estimate.fee)}</dd>
        <dt>{text.netRefund}</dt>
        <dd>{usd(estimate.netRefund)}</dd>
      </dl>
      <p className="hint">{deductionUsed}</p>
      {estimate.withheldAssumed ? <p className="hint">{text.withheldAssumed}</p> : null}
    </section>
  );
}

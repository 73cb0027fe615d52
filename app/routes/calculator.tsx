import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useActionData } from 'react-router';
import type { Route } from './+types/calculator';
import { estimateFromForm } from '~/calculator.server';
import { calculatorRequestBody, readCalculatorForm } from '~/calculator-form';
import { copy } from '~/copy';
import { feeForIncome, netRefund } from '~/fees';
import { pageMeta } from '~/meta';
import { formatUsd } from '~/money';
import { typedChecked, typedValue } from '~/typed-early';
import { useHydrated } from '~/use-hydrated';
import { DEFAULT_TAX_YEAR, FILING_STATUSES, SUPPORTED_TAX_YEARS } from '~/tax/request';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('calculator', matches);

/** Without JavaScript the form posts here and the estimate is rendered on the server. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return estimateFromForm(readCalculatorForm(form), form.get('confirm') === 'on');
}

interface Shown {
  refund: number;
  fee: number;
  netRefund: number;
  withheldAssumed: boolean;
}

/** What the page shows for an answer: only a refund above 0 (the specification). */
function shown(refund: number, income: number, withheldAssumed: boolean): Shown | null {
  if (!(refund > 0)) return null;
  const fee = feeForIncome(income);
  return { refund, fee, netRefund: netRefund(refund, fee), withheldAssumed };
}

export default function Calculator() {
  const text = copy.calculator;
  const id = useId();
  const submitted = useActionData<typeof action>();
  const initial = submitted?.values;
  const [income, setIncome] = useState(initial?.income ?? '');
  const [confirmed, setConfirmed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const typed = typedValue(formRef.current, 'income');
    if (typed) setIncome(typed);
    if (typedChecked(formRef.current, 'confirm')) setConfirmed(true);
  }, []);
  const hydrated = useHydrated();
  const [result, setResult] = useState<Shown | null>(() =>
    submitted?.estimate
      ? shown(submitted.estimate.refund, submitted.estimate.agi, submitted.estimate.withheldAssumed)
      : null,
  );

  // Server-rendered, the button stays enabled so the form works without JavaScript (the browser
  // then enforces `required`); once scripts run, it is disabled until both inputs are given.
  const ready = confirmed && income.trim() !== '';
  const disabled = hydrated && !ready;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    const body = calculatorRequestBody(readCalculatorForm(new FormData(event.currentTarget)));
    try {
      const response = await fetch('/api/RefundCalculator', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`RefundCalculator answered ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as { refund: number; withheldAssumed?: boolean };
      setResult(shown(answer.refund, Number(body.income), answer.withheldAssumed === true));
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
      <form ref={formRef} method="post" className="card" onSubmit={onSubmit}>
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
                <option key={status.value} value={status.value}>
                  {status.label}
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
              defaultValue={initial?.taxYear ?? String(DEFAULT_TAX_YEAR)}
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
          <button type="submit" className="button" disabled={disabled}>
            {text.calculate}
          </button>
        </div>
      </form>
      <div role="status">
        {result ? (
          <section className="card result" aria-labelledby={`${id}-result`}>
            <h2 id={`${id}-result`}>{text.resultHeading}</h2>
            <dl>
              <dt>{text.estimatedRefund}</dt>
              <dd>{formatUsd(result.refund)}</dd>
              <dt>{text.fee}</dt>
              <dd>{formatUsd(result.fee)}</dd>
              <dt>{text.netRefund}</dt>
              <dd>{formatUsd(result.netRefund)}</dd>
            </dl>
            {result.withheldAssumed ? <p className="hint">{text.withheldAssumed}</p> : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}

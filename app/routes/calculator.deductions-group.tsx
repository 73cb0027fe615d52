/**
 * The calculator's group "Tips, overtime and age" inside "More details (optional)", and the
 * result's Schedule 1-A lines (docs/product.md). Plain form controls: the form posts them without
 * JavaScript, and the page's script sends the same fields to the API.
 */
import { Fragment } from 'react';
import { useCopy } from '~/copy/context';
import { formatUsd } from '~/money';
import { MAX_AGE, MAX_OTHER_DEPENDENTS } from '~/tax/request-fields';
import type { Estimate } from './calculator.answer';
import {
  DEDUCTION_LINE_KEYS,
  type DeductionFormField,
  type DeductionFormValues,
} from './calculator.deductions';

/** How each field is typed: dollars and cents, or a whole number up to a maximum. */
const INPUTS: Readonly<
  Record<
    DeductionFormField,
    { readonly kind: 'amount' } | { readonly kind: 'whole'; readonly max: number }
  >
> = {
  tips: { kind: 'amount' },
  overtime: { kind: 'amount' },
  age: { kind: 'whole', max: MAX_AGE },
  spouseAge: { kind: 'whole', max: MAX_AGE },
  otherDependents: { kind: 'whole', max: MAX_OTHER_DEPENDENTS },
  carLoanInterest: { kind: 'amount' },
};

export function DeductionsGroup({
  idPrefix,
  initial,
}: {
  readonly idPrefix: string;
  readonly initial: DeductionFormValues | undefined;
}) {
  const text = useCopy().deductions;
  const hints: Partial<Record<DeductionFormField, string>> = {
    tips: text.tipsHint,
    overtime: text.overtimeHint,
    spouseAge: text.spouseAgeHint,
    otherDependents: text.otherDependentsHint,
    carLoanInterest: text.carLoanInterestHint,
  };
  return (
    <fieldset>
      <legend>{text.legend}</legend>
      {(Object.keys(INPUTS) as DeductionFormField[]).map((name) => {
        const id = `${idPrefix}-${name}`;
        const input = INPUTS[name];
        const hint = hints[name];
        return (
          <div className="field" key={name}>
            <label htmlFor={id}>{text[name]}</label>
            <input
              id={id}
              name={name}
              type="number"
              inputMode={input.kind === 'amount' ? 'decimal' : 'numeric'}
              min={0}
              max={input.kind === 'amount' ? 1_000_000_000 : input.max}
              step={input.kind === 'amount' ? '0.01' : 1}
              aria-describedby={hint === undefined ? undefined : `${id}-hint`}
              defaultValue={initial?.[name] ?? ''}
            />
            {hint === undefined ? null : (
              <p id={`${id}-hint`} className="hint">
                {hint}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The result's Schedule 1-A deductions above 0, each by name, or why none was counted. */
export function DeductionLinesList({ estimate }: { readonly estimate: Estimate }) {
  const text = useCopy().deductions;
  const lines = DEDUCTION_LINE_KEYS.flatMap((key) => {
    const amount = estimate.deductions?.[key];
    return amount === undefined ? [] : [{ key, amount }];
  });
  return (
    <>
      {estimate.scheduleOneAIgnoredYear === undefined ? null : (
        <p className="hint">{text.ignored(estimate.scheduleOneAIgnoredYear)}</p>
      )}
      {lines.length === 0 ? null : (
        <>
          <h3>{text.lines.heading}</h3>
          <dl className="result__credits">
            {lines.map(({ key, amount }) => (
              <Fragment key={key}>
                <dt>{text.lines[key]}</dt>
                <dd>{formatUsd(amount)}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
    </>
  );
}

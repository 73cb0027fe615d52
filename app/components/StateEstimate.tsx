import { Fragment } from 'react';
import { useCopy } from '~/copy/context';
import type { Copy } from '~/copy/en';
import { formatUsd } from '~/money';
import { STATE_CODES } from '~/tax/states/codes';
import type { StateOutcome } from '~/routes/calculator.state';

/**
 * The state return's two fields (docs/product.md): "State", every state and DC, blank by default,
 * and "State income tax withheld (W-2 box 17)". Native controls: they post without JavaScript.
 */
export function StateFields({
  id,
  state,
  stateWithheld,
}: {
  readonly id: string;
  readonly state: string;
  readonly stateWithheld: string;
}) {
  const text = useCopy().stateRefund;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-state`}>{text.state}</label>
        <select
          id={`${id}-state`}
          name="state"
          defaultValue={state}
          aria-describedby={`${id}-state-hint`}
        >
          <option value="">{text.noState}</option>
          {STATE_CODES.map((code) => (
            <option key={code} value={code}>
              {text.names[code]}
            </option>
          ))}
        </select>
        <p id={`${id}-state-hint`} className="hint">
          {text.stateHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-state-withheld`}>{text.stateWithheld}</label>
        <input
          id={`${id}-state-withheld`}
          name="stateWithheld"
          type="number"
          inputMode="decimal"
          min={0}
          max={1_000_000_000}
          step="0.01"
          aria-describedby={`${id}-state-withheld-hint`}
          defaultValue={stateWithheld}
        />
        <p id={`${id}-state-withheld-hint`} className="hint">
          {text.stateWithheldHint}
        </p>
      </div>
    </>
  );
}

/**
 * The state's result under the federal one: its refund or the tax owed, with the state's name,
 * or the sentence saying it is not estimated; always that local taxes are not.
 */
export function StateResult({
  outcome,
  headingId,
  text,
  level = 2,
}: {
  readonly outcome: StateOutcome;
  readonly headingId: string;
  /** The page's words (copy.stateRefund): the calculator's or the case page's language. */
  readonly text: Copy['stateRefund'];
  /** The heading's level: 2 on the calculator, 3 under the case page's "From your W-2s". */
  readonly level?: 2 | 3;
}) {
  const name = text.names[outcome.code];
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="card result" aria-labelledby={headingId}>
      <Heading id={headingId}>{text.heading(name)}</Heading>
      {outcome.kind === 'notEstimated' ? (
        <p>{text.notEstimated(name)}</p>
      ) : (
        <>
          {outcome.noWageTax ? <p>{text.noWageTax(name)}</p> : null}
          <dl className="result__amounts">
            <dt>{outcome.refund < 0 ? text.owed : text.refund}</dt>
            <dd>{formatUsd(Math.abs(outcome.refund))}</dd>
          </dl>
          {outcome.credits.length > 0 ? (
            <>
              <p>{text.creditsHeading}</p>
              <dl className="result__credits">
                {outcome.credits.map(({ name: credit, amount }) => (
                  <Fragment key={credit}>
                    <dt>{text.credits[credit]}</dt>
                    <dd>{formatUsd(amount)}</dd>
                  </Fragment>
                ))}
              </dl>
            </>
          ) : null}
          {outcome.provisional ? <p className="hint">{text.provisional}</p> : null}
          <p className="hint">{text.scope}</p>
        </>
      )}
      <p className="hint">{text.local}</p>
    </section>
  );
}

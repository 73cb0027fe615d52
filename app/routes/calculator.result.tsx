import { Fragment } from 'react';
import { useCopy, useLanguage } from '~/copy/context';
import { RefundTiming } from '~/components/RefundTiming';
import { EstimateTerms } from '~/components/EstimateTerms';
import { FeeItems } from '~/components/FeeItems';
import { caseFormPath } from '~/cases/case-paths';
import { formatUsd } from '~/money';
import type { Estimate } from './calculator.answer';
import { CREDIT_KEYS } from './calculator.credits';
import { DeductionLinesList } from './calculator.deductions-group';

/** A refund above 0: the amounts, the net refund last (the stylesheet makes it the big number). */
export function EstimateResult({ estimate, headingId }: { estimate: Estimate; headingId: string }) {
  const { copy, lang } = useLanguage();
  const text = copy.calculator;
  const credits = CREDIT_KEYS.flatMap((key) => {
    const amount = estimate.credits[key];
    return amount === undefined ? [] : [{ key, amount }];
  });
  return (
    <section className="card result" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.resultHeading}</h2>
      <dl className="result__amounts">
        <EstimateTerms estimate={estimate} text={text} />
      </dl>
      <FeeItems priced={estimate} text={copy.fees} />
      {estimate.deduction ? (
        <p className="hint">
          <DeductionUsed
            deduction={estimate.deduction}
            itemizedEntered={estimate.itemizedEntered}
          />
        </p>
      ) : null}
      {estimate.withheldAssumed ? <p className="hint">{text.withheldAssumed}</p> : null}
      <DeductionLinesList estimate={estimate} />
      {credits.length > 0 ? (
        <>
          <h3>{text.credits.heading}</h3>
          <dl className="result__credits">
            {credits.map(({ key, amount }) => (
              <Fragment key={key}>
                <dt>{text.credits[key]}</dt>
                <dd>{formatUsd(amount)}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      ) : null}
      <RefundTiming timing={estimate.timing} copy={copy} />
      {/* The case page and its return are rendered by the server: a full page load. The
          address is the one docs/product.md fixes, `/case/return`, with nothing added
          (decision 242, amended). */}
      <p>
        <a className="button" href={caseFormPath(lang, 'return')}>
          {text.startReturn}
        </a>
      </p>
    </section>
  );
}

/** "Deduction used: …": only for an answer that said which deduction it used (our own API). */
function DeductionUsed({
  deduction,
  itemizedEntered,
}: {
  deduction: NonNullable<Estimate['deduction']>;
  itemizedEntered: number;
}) {
  const copy = useCopy();
  const text = copy.calculator.deductionUsed;
  const amount = formatUsd(deduction.amount);
  if (deduction.type === 'standard') return text.standard(amount);
  return deduction.amount < itemizedEntered
    ? text.limited(amount, formatUsd(itemizedEntered))
    : text.itemized(amount);
}

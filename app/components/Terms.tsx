import { useCopy } from '~/copy/context';
import { FEE_TIERS, feeCharged, feeForIncome, netRefund } from '~/fees';
import { formatUsd, formatUsdWhole } from '~/money';
import { formatVersionDate, TERMS_VERSION } from '~/site/legal';

/** The date line of the terms: the same version on /agreement and /terms. */
export function TermsVersion() {
  const copy = useCopy();
  return (
    <p className="version">
      {copy.terms.version}{' '}
      <time dateTime={TERMS_VERSION}>{formatVersionDate(TERMS_VERSION, copy)}</time>
    </p>
  );
}

/** The terms of the service, shown to accept on /agreement and to read again on /terms. */
export function Terms() {
  const text = useCopy().agreement;
  return (
    <div className="card terms">
      {text.terms.map((term) => (
        <section key={term.heading}>
          <h2>{term.heading}</h2>
          <p>{term.body}</p>
        </section>
      ))}
      <section>
        <h2>{text.feeHeading}</h2>
        <p>{text.feeIntro}</p>
        <FeeTable />
        <FeeNeverAboveRefund />
      </section>
    </div>
  );
}

/** The fee tiers, from the same module the calculator and the API use. */
function FeeTable() {
  const copy = useCopy();
  const text = copy.agreement;
  return (
    <table className="fee-table">
      <thead>
        <tr>
          <th scope="col">{text.feeIncome}</th>
          <th scope="col">{text.feeAmount}</th>
        </tr>
      </thead>
      <tbody>
        {FEE_TIERS.map((tier, i) => {
          const label =
            tier.upTo === null
              ? text.above(formatUsdWhole(FEE_TIERS[i - 1]?.upTo ?? 0))
              : text.upTo(formatUsdWhole(tier.upTo));
          return (
            <tr key={label}>
              <td>{label}</td>
              <td>{formatUsd(tier.fee)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The rule that caps the fee at the refund, with an example worked by the fee module itself. */
function FeeNeverAboveRefund() {
  const copy = useCopy();
  const text = copy.agreement;
  const income = 0;
  const tierFee = feeForIncome(income);
  // A refund smaller than the lowest tier's fee shows the cap at work.
  const refund = Math.floor(tierFee / 2);
  const charged = feeCharged(income, refund);
  return (
    <>
      <p>{text.feeNeverAboveRefund(formatUsd(0))}</p>
      <p>
        {text.feeExample(
          formatUsd(refund),
          formatUsd(tierFee),
          formatUsd(charged),
          formatUsd(netRefund(refund, charged)),
        )}
      </p>
    </>
  );
}

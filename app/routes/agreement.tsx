import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/agreement';
import { acceptAgreement, agreementAccepted } from '~/agreement-flag';
import { copy } from '~/copy';
import { FEE_TIERS } from '~/fees';
import { pageMeta } from '~/meta';
import { formatUsd, formatUsdWhole } from '~/money';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('agreement', matches);

/** The specification's pause between "accepted" and the home page. */
export const REDIRECT_MS = 1000;

export default function Agreement() {
  const text = copy.agreement;
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    if (agreementAccepted()) navigate('/', { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (!accepted) return;
    const timer = window.setTimeout(() => navigate('/'), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [accepted, navigate]);

  function agree() {
    acceptAgreement();
    setAccepted(true);
  }

  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
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
        </section>
      </div>
      <div className="actions">
        <button type="button" className="button" onClick={agree}>
          {text.agree}
        </button>
        <button type="button" className="button button--secondary" onClick={() => navigate('/')}>
          {text.cancel}
        </button>
      </div>
      <div role="status" className="message message--success">
        {accepted ? text.accepted : null}
      </div>
    </div>
  );
}

/** The fee tiers, from the same module the calculator and the API use. */
function FeeTable() {
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

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/agreement';
import { acceptAgreement, agreementAccepted } from '~/routes/agreement-flag';
import { useCopy, usePath } from '~/copy/context';
import { Terms, TermsVersion } from '~/components/Terms';
import { pageMeta } from '~/site/meta';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('agreement', matches);

/** The specification's pause between "accepted" and the home page. */
export const REDIRECT_MS = 1000;

export default function Agreement() {
  const text = useCopy().agreement;
  const home = usePath()('home');
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    if (agreementAccepted()) void navigate(home, { replace: true });
  }, [navigate, home]);

  useEffect(() => {
    if (!accepted) return;
    const timer = window.setTimeout(() => void navigate(home), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [accepted, navigate, home]);

  function agree() {
    acceptAgreement();
    setAccepted(true);
  }

  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      <TermsVersion />
      <Terms />
      <div className="actions">
        <button type="button" className="button" onClick={agree}>
          {text.agree}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void navigate(home)}
        >
          {text.cancel}
        </button>
      </div>
      <div role="status" className="message message--success">
        {accepted ? text.accepted : null}
      </div>
    </div>
  );
}

import { agreementText } from '~/agreement-text';
import { useCopy } from '~/copy/context';
import { type FeeSchedule, INCOME_TABLE } from '~/fees';
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

/**
 * The terms of the service, shown to accept on /agreement and to read again on /terms: the words
 * of app/agreement-text.ts, whose hash is the version an acceptance records.
 */
export function Terms({ schedule = INCOME_TABLE }: { schedule?: FeeSchedule }) {
  const { terms, fee } = agreementText(useCopy(), schedule);
  return (
    <div className="card terms">
      {terms.map((term) => (
        <section key={term.heading}>
          <h2>{term.heading}</h2>
          <p>{term.body}</p>
        </section>
      ))}
      <section>
        <h2>{fee.heading}</h2>
        <p>{fee.intro}</p>
        {/* The fee tiers or the price list, from the module the calculator and the API use. */}
        <table className="fee-table">
          <thead>
            <tr>
              <th scope="col">{fee.columns[0]}</th>
              <th scope="col">{fee.columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {fee.rows.map(([label, amount]) => (
              <tr key={label}>
                <td>{label}</td>
                <td>{amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {fee.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </section>
    </div>
  );
}

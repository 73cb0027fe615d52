import { EstimateTerms } from '~/components/EstimateTerms';
import { StateResult } from '~/components/StateEstimate';
import { readStateAnswer } from '~/routes/calculator.state';
import { formatCents } from '~/money';
import type { CasePageProps, CaseView } from './CasePage';

/** The section's heading: what "On this page" links to. */
export const W2S_HEADING_ID = 'w2s-heading';

/** Whether the case has a W-2 to show, or a reading under way: the section shows then. */
export const w2sShown = (view: CaseView): boolean =>
  view.w2s?.readings.some((reading) => reading.state !== 'other') ?? false;

/**
 * "From your W-2s" on the visitor's case page (RETURN.md §3; decisions 105, 106 and 133): a row a
 * W-2 read (employer, tax year, box 1, box 2), a row saying so for one that could not be read with
 * confidence, "Reading your W-2…" while a document is being read, and under the table the
 * estimate a tax year: "Estimated refund", "Fee" and "Net refund" from the refund engine and the
 * fee module, with the sentence saying it assumes single and no children when the client has not
 * told us about their return. Nothing shows before a case has a W-2 or a reading under way.
 */
export function W2sSection(props: CasePageProps & { view: CaseView }) {
  const text = props.text.w2s;
  const w2s = props.view.w2s;
  if (w2s === undefined || !w2sShown(props.view)) return null;
  const shown = w2s.readings.filter(
    (reading) => reading.state === 'w2' || reading.state === 'unreadable',
  );
  const reading = w2s.readings.some((each) => each.state === 'reading');
  const years = w2s.estimates.length;
  return (
    <section aria-labelledby={W2S_HEADING_ID}>
      <h2 id={W2S_HEADING_ID}>{text.heading}</h2>
      {reading ? <p>{text.reading}</p> : null}
      {shown.length === 0 ? null : (
        <table className="fee-table">
          <thead>
            <tr>
              <th scope="col">{text.employer}</th>
              <th scope="col">{text.taxYear}</th>
              <th scope="col">{text.wages}</th>
              <th scope="col">{text.withheld}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((each) =>
              each.state === 'w2' ? (
                <tr key={each.documentId}>
                  <td>{each.figures.employer}</td>
                  <td>{each.figures.taxYear}</td>
                  <td>{formatCents(each.figures.wages)}</td>
                  <td>{formatCents(each.figures.withheld)}</td>
                </tr>
              ) : (
                <tr key={each.documentId}>
                  <td colSpan={4}>{text.unreadable}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      {w2s.estimates.map((year) => (
        <div key={year.taxYear}>
          {years > 1 ? <h3>{text.forYear(year.taxYear)}</h3> : null}
          <dl className="review">
            <EstimateTerms estimate={year.estimate} text={text} />
          </dl>
          {year.assumed ? <p className="hint">{text.assumed}</p> : null}
          {/* The state's estimate from boxes 15 to 17, read as the calculator reads the API's. */}
          {year.states.map((state) => {
            const outcome = readStateAnswer({ state });
            return outcome === null ? null : (
              <StateResult
                key={state.code}
                outcome={outcome}
                headingId={`${W2S_HEADING_ID}-${year.taxYear}-${state.code}`}
                text={props.copy.stateRefund}
                level={3}
              />
            );
          })}
        </div>
      ))}
      {shown.length === 0 ? null : <p>{text.checked}</p>}
    </section>
  );
}

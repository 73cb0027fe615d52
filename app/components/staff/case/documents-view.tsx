import { staffCopy } from '~/copy/staff';
import { EstimateTerms } from '~/components/EstimateTerms';
import { FeeItems } from '~/components/FeeItems';
import { formatCents } from '~/money';
import { useOfficeTime } from '~/staff/office-time';
import type { CaseDocument } from '../../../../server/cases/store';
import type { CaseW2s } from '../../../../server/reader/case-w2s';
import type { DocumentReading } from '../../../../server/reader/readings';
import { casePath } from '../cases';

const text = staffCopy.w2;

/** Where a document's "Correct" leads: its correction page (staff.cases.$reference.w2.$id). */
export const w2CorrectionPath = (reference: string, documentId: string) =>
  `${casePath(reference)}/w2/${documentId}`;

/**
 * "Documents" on the staff case page (RETURN.md §3; decision 134): each document a download link
 * and its time, and beside it what the reader made of it: a W-2's employer, tax year, box 1 and
 * box 2 and how they were read, "Reading the W-2…", not read with confidence, or not a W-2; a
 * "Correct" button (a form that gets the correction page, without JavaScript) for any document read.
 * Under the list, the estimate from the W-2s as the client's page shows it.
 */
export function DocumentsPart(props: {
  reference: string;
  documents: readonly CaseDocument[];
  w2s: CaseW2s | undefined;
}) {
  const when = useOfficeTime();
  const { reference, documents } = props;
  const readings = new Map(props.w2s?.readings.map((reading) => [reading.documentId, reading]));
  const estimates = props.w2s?.estimates ?? [];
  return (
    <>
      <h2 id="documents-heading">{staffCopy.cases.documents}</h2>
      {documents.length === 0 ? (
        <p>{staffCopy.cases.noDocuments}</p>
      ) : (
        <ul>
          {documents.map((document) => (
            <li key={document.id}>
              <a href={`${casePath(reference)}/documents/${document.id}`} download>
                {document.originalName}
              </a>
              {` (${when(document.createdAt)})`}
              <ReadingPart reference={reference} reading={readings.get(document.id)} />
            </li>
          ))}
        </ul>
      )}
      {estimates.length === 0 ? null : (
        <section aria-labelledby="w2-estimate-heading">
          <h3 id="w2-estimate-heading">{text.estimate}</h3>
          {estimates.map((year) => (
            <div key={year.taxYear}>
              <h4>{text.forYear(year.taxYear)}</h4>
              <dl className="review">
                <dt>{text.wages}</dt>
                <dd>{formatCents(year.wages)}</dd>
                <dt>{text.withheld}</dt>
                <dd>{formatCents(year.withheld)}</dd>
                <EstimateTerms estimate={year.estimate} text={text} />
              </dl>
              <FeeItems priced={year.estimate} text={staffCopy.fees} />
              {year.assumed ? <p className="hint">{text.assumed}</p> : null}
            </div>
          ))}
        </section>
      )}
    </>
  );
}

function ReadingPart(props: { reference: string; reading: DocumentReading | undefined }) {
  const { reading } = props;
  if (reading === undefined) return null;
  if (reading.state === 'reading') return <p className="hint">{text.reading}</p>;
  const correct = (
    <form method="get" action={w2CorrectionPath(props.reference, reading.documentId)}>
      <button type="submit" className="button button--secondary">
        {text.correct}
      </button>
    </form>
  );
  if (reading.state === 'other') {
    return (
      <>
        <p className="hint">{text.notW2}</p>
        {correct}
      </>
    );
  }
  if (reading.state === 'unreadable') {
    return (
      <>
        <p>{text.unreadable}</p>
        {correct}
      </>
    );
  }
  const { figures } = reading;
  return (
    <>
      <dl className="review">
        <dt>{text.employer}</dt>
        <dd>{figures.employer}</dd>
        <dt>{text.taxYear}</dt>
        <dd>{figures.taxYear}</dd>
        <dt>{text.wages}</dt>
        <dd>{formatCents(figures.wages)}</dd>
        <dt>{text.withheld}</dt>
        <dd>{formatCents(figures.withheld)}</dd>
      </dl>
      <p className="hint">{text.readBy[reading.method]}</p>
      {correct}
    </>
  );
}

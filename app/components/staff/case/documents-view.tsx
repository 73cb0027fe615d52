import { Fragment } from 'react';
import { staffCopy } from '~/copy/staff';
import { EstimateTerms } from '~/components/EstimateTerms';
import { FeeItems } from '~/components/FeeItems';
import { formatCents } from '~/money';
import { useOfficeTime } from '~/staff/office-time';
import type { CaseDocument } from '../../../../server/cases/store';
import type { CaseW2s } from '../../../../server/reader/case-w2s';
import type {
  DocumentReading,
  W2Figures,
  W2StandingChange,
} from '../../../../server/reader/readings';
import { casePath } from '../cases';
import { CsrfField } from '../parts';

const text = staffCopy.w2;

/** Where a document's "Correct" leads: its correction page (staff.cases.$reference.w2.$id). */
export const w2CorrectionPath = (reference: string, documentId: string) =>
  `${casePath(reference)}/w2/${documentId}`;

/**
 * "Documents" on the staff case page (docs/documents.md; decision 134): each document a download
 * link and its time, and beside it what the reader made of it: a W-2's employer, tax year, box 1
 * and box 2 and how they were read, "Reading the W-2…", not read with confidence, or not a W-2; a
 * "Correct" button (a form that gets the correction page, without JavaScript) for any document
 * read. Under the list, the estimate from the W-2s as the client's page shows it.
 */
export function DocumentsPart(props: {
  reference: string;
  documents: readonly CaseDocument[];
  w2s: CaseW2s | undefined;
  /** The session's form token: the standing buttons post. */
  csrf: string;
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
              <ReadingPart
                reference={reference}
                csrf={props.csrf}
                reading={readings.get(document.id)}
              />
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

/** Where "Leave out of the estimate", "Count in the estimate" and "Not a duplicate" post. */
export const w2StandingPath = (reference: string, documentId: string) =>
  `${w2CorrectionPath(reference, documentId)}/estimate`;

/** A W-2's place in the estimate: one button a change (decision 164), each a form that posts. */
function StandingButton(props: {
  reference: string;
  documentId: string;
  csrf: string;
  change: W2StandingChange;
  label: string;
}) {
  return (
    <form method="post" action={w2StandingPath(props.reference, props.documentId)}>
      <CsrfField token={props.csrf} />
      <input type="hidden" name="change" value={props.change} />
      <button type="submit" className="button button--secondary">
        {props.label}
      </button>
    </form>
  );
}

/**
 * Box 12 and boxes 15 to 17, as terms after boxes 1 and 2, when read (decision 165). Box b is on
 * the correction page, not here: the four terms of a W-2 without them stay as they were.
 */
function MoreFigures({ figures }: { figures: W2Figures }) {
  return (
    <>
      {(figures.box12 ?? []).map((line, index) => (
        <Fragment key={`box12-${index}`}>
          <dt>
            {line.code === 'TP'
              ? text.tips
              : line.code === 'TT'
                ? text.overtime
                : text.box12Code(line.code)}
          </dt>
          <dd>{formatCents(line.amount)}</dd>
        </Fragment>
      ))}
      {(figures.states ?? []).map((state, index) => (
        <Fragment key={`state-${index}`}>
          <dt>{text.state}</dt>
          <dd>{state.code}</dd>
          <dt>{text.stateWages}</dt>
          <dd>{formatCents(state.wages)}</dd>
          <dt>{text.stateWithheld}</dt>
          <dd>{formatCents(state.withheld)}</dd>
        </Fragment>
      ))}
    </>
  );
}

function ReadingPart(props: {
  reference: string;
  csrf: string;
  reading: DocumentReading | undefined;
}) {
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
  const standing = (change: W2StandingChange, label: string) => (
    <StandingButton
      reference={props.reference}
      documentId={reading.documentId}
      csrf={props.csrf}
      change={change}
      label={label}
    />
  );
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
        <MoreFigures figures={figures} />
      </dl>
      <p className="hint">{text.readBy[reading.method]}</p>
      {reading.leftOut ? <p>{text.leftOut}</p> : reading.duplicate ? <p>{text.duplicate}</p> : null}
      <div className="actions">
        {correct}
        {reading.leftOut ? standing('count', text.countIn) : standing('leave-out', text.leaveOut)}
        {reading.duplicate && !reading.leftOut
          ? standing('not-duplicate', text.notDuplicate)
          : null}
      </div>
    </>
  );
}

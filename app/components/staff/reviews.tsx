import { staffCopy } from '~/copy/staff';
import { stateName } from '~/reviews/us-states';
import { useOfficeTime } from '~/staff/office-time';
import type { ListedReview } from '../../../server/reviews/store';
import { CsrfField, Pager, StaffTable } from './parts';

const text = staffCopy.reviews;

/**
 * "Reviews" (docs/product.md, "Testimonials from real clients"; decision 143): every review clients
 * sent, newest first, 50 a page, each as written (text), its name and state as they would show,
 * its consent and decision; "Publish" (only with consent) and "Don't publish", each a post with
 * the form token, audited. No control changes a review's words.
 */
export interface ReviewsPageProps {
  readonly rows: readonly ListedReview[];
  readonly older: number | null;
  readonly paged: boolean;
  readonly csrf: string;
  /** The page the buttons come back to (with its `before`). */
  readonly back: string;
  /** What was just done (post/redirect/get). */
  readonly done: string | null;
}

/** Where a review's decision posts. */
export const decisionPath = (id: number) => `/staff/reviews/${id}/decision`;

function Decision({ row }: { row: ListedReview }) {
  const when = useOfficeTime();
  if (row.decision === null) return <>{text.undecided}</>;
  return (
    <>
      <strong>{row.decision === 'published' ? text.published : text.notPublished}</strong>
      {row.decidedBy !== null && row.decidedAt !== null ? (
        <>
          <br />
          {text.decidedBy(row.decidedBy, when(row.decidedAt))}
        </>
      ) : null}
    </>
  );
}

function DecisionForm(props: { row: ListedReview; csrf: string; back: string }) {
  const { row } = props;
  const canPublish = row.consent && row.decision !== 'published';
  const canWithhold = row.decision !== 'not_published';
  if (!canPublish && !canWithhold) return null;
  return (
    <form method="post" action={decisionPath(row.id)} className="actions">
      <CsrfField token={props.csrf} />
      <input type="hidden" name="back" value={props.back} />
      {canPublish ? (
        <button
          type="submit"
          name="decision"
          value="published"
          className="button"
          aria-describedby={`review-${row.id}`}
        >
          {text.publish}
        </button>
      ) : null}
      {canWithhold ? (
        <button
          type="submit"
          name="decision"
          value="not_published"
          className="button button--secondary"
          aria-describedby={`review-${row.id}`}
        >
          {text.dontPublish}
        </button>
      ) : null}
    </form>
  );
}

export function ReviewsPage(props: ReviewsPageProps) {
  const when = useOfficeTime();
  return (
    <>
      <h1>{text.heading}</h1>
      <p>{text.intro}</p>
      {props.done === null ? null : (
        <p className="message message--success" role="status">
          {props.done}
        </p>
      )}
      {props.rows.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <StaffTable
          headings={[
            text.sent,
            text.review,
            text.shownAs,
            text.consent,
            text.decision,
            staffCopy.cases.caseOf,
            <span key="decide" className="visually-hidden">
              {text.publish}
            </span>,
          ]}
        >
          {props.rows.map((row) => (
            <tr key={row.id}>
              <td>{when(row.createdAt)}</td>
              <td className="staff-long review__message" id={`review-${row.id}`}>
                {row.body}
              </td>
              <td>
                {row.shownName}, {stateName(row.state)}
              </td>
              <td>{row.consent ? text.yes : text.no}</td>
              <td>
                <Decision row={row} />
              </td>
              <td>
                {row.reference === null ? (
                  text.caseGone
                ) : (
                  <a href={`/staff/cases/${row.reference}`}>{row.reference}</a>
                )}
              </td>
              <td>
                <DecisionForm row={row} csrf={props.csrf} back={props.back} />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Pager path="/staff/reviews" paged={props.paged} older={props.older} text={text} />
    </>
  );
}

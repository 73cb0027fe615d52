import { staffCopy } from '~/copy/staff';
import { useOfficeTime } from '~/staff/office-time';
import type { CaseDetail } from '../../../../server/cases/detail';
import type { DocumentRequest } from '../../../../server/cases/requests';
import { casePath } from '../cases';
import { Alert, CsrfField, LabelledControl, StaffTable, SubmitRow } from '../parts';

/**
 * "Documents requested" on a staff case page (docs/back-office.md, "Documents requested";
 * decision 087): the case's requests with their state, the form "Request document", and "Mark
 * received" for an open one whose document came another way. Names and reasons are written as
 * text.
 */
const text = staffCopy.requests;

/** The form back as typed with why it was refused, or a "Mark received" that came too late. */
export interface RequestsPartState {
  readonly value: string;
  readonly error: string;
}

export const requestsPath = (reference: string) => `${casePath(reference)}/requests`;
const receivedPath = (reference: string, id: number) => `${requestsPath(reference)}/${id}/received`;

/** A request's state as staff read it: the word the spec names, then what goes with it. */
function RequestState({ reference, request }: { reference: string; request: DocumentRequest }) {
  const when = useOfficeTime();
  if (request.state === 'not_applicable') {
    return (
      <>
        <strong>{text.notApplicable}</strong>{' '}
        <span className="staff-long">
          {request.reason === null ? `(${text.noReason})` : `“${request.reason}”`}
        </span>
      </>
    );
  }
  if (request.state === 'received') {
    const at = request.answeredAt === null ? '' : when(request.answeredAt);
    return (
      <>
        <strong>{text.received}</strong>
        {request.document ? (
          <>
            {' '}
            <a href={`${casePath(reference)}/documents/${request.document.id}`} download>
              {request.document.originalName}
            </a>
            {` (${at})`}
          </>
        ) : (
          ` (${text.markedBy(request.receivedBy ?? '', at)})`
        )}
      </>
    );
  }
  return <strong>{text.requested}</strong>;
}

/** The part of the case page: the requests, then the form that adds one. */
export function RequestsPart(props: {
  detail: Pick<CaseDetail, 'found' | 'requests'>;
  csrf: string;
  state?: RequestsPartState | undefined;
  /** REQUEST_NAME_MAX (server/cases/requests.ts). */
  max: number;
}) {
  const when = useOfficeTime();
  const { reference } = props.detail.found;
  const { requests } = props.detail;
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading">{text.heading}</h2>
      {requests.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <StaffTable headings={[text.document, text.asked, text.state]}>
          {requests.map((request) => (
            <tr key={request.id}>
              <td className="staff-long">{request.name}</td>
              <td>{when(request.requestedAt)}</td>
              <td>
                <RequestState reference={reference} request={request} />
                {request.state === 'requested' ? (
                  <form method="post" action={receivedPath(reference, request.id)}>
                    <CsrfField token={props.csrf} />
                    <button type="submit" className="button button--secondary">
                      {text.markReceived}
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <form method="post" action={requestsPath(reference)} className="narrow">
        <CsrfField token={props.csrf} />
        {props.state ? <Alert>{props.state.error}</Alert> : null}
        <LabelledControl id="request-document" label={text.field} hint={text.hint(props.max)}>
          {(control) => (
            <input
              {...control}
              name="document"
              required
              maxLength={props.max}
              defaultValue={props.state?.value ?? ''}
            />
          )}
        </LabelledControl>
        <SubmitRow label={text.submit} />
      </form>
    </section>
  );
}

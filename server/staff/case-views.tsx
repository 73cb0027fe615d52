import { CASE_STATUSES, type CaseStatus, statusLabel } from '../../app/cases/statuses';
import { en } from '../../app/copy/en';
import { staffCopy } from '../../app/copy/staff';
import { formatCents } from '../cases/money';
import type { CaseDetail } from '../cases/detail';
import type { CaseListRow } from '../cases/list';
import { Alert, CsrfField, LabelledControl, Pager, StaffTable, when } from './views';

const text = staffCopy.cases;
/** Staff read the status names in English, as the visitor does on the English site. */
const label = (status: CaseStatus) => statusLabel(status, en);

export const casePath = (reference: string) => `/staff/cases/${reference}`;

/** Every status, by its label in the staff's language. */
function StatusOptions() {
  return CASE_STATUSES.map(({ key }) => (
    <option key={key} value={key}>
      {label(key)}
    </option>
  ));
}

/** Newest first, 50 a page, paged by (opened, id): never by offset. */
export function CasesPage(props: {
  rows: CaseListRow[] | null;
  older: string | null;
  paged: boolean;
  status: CaseStatus | undefined;
  search: string;
}) {
  const keep = new URLSearchParams();
  if (props.status) keep.set('status', props.status);
  if (props.search) keep.set('q', props.search);
  const filtered = props.status !== undefined || props.search !== '';
  return (
    <>
      <h1>{text.heading}</h1>
      <form method="get" action="/staff/cases" aria-label={text.filters} className="staff-filters">
        <LabelledControl id="case-status" label={text.status}>
          {(control) => (
            <select {...control} name="status" defaultValue={props.status ?? ''}>
              <option value="">{text.anyStatus}</option>
              <StatusOptions />
            </select>
          )}
        </LabelledControl>
        <LabelledControl id="case-search" label={text.search} hint={text.searchHint}>
          {(control) => <input {...control} name="q" type="search" defaultValue={props.search} />}
        </LabelledControl>
        <div className="actions">
          <button type="submit" className="button">
            {text.apply}
          </button>
          {filtered ? <a href="/staff/cases">{text.clear}</a> : null}
        </div>
      </form>
      {props.rows === null ? (
        <Alert>{text.notAReference}</Alert>
      ) : props.rows.length === 0 ? (
        <p>{filtered ? text.noneFound : text.none}</p>
      ) : (
        <StaffTable
          headings={[text.reference, text.status, text.documents, text.messages, text.lastActivity]}
        >
          {props.rows.map((row) => (
            <tr key={row.reference}>
              <td>
                <a href={casePath(row.reference)}>{row.reference}</a>
              </td>
              <td>{label(row.status)}</td>
              <td>{row.documents}</td>
              <td>{row.messages}</td>
              <td>{when(row.lastActivityAt)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Pager
        path="/staff/cases"
        params={keep}
        paged={props.paged}
        older={props.older}
        text={text}
      />
    </>
  );
}

function eventWhat(event: CaseDetail['events'][number]): string {
  if (event.kind === 'document') return text.kinds.document;
  if (event.kind === 'message') return text.kinds.message;
  return event.status ? text.kinds.status(label(event.status)) : text.kinds.update;
}

export interface UpdateForm {
  readonly status: string;
  readonly note: string;
  readonly estimate: string;
}

export function CasePage(props: {
  detail: CaseDetail;
  csrf: string;
  /** What was typed, when the form comes back with an error. */
  form?: UpdateForm;
  error?: string;
  notice?: string;
}) {
  const { found, documents, messages, events } = props.detail;
  const estimate =
    found.estimatedRefundCents === null ? '' : formatCents(found.estimatedRefundCents, false);
  const form = props.form ?? { status: found.status, note: '', estimate };
  return (
    <>
      <h1>{found.reference}</h1>
      {props.notice ? (
        <p className="message message--success" role="status">
          {props.notice}
        </p>
      ) : null}
      <dl className="review">
        <dt>{text.status}</dt>
        <dd>{label(found.status)}</dd>
        <dt>{text.estimatedRefund}</dt>
        <dd>
          {found.estimatedRefundCents === null
            ? text.noEstimate
            : `$${formatCents(found.estimatedRefundCents, true)}`}
        </dd>
        <dt>{text.opened}</dt>
        <dd>{when(found.createdAt)}</dd>
        <dt>{text.lastActivity}</dt>
        <dd>{when(found.lastActivityAt)}</dd>
      </dl>

      <h2>{text.documents}</h2>
      {documents.length === 0 ? (
        <p>{text.noDocuments}</p>
      ) : (
        <ul>
          {documents.map((document) => (
            <li key={document.id}>
              <a href={`${casePath(found.reference)}/documents/${document.id}`} download>
                {document.originalName}
              </a>{' '}
              ({when(document.createdAt)})
            </li>
          ))}
        </ul>
      )}

      <h2>{text.messages}</h2>
      {messages.length === 0 ? (
        <p>{text.noMessages}</p>
      ) : (
        <ul>
          {messages.map((message) => (
            <li key={message.id}>
              <a href={`/staff/messages/${message.id}`}>{staffCopy.messages.open(message.name)}</a>{' '}
              ({message.email}, {when(message.createdAt)})
              <p className="review__message">{message.message}</p>
            </li>
          ))}
        </ul>
      )}

      <h2>{text.events}</h2>
      {events.length === 0 ? (
        <p>{text.noEvents}</p>
      ) : (
        <StaffTable headings={[text.eventTime, text.eventWhat, text.eventNote, text.eventBy]}>
          {events.map((event, index) => (
            <tr key={index}>
              <td>{when(event.at)}</td>
              <td>{eventWhat(event)}</td>
              <td>{event.note}</td>
              <td>{event.by ?? text.visitor}</td>
            </tr>
          ))}
        </StaffTable>
      )}

      <h2>{text.updateHeading}</h2>
      <form method="post" action={casePath(found.reference)} className="narrow">
        <CsrfField token={props.csrf} />
        {props.error ? <Alert>{props.error}</Alert> : null}
        <LabelledControl id="case-update-status" label={text.status}>
          {(control) => (
            <select {...control} name="status" defaultValue={form.status}>
              <StatusOptions />
            </select>
          )}
        </LabelledControl>
        <LabelledControl id="case-update-note" label={text.note} hint={text.noteHint}>
          {(control) => <textarea {...control} name="note" rows={3} defaultValue={form.note} />}
        </LabelledControl>
        <LabelledControl id="case-update-estimate" label={text.estimate} hint={text.estimateHint}>
          {(control) => (
            <input {...control} name="estimate" inputMode="decimal" defaultValue={form.estimate} />
          )}
        </LabelledControl>
        <div className="actions">
          <button type="submit" className="button">
            {text.update}
          </button>
        </div>
      </form>
      <p>
        <a href="/staff/cases">{text.back}</a>
      </p>
    </>
  );
}

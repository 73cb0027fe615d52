import { staffCopy as text } from '~/copy/staff';
import { useOfficeTime } from '~/staff/office-time';
import type { InboxMessage, InboxRow } from '../../../server/contact/inbox';
import { CsrfField, Pager, StaffTable } from './parts';

/**
 * "Messages": every contact message and every message a visitor wrote on their case page, newest
 * first, unread ones marked, each linked to its case (decision 076); a contact message's page;
 * "Mark read" and "Mark handled", each a post with the form token (decision 057).
 */

/** Where the case-page messages' buttons post (a contact message's are under /staff/messages/). */
const CASE_MESSAGES_PATH = '/staff/messages/case/';

/** A message as the Messages screen and a message's page show it. */
type MessageRow = Pick<InboxRow, 'read_at' | 'handled_at' | 'reference'>;

function CaseLink({ row }: { row: MessageRow }) {
  if (row.reference === null) return <>{text.cases.noCase}</>;
  return <a href={`/staff/cases/${row.reference}`}>{row.reference}</a>;
}

function State({ row }: { row: MessageRow }) {
  const t = text.messages;
  if (row.handled_at) return <>{t.handled}</>;
  return row.read_at ? <>{t.read}</> : <strong className="staff-unread">{t.unread}</strong>;
}

/** Reading a message changes nothing: staff mark it read themselves (decision 057). */
function ReadButton({ row, csrf }: { row: InboxMessage; csrf: string }) {
  if (row.read_at || row.handled_at) return null;
  return (
    <form method="post" action={`/staff/messages/${row.id}/read`}>
      <CsrfField token={csrf} />
      <button type="submit" className="button">
        {text.messages.markRead}
      </button>
    </form>
  );
}

/** Where "Mark handled" posts for a message of either kind. */
const handledPath = (source: InboxRow['source'], id: number) =>
  source === 'case' ? `${CASE_MESSAGES_PATH}${id}/handled` : `/staff/messages/${id}/handled`;

function HandleButton(props: { row: MessageRow; action: string; csrf: string; back: string }) {
  if (props.row.handled_at) return null;
  return (
    <form method="post" action={props.action}>
      <CsrfField token={props.csrf} />
      <input type="hidden" name="back" value={props.back} />
      <button type="submit" className="button button--secondary">
        {text.messages.markHandled}
      </button>
    </form>
  );
}

/** A contact message: the name typed, linked to its page, and the e-mail; else the case page. */
function From({ row }: { row: InboxRow }) {
  if (row.from === null) return <>{text.messages.fromCasePage}</>;
  return (
    <>
      <a href={`/staff/messages/${row.id}`}>{text.messages.open(row.from.name)}</a>
      <br />
      {row.from.email}
    </>
  );
}

/** Newest first, 50 a page, paged by time and id (an index), never by offset. */
export function MessagesPage(props: {
  rows: InboxRow[];
  older: string | null;
  paged: boolean;
  csrf: string;
  back: string;
}) {
  const t = text.messages;
  const when = useOfficeTime();
  return (
    <>
      <h1>{t.heading}</h1>
      {props.rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <StaffTable
          headings={[
            t.received,
            t.from,
            t.message,
            t.state,
            text.cases.caseOf,
            <span key="handle" className="visually-hidden">
              {t.markHandled}
            </span>,
          ]}
        >
          {props.rows.map((row) => (
            <tr
              key={`${row.source}-${row.id}`}
              className={row.read_at ? undefined : 'staff-unread'}
            >
              <td>{when(row.created_at)}</td>
              <td>
                <From row={row} />
              </td>
              <td>{row.message.length > 80 ? `${row.message.slice(0, 80)}…` : row.message}</td>
              <td>
                <State row={row} />
              </td>
              <td>
                <CaseLink row={row} />
              </td>
              <td>
                <HandleButton
                  row={row}
                  action={handledPath(row.source, row.id)}
                  csrf={props.csrf}
                  back={props.back}
                />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Pager path="/staff/messages" paged={props.paged} older={props.older} text={t} />
    </>
  );
}

export function OneMessagePage({ row, csrf }: { row: InboxMessage; csrf: string }) {
  const t = text.messages;
  const when = useOfficeTime();
  return (
    <div className="narrow">
      <h1>{t.open(row.name)}</h1>
      <dl className="review">
        <dt>{t.received}</dt>
        <dd>{when(row.created_at)}</dd>
        <dt>{t.from}</dt>
        <dd>{row.name}</dd>
        <dt>{t.email}</dt>
        <dd>
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </dd>
        <dt>{t.state}</dt>
        <dd>
          <State row={row} />
        </dd>
        <dt>{text.cases.caseOf}</dt>
        <dd>
          <CaseLink row={row} />
        </dd>
        <dt>{t.message}</dt>
        <dd className="review__message">{row.message}</dd>
      </dl>
      <div className="actions">
        <ReadButton row={row} csrf={csrf} />
        <HandleButton
          row={row}
          action={handledPath('contact', row.id)}
          csrf={csrf}
          back={`/staff/messages/${row.id}`}
        />
      </div>
      <p>
        <a href="/staff/messages">{t.back}</a>
      </p>
    </div>
  );
}

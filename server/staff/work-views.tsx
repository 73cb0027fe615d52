import { staffCopy as text } from '../../app/copy/staff';
import type { InboxMessage } from '../contact/inbox';
import type { AuditRow } from './audit';
import { Alert, CsrfField, LabelledControl, Pager, StaffTable, when } from './views';

/** A message as the Messages screen and a message's page show it. */
export type MessageRow = InboxMessage;

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
function ReadButton({ row, csrf }: { row: MessageRow; csrf: string }) {
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

function HandleButton({ row, csrf, back }: { row: MessageRow; csrf: string; back: string }) {
  if (row.handled_at) return null;
  return (
    <form method="post" action={`/staff/messages/${row.id}/handled`}>
      <CsrfField token={csrf} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="button button--secondary">
        {text.messages.markHandled}
      </button>
    </form>
  );
}

/** Newest first, 50 a page, paged by id (an index), never by offset. */
export function MessagesPage(props: {
  rows: MessageRow[];
  older: number | null;
  paged: boolean;
  csrf: string;
  back: string;
}) {
  const t = text.messages;
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
            <tr key={row.id} className={row.read_at ? undefined : 'staff-unread'}>
              <td>{when(row.created_at)}</td>
              <td>
                <a href={`/staff/messages/${row.id}`}>{t.open(row.name)}</a>
                <br />
                {row.email}
              </td>
              <td>{row.message.length > 80 ? `${row.message.slice(0, 80)}…` : row.message}</td>
              <td>
                <State row={row} />
              </td>
              <td>
                <CaseLink row={row} />
              </td>
              <td>
                <HandleButton row={row} csrf={props.csrf} back={props.back} />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Pager path="/staff/messages" paged={props.paged} older={props.older} text={t} />
    </>
  );
}

export function OneMessagePage({ row, csrf }: { row: MessageRow; csrf: string }) {
  const t = text.messages;
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
        <HandleButton row={row} csrf={csrf} back={`/staff/messages/${row.id}`} />
      </div>
      <p>
        <a href="/staff/messages">{t.back}</a>
      </p>
    </div>
  );
}

/** The Audit log screen's filters, as the GET form sends them (every one optional). */
export interface AuditFilter {
  readonly action: string;
  readonly account: string;
  readonly from: string;
  readonly to: string;
}

export function AuditPage(props: {
  rows: AuditRow[];
  older: number | null;
  paged: boolean;
  filter: AuditFilter;
  actions: readonly string[];
  error?: string;
}) {
  const t = text.audit;
  const { filter } = props;
  const keep = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value !== '') keep.set(name, value);
  const filtered = keep.size > 0;
  return (
    <>
      <h1>{t.heading}</h1>
      <form method="get" action="/staff/audit" aria-label={t.filters} className="staff-filters">
        <LabelledControl id="audit-action" label={t.action}>
          {(control) => (
            <select {...control} name="action" defaultValue={filter.action}>
              <option value="">{t.anyAction}</option>
              {props.actions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          )}
        </LabelledControl>
        <LabelledControl id="audit-account" label={t.account} hint={t.accountHint}>
          {(control) => (
            <input {...control} name="account" type="search" defaultValue={filter.account} />
          )}
        </LabelledControl>
        <LabelledControl id="audit-from" label={t.from}>
          {(control) => <input {...control} name="from" type="date" defaultValue={filter.from} />}
        </LabelledControl>
        <LabelledControl id="audit-to" label={t.to}>
          {(control) => <input {...control} name="to" type="date" defaultValue={filter.to} />}
        </LabelledControl>
        <div className="actions">
          <button type="submit" className="button">
            {t.apply}
          </button>
          {filtered ? <a href="/staff/audit">{t.clear}</a> : null}
        </div>
      </form>
      {props.error ? <Alert>{props.error}</Alert> : null}
      {props.rows.length === 0 ? (
        <p>{filtered ? t.noneFound : t.none}</p>
      ) : (
        <StaffTable headings={[t.time, t.who, t.what, t.subject, t.address]}>
          {props.rows.map((row) => (
            <tr key={row.id}>
              <td>{when(row.at)}</td>
              <td>{row.actor}</td>
              <td>{row.action}</td>
              <td>
                {[row.subject, row.attempts !== null ? t.attempts(row.attempts) : '']
                  .filter((part) => part !== '')
                  .join(', ')}
              </td>
              <td>{row.client_address}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Pager path="/staff/audit" params={keep} paged={props.paged} older={props.older} text={t} />
    </>
  );
}

import { staffCopy as text } from '~/copy/staff';
import { useOfficeTime } from '~/staff/office-time';
import type { AuditRow } from '../../../server/staff/audit';
import { Alert, LabelledControl, Pager, StaffTable, SubmitRow } from './parts';

/** "Audit log", admins only: who did what and when, filtered by action, account and dates. */

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
  error?: string | undefined;
}) {
  const t = text.audit;
  const when = useOfficeTime();
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
        <SubmitRow label={t.apply}>
          {filtered ? <a href="/staff/audit">{t.clear}</a> : null}
        </SubmitRow>
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

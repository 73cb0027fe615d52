import { Router } from 'express';
import { z } from 'zod';
import { staffCopy as text } from '../../../app/copy/staff';
import { audit, AUDIT, AUDIT_ACTIONS, type AuditRow, readAuditLog } from '../audit';
import { actor, methodNotAllowed, STAFF_PAGE_SIZE, type StaffPages } from '../http';
import { queryOf, rowId, textField } from '../../form-fields';
import { officeDayStart } from '../../../app/time';
import { useOfficeTime } from '../office-time';
import { Alert, LabelledControl, Pager, StaffTable, SubmitRow } from '../views';

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date that names a real day, or null when it is none. */
function calendarDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? null : value;
}

/** The calendar day after `day` (YYYY-MM-DD). */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** A date field of the filter: as typed (shown again), and the day it names (null for none). */
const dateField = textField.transform((typed) => {
  const value = typed.slice(0, 10);
  const day = calendarDay(value);
  return { value, day, bad: value !== '' && day === null };
});

/** The Audit log screen's GET form and pager: an action not in the list is every action. */
const auditQuery = z.object({
  action: textField.transform((value) => (AUDIT_ACTIONS.includes(value) ? value : '')),
  account: textField.transform((value) => value.trim().slice(0, 254)),
  from: dateField,
  to: dateField,
  before: rowId,
});

/** "Audit log", admins only: who did what and when, filtered by action, account and dates. */
export function auditScreen(pages: StaffPages): Router {
  const { db } = pages;
  const router = Router();
  router
    .route('/staff/audit')
    .get(async (req, res) => {
      if (!req.staffSession?.isAdmin) return pages.notice(req, res, 403, text.forbidden);
      const query = queryOf(auditQuery, req);
      const { from, to, before } = query;
      const filter: AuditFilter = {
        action: query.action,
        account: query.account,
        from: from.value,
        to: to.value,
      };
      const badDate = from.bad || to.bad;
      // The days of the office (OFFICE_TIME_ZONE), as every time on the screen is written.
      const zone = pages.options.officeTimeZone;
      const { rows, older } = badDate
        ? { rows: [], older: null }
        : await readAuditLog(db, {
            action: query.action === '' ? undefined : query.action,
            account: query.account === '' ? undefined : query.account,
            from: from.day === null ? null : officeDayStart(from.day, zone),
            until: to.day === null ? null : officeDayStart(dayAfter(to.day), zone),
            before,
            pageSize: STAFF_PAGE_SIZE,
          });
      // Reading the log is an event of its own: which filter and page, never what it showed.
      const shown = [
        filter.action !== '' ? `action ${filter.action}` : 'every action',
        ...(filter.account !== '' ? ['one account'] : []),
        ...(from.day !== null || to.day !== null
          ? [`dates ${filter.from || '…'} to ${filter.to || '…'}`]
          : []),
        before === null ? 'first page' : 'an older page',
      ].join(', ');
      await audit(db, actor(req), AUDIT.auditViewed, shown);
      pages.page(
        req,
        res,
        badDate ? 400 : 200,
        text.audit.heading,
        <AuditPage
          rows={rows}
          older={older}
          paged={before !== null}
          filter={filter}
          actions={AUDIT_ACTIONS}
          error={badDate ? text.audit.badDate : undefined}
        />,
      );
    })
    .all(methodNotAllowed(pages, 'GET, HEAD'));
  return router;
}

/** The Audit log screen's filters, as the GET form sends them (every one optional). */
interface AuditFilter {
  readonly action: string;
  readonly account: string;
  readonly from: string;
  readonly to: string;
}

function AuditPage(props: {
  rows: AuditRow[];
  older: number | null;
  paged: boolean;
  filter: AuditFilter;
  actions: readonly string[];
  error?: string;
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

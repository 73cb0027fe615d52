import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/staff.audit';
import { type AuditFilter, AuditPage } from '~/components/staff/audit';
import { staffCopy as text } from '~/copy/staff';
import { staffMeta } from '~/staff/meta';
import { officeDayStart } from '~/staff/office-time';
import { queryOf } from '~/ui/forms.server';
import { rowId, textField } from '~/ui/forms.server';
import { audit, AUDIT, AUDIT_ACTIONS, readAuditLog } from '../../server/staff/audit';
import {
  actor,
  notice,
  readOnly,
  requireStaff,
  STAFF_PAGE_SIZE,
  staffHandler,
  staffServices,
} from '../../server/staff/route-checks.server';

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

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(text.audit.heading, matches);

/** "Audit log", admins only: who did what and when, filtered by action, account and dates. */
export const loader = staffHandler(async ({ request, context }: Route.LoaderArgs) => {
  const session = await requireStaff(request, context);
  if (!session.isAdmin) throw notice(403, text.forbidden);
  const { db, officeTimeZone } = staffServices(context);
  const query = queryOf(auditQuery, request);
  const { from, to, before } = query;
  const filter: AuditFilter = {
    action: query.action,
    account: query.account,
    from: from.value,
    to: to.value,
  };
  const badDate = from.bad || to.bad;
  // The days of the office (OFFICE_TIME_ZONE), as every time on the screen is written.
  const { rows, older } = badDate
    ? { rows: [], older: null }
    : await readAuditLog(db, {
        action: query.action === '' ? undefined : query.action,
        account: query.account === '' ? undefined : query.account,
        from: from.day === null ? null : officeDayStart(from.day, officeTimeZone),
        until: to.day === null ? null : officeDayStart(dayAfter(to.day), officeTimeZone),
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
  await audit(db, actor(session, context), AUDIT.auditViewed, shown);
  return data(
    {
      rows,
      older,
      paged: before !== null,
      filter,
      actions: AUDIT_ACTIONS,
      error: badDate ? text.audit.badDate : undefined,
    },
    { status: badDate ? 400 : 200 },
  );
});

export const action = staffHandler(({ request, context }: Route.ActionArgs) =>
  readOnly(request, context),
);

export default function Audit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}

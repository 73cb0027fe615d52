import { Router } from 'express';
import { createElement } from 'react';
import { z } from 'zod';
import { staffCopy as text } from '../../../app/copy/staff';
import { audit, AUDIT, AUDIT_ACTIONS, readAuditLog } from '../audit';
import {
  actor,
  methodNotAllowed,
  queryOf,
  rowId,
  STAFF_PAGE_SIZE,
  type StaffPages,
  textField,
} from '../http';
import { AuditPage, type AuditFilter } from '../work-views';

/** Midnight UTC of a YYYY-MM-DD date, or null when it is none. */
function dayStart(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? null : day;
}

/** A date field of the filter: as typed (shown again), and the day it names (null for none). */
const dateField = textField.transform((typed) => {
  const value = typed.slice(0, 10);
  return { value, day: dayStart(value), bad: value !== '' && dayStart(value) === null };
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
      const { rows, older } = badDate
        ? { rows: [], older: null }
        : await readAuditLog(db, {
            action: query.action === '' ? undefined : query.action,
            account: query.account === '' ? undefined : query.account,
            from: from.day,
            to: to.day,
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
        createElement(AuditPage, {
          rows,
          older,
          paged: before !== null,
          filter,
          actions: AUDIT_ACTIONS,
          error: badDate ? text.audit.badDate : undefined,
        }),
      );
    })
    .all(methodNotAllowed(pages, 'GET, HEAD'));
  return router;
}

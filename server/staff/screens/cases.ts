import { Router } from 'express';
import { createElement } from 'react';
import { z } from 'zod';
import { staffCopy as text } from '../../../app/copy/staff';
import { isCaseStatus } from '../../../app/cases/statuses';
import { isCursor, listCases } from '../../cases/list';
import { audit, AUDIT } from '../audit';
import { CasesPage } from '../case-views';
import {
  actor,
  methodNotAllowed,
  queryOf,
  STAFF_PAGE_SIZE,
  type StaffPages,
  textField,
} from '../http';

/** The Cases screen's GET form and pager: a filter or a page it cannot read is none. */
const casesQuery = z.object({
  status: textField.transform((value) => (isCaseStatus(value) ? value : undefined)),
  q: textField.transform((value) => value.slice(0, 254)),
  before: textField.transform((value) => (isCursor(value) ? value : undefined)),
});

/** What a Cases screen showed, for the audit log: the filter and the page, not the search. */
const listedSubject = (query: z.output<typeof casesQuery>) =>
  [
    query.status === undefined ? 'every status' : `status ${query.status}`,
    ...(query.q === '' ? [] : ['a search']),
    query.before === undefined ? 'first page' : 'an older page',
  ].join(', ');

/** "Cases", the staff home: newest first, filtered by status, searched, 50 a page. */
export function casesScreen(pages: StaffPages): Router {
  const { db } = pages;
  const router = Router();
  router
    .route('/staff/cases')
    .get(async (req, res) => {
      const query = queryOf(casesQuery, req);
      const list = await listCases(db, {
        status: query.status,
        search: query.q,
        before: query.before,
        pageSize: STAFF_PAGE_SIZE,
      });
      await audit(db, actor(req), AUDIT.casesListed, listedSubject(query));
      pages.page(
        req,
        res,
        // A search that is neither a reference nor an e-mail address.
        list.ok ? 200 : 400,
        text.cases.heading,
        createElement(CasesPage, {
          rows: list.ok ? list.rows : null,
          older: list.ok ? list.older : null,
          paged: query.before !== undefined,
          status: query.status,
          search: query.q,
        }),
      );
    })
    .all(methodNotAllowed(pages, 'GET, HEAD'));
  return router;
}

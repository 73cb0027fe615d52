import { Router } from 'express';
import { z } from 'zod';
import { staffCopy as text } from '../../../app/copy/staff';
import {
  CASE_STATUSES,
  type CaseStatus,
  isCaseStatus,
  statusLabel,
} from '../../../app/cases/statuses';
import { en } from '../../../app/copy/en';
import { type CaseListRow, isCursor, listCases } from '../../cases/list';
import { audit, AUDIT } from '../audit';
import {
  actor,
  methodNotAllowed,
  queryOf,
  STAFF_PAGE_SIZE,
  type StaffPages,
  textField,
} from '../http';
import { Alert, LabelledControl, Pager, StaffTable, SubmitRow, when } from '../views';

/** The Cases screen's words, as its views read them. */
const caseText = text.cases;
/** Staff read the status names in English, as the visitor does on the English site. */
export const label = (status: CaseStatus) => statusLabel(status, en);

export const casePath = (reference: string) => `/staff/cases/${reference}`;

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
        <CasesPage
          rows={list.ok ? list.rows : null}
          older={list.ok ? list.older : null}
          paged={query.before !== undefined}
          status={query.status}
          search={query.q}
        />,
      );
    })
    .all(methodNotAllowed(pages, 'GET, HEAD'));
  return router;
}

/** Every status, by its label in the staff's language. */
export function StatusOptions() {
  return CASE_STATUSES.map(({ key }) => (
    <option key={key} value={key}>
      {label(key)}
    </option>
  ));
}

/** Newest first, 50 a page, paged by (opened, id): never by offset. */
function CasesPage(props: {
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
      <h1>{caseText.heading}</h1>
      <form
        method="get"
        action="/staff/cases"
        aria-label={caseText.filters}
        className="staff-filters"
      >
        <LabelledControl id="case-status" label={caseText.status}>
          {(control) => (
            <select {...control} name="status" defaultValue={props.status ?? ''}>
              <option value="">{caseText.anyStatus}</option>
              <StatusOptions />
            </select>
          )}
        </LabelledControl>
        <LabelledControl id="case-search" label={caseText.search} hint={caseText.searchHint}>
          {(control) => <input {...control} name="q" type="search" defaultValue={props.search} />}
        </LabelledControl>
        <SubmitRow label={caseText.apply}>
          {filtered ? <a href="/staff/cases">{caseText.clear}</a> : null}
        </SubmitRow>
      </form>
      {props.rows === null ? (
        <Alert>{caseText.notAReference}</Alert>
      ) : props.rows.length === 0 ? (
        <p>{filtered ? caseText.noneFound : caseText.none}</p>
      ) : (
        <StaffTable
          headings={[
            caseText.reference,
            caseText.status,
            caseText.documents,
            caseText.messages,
            caseText.lastActivity,
          ]}
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
        text={caseText}
      />
    </>
  );
}

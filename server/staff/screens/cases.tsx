import { type Request, Router } from 'express';
import { z } from 'zod';
import { staffCopy as text } from '../../../app/copy/staff';
import {
  CASE_STATUSES,
  type CaseStatus,
  isCaseStatus,
  statusLabel,
} from '../../../app/cases/statuses';
import { en } from '../../../app/copy/en';
import { type AssigneeFilter, type CaseListRow, isCursor, listCases } from '../../cases/list';
import { readSearch } from '../../cases/search';
import { statusCounts } from '../../cases/status-counts';
import { audit, AUDIT } from '../audit';
import { actor, methodNotAllowed, STAFF_PAGE_SIZE, type StaffPages } from '../http';
import { queryOf, textField } from '../../form-fields';
import { useOfficeTime } from '../office-time';
import { Alert, LabelledControl, Pager, StaffTable, SubmitRow } from '../views';

/** The Cases screen's words, as its views read them. */
const caseText = text.cases;
/** Staff read the status names in English, as the visitor does on the English site. */
export const label = (status: CaseStatus) => statusLabel(status, en);

export const casePath = (reference: string) => `/staff/cases/${reference}`;

/** The "Assigned to" filter's choices: "" is anyone. */
const ASSIGNED = ['me', 'unassigned'] as const;
type Assigned = (typeof ASSIGNED)[number] | '';
const isAssigned = (value: string): value is Assigned =>
  value === '' || (ASSIGNED as readonly string[]).includes(value);

/** The Cases screen's GET form and pager: a filter or a page it cannot read is none. */
const casesQuery = z.object({
  status: textField.transform((value) => (isCaseStatus(value) ? value : undefined)),
  assigned: textField.transform((value): Assigned => (isAssigned(value) ? value : '')),
  q: textField.transform((value) => value.slice(0, 254)),
  before: textField.transform((value) => (isCursor(value) ? value : undefined)),
});
type CasesQuery = z.output<typeof casesQuery>;

/** The filter "Assigned to" for the account signed in. */
function assigneeFilter(assigned: Assigned, req: Request): AssigneeFilter {
  if (assigned === 'unassigned') return { kind: 'unassigned' };
  if (assigned === 'me') return { kind: 'account', id: req.staffSession?.accountId ?? 0 };
  return { kind: 'anyone' };
}

/** What a Cases screen showed, for the audit log: the filters and the page, not the search. */
const listedSubject = (query: CasesQuery) =>
  [
    query.status === undefined ? 'every status' : `status ${query.status}`,
    ...(query.assigned === 'me' ? ['assigned to me'] : []),
    ...(query.assigned === 'unassigned' ? ['unassigned'] : []),
    ...(query.q === '' ? [] : ['a search']),
    query.before === undefined ? 'first page' : 'an older page',
  ].join(', ');

/** "Cases", the staff home: newest first, filtered by status and assignee, searched, 50 a page. */
export function casesScreen(pages: StaffPages): Router {
  const { db } = pages;
  const router = Router();
  router
    .route('/staff/cases')
    .get(async (req, res) => {
      const query = queryOf(casesQuery, req);
      const [list, counts] = await Promise.all([
        listCases(db, {
          status: query.status,
          search: readSearch(query.q),
          assignee: assigneeFilter(query.assigned, req),
          before: query.before,
          pageSize: STAFF_PAGE_SIZE,
        }),
        statusCounts(db),
      ]);
      await audit(db, actor(req), AUDIT.casesListed, listedSubject(query));
      pages.page(
        req,
        res,
        // A name search of one character.
        list.ok ? 200 : 400,
        text.cases.heading,
        <CasesPage
          rows={list.ok ? list.rows : null}
          older={list.ok ? list.older : null}
          counts={counts}
          query={query}
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

/** Above the list: each status with its number of cases, a link to the cases that have it. */
function StatusCounts(props: {
  counts: ReadonlyMap<CaseStatus, number>;
  current: CaseStatus | undefined;
}) {
  return (
    <nav aria-label={caseText.counts}>
      <ul className="staff-counts">
        {CASE_STATUSES.map(({ key }) => (
          <li key={key}>
            <a
              href={`/staff/cases?status=${key}`}
              aria-current={props.current === key ? 'page' : undefined}
            >
              {caseText.statusCount(label(key), props.counts.get(key) ?? 0)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Who works a case, as the list writes it. */
const assigneeName = (row: Pick<CaseListRow, 'assignee'>) =>
  row.assignee === null
    ? caseText.unassigned
    : row.assignee.disabled
      ? caseText.disabled(row.assignee.email)
      : row.assignee.email;

/** Newest first, 50 a page, paged by (opened, id): never by offset. */
function CasesPage(props: {
  rows: CaseListRow[] | null;
  older: string | null;
  counts: ReadonlyMap<CaseStatus, number>;
  query: CasesQuery;
}) {
  const { query } = props;
  const when = useOfficeTime();
  const keep = new URLSearchParams();
  if (query.status) keep.set('status', query.status);
  if (query.assigned) keep.set('assigned', query.assigned);
  if (query.q) keep.set('q', query.q);
  const filtered = keep.size > 0;
  return (
    <>
      <h1>{caseText.heading}</h1>
      <StatusCounts counts={props.counts} current={query.status} />
      <form
        method="get"
        action="/staff/cases"
        aria-label={caseText.filters}
        className="staff-filters"
      >
        <LabelledControl id="case-status" label={caseText.status}>
          {(control) => (
            <select {...control} name="status" defaultValue={query.status ?? ''}>
              <option value="">{caseText.anyStatus}</option>
              <StatusOptions />
            </select>
          )}
        </LabelledControl>
        <LabelledControl id="case-assigned" label={caseText.assignedTo}>
          {(control) => (
            <select {...control} name="assigned" defaultValue={query.assigned}>
              <option value="">{caseText.anyone}</option>
              <option value="me">{caseText.me}</option>
              <option value="unassigned">{caseText.unassigned}</option>
            </select>
          )}
        </LabelledControl>
        <LabelledControl id="case-search" label={caseText.search} hint={caseText.searchHint}>
          {(control) => <input {...control} name="q" type="search" defaultValue={query.q} />}
        </LabelledControl>
        <SubmitRow label={caseText.apply}>
          {filtered ? <a href="/staff/cases">{caseText.clear}</a> : null}
        </SubmitRow>
      </form>
      {props.rows === null ? (
        <Alert>{caseText.searchTooShort}</Alert>
      ) : props.rows.length === 0 ? (
        <p>{filtered ? caseText.noneFound : caseText.none}</p>
      ) : (
        <StaffTable
          headings={[
            caseText.reference,
            caseText.client,
            caseText.status,
            caseText.assignedTo,
            caseText.waitingFor,
            caseText.lastActivity,
          ]}
        >
          {props.rows.map((row) => (
            <tr key={row.reference}>
              <td>
                <a href={casePath(row.reference)}>{row.reference}</a>
              </td>
              <td>{row.clientName ?? row.clientEmail ?? text.client.notGiven}</td>
              <td>{label(row.status)}</td>
              <td>{assigneeName(row)}</td>
              <td>{caseText.documentsWaiting(row.waitingFor)}</td>
              <td>{when(row.lastActivityAt)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Pager
        path="/staff/cases"
        params={keep}
        paged={query.before !== undefined}
        older={props.older}
        text={caseText}
      />
    </>
  );
}

import { CASE_STATUSES, type CaseStatus, statusLabel } from '~/cases/statuses';
import { en } from '~/copy/en';
import { staffCopy as text } from '~/copy/staff';
import { useOfficeTime } from '~/staff/office-time';
import type { CaseListRow } from '../../../server/cases/list';
import { Alert, LabelledControl, Pager, StaffTable, SubmitRow } from './parts';

/** The Cases screen's words, as its views read them. */
const caseText = text.cases;
/** Staff read the status names in English, as the visitor does on the English site. */
export const label = (status: CaseStatus) => statusLabel(status, en);

export const casePath = (reference: string) => `/staff/cases/${reference}`;

/** The Cases screen's filters and page, as read from its query. */
export interface CasesFilter {
  readonly status: CaseStatus | undefined;
  readonly assigned: '' | 'me' | 'unassigned';
  readonly q: string;
  readonly before: string | undefined;
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
  counts: Readonly<Partial<Record<CaseStatus, number>>>;
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
              {caseText.statusCount(label(key), props.counts[key] ?? 0)}
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
export function CasesPage(props: {
  rows: CaseListRow[] | null;
  older: string | null;
  counts: Readonly<Partial<Record<CaseStatus, number>>>;
  query: CasesFilter;
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

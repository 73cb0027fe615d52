import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/staff.cases._index';
import { CasesPage } from '~/components/staff/cases';
import { isCaseStatus } from '~/cases/statuses';
import { staffCopy as text } from '~/copy/staff';
import { staffMeta } from '~/staff/meta';
import { queryOf } from '~/ui/forms.server';
import { type AssigneeFilter, isCursor, listCases } from '../../server/cases/list';
import { readSearch } from '../../server/cases/search';
import { statusCounts } from '../../server/cases/status-counts';
import { textField } from '~/ui/forms.server';
import { audit, AUDIT } from '../../server/staff/audit';
import {
  actor,
  readOnly,
  requireStaff,
  staffHandler,
  STAFF_PAGE_SIZE,
  staffServices,
} from '../../server/staff/route-checks.server';

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
function assigneeFilter(assigned: Assigned, accountId: number): AssigneeFilter {
  if (assigned === 'unassigned') return { kind: 'unassigned' };
  if (assigned === 'me') return { kind: 'account', id: accountId };
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

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(text.cases.heading, matches);

/** "Cases", the staff home: newest first, filtered by status and assignee, searched, 50 a page. */
export const loader = staffHandler(async ({ request, context }: Route.LoaderArgs) => {
  const session = await requireStaff(request, context);
  const { db } = staffServices(context);
  const query = queryOf(casesQuery, request);
  const [list, counts] = await Promise.all([
    listCases(db, {
      status: query.status,
      search: readSearch(query.q),
      assignee: assigneeFilter(query.assigned, session.accountId),
      before: query.before,
      pageSize: STAFF_PAGE_SIZE,
    }),
    statusCounts(db),
  ]);
  await audit(db, actor(session, context), AUDIT.casesListed, listedSubject(query));
  return data(
    {
      rows: list.ok ? list.rows : null,
      older: list.ok ? list.older : null,
      counts: Object.fromEntries(counts),
      query,
    },
    // A name search of one character.
    { status: list.ok ? 200 : 400 },
  );
});

export const action = staffHandler(({ request, context }: Route.ActionArgs) =>
  readOnly(request, context),
);

export default function Cases({ loaderData }: Route.ComponentProps) {
  return <CasesPage {...loaderData} />;
}

import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.assign';
import { CasePage } from '~/components/staff/case/case-page';
import { staffCopy } from '~/copy/staff';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { fieldsOf } from '~/ui/forms.server';
import { assignCase } from '../../server/cases/assignment';
import { rowId, textField } from '../../server/http/form-fields';
import { audit, AUDIT } from '../../server/staff/audit';
import { caseOf, casePath, refusedOn } from '../../server/staff/case-page.server';
import {
  actor,
  notice,
  postOnly,
  seeOther,
  staffHandler,
  staffPost,
  staffServices,
} from '../../server/staff/route-checks.server';

const text = staffCopy.assignment;

/** "Assign" as posted: text, so that a refused choice comes back as it was. */
const assignFields = z.object({ assignee: textField });

/** The choice read: "" is Unassigned, else an account's id; anything else is refused. */
const assignCheck = z.object({
  assignee: z.string().transform((value, context) => {
    if (value === '') return null;
    const id = rowId.parse(value);
    if (id !== null) return id;
    context.addIssue({ code: 'custom', message: text.refused });
    return z.NEVER;
  }),
});

/** Who a case was with, as the audit log writes it. */
const who = (email: string | null) => email ?? 'unassigned';

export const headers = staffHeaders;

export const meta: Route.MetaFunction = ({ params, matches }) =>
  staffMeta(params.reference, matches);

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  postOnly(request, context),
);

/**
 * "Assign" on a case page (docs/back-office.md, "Assignment"): the case goes to an active account
 * or to nobody, and the audit log records "case assigned" with both e-mails. An unknown or
 * disabled account is refused on the case page, and nothing is stored.
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session, fields } = await staffPost(request, context);
  const detail = await caseOf(request, context, params.reference, '/assign');
  const form = fieldsOf(assignFields, fields);
  const refuse = () =>
    refusedOn(context, session, detail, 400, {
      assign: { assignee: form.assignee, error: text.refused },
    });
  const checked = assignCheck.safeParse(form);
  if (!checked.success) return refuse();
  const { db } = staffServices(context);
  const { reference } = detail.found;
  const result = await assignCase(db, detail.found.id, checked.data.assignee);
  if (!result.ok) {
    // The case went away between reading it and writing to it.
    if (result.reason === 'no case') throw notice(404, staffCopy.cases.notFound);
    return refuse();
  }
  if (result.changed) {
    await audit(
      db,
      actor(session, context),
      AUDIT.caseAssigned,
      `case ${reference}: from ${who(result.from)} to ${who(result.to)}`,
    );
  }
  throw seeOther(
    `${casePath(reference)}?assigned=${result.changed ? '1' : '0'}#assignment-heading`,
  );
});

export default function StaffAssign({ actionData }: Route.ComponentProps) {
  return actionData ? <CasePage {...actionData} /> : null;
}

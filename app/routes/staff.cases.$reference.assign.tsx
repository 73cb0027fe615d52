import { z } from 'zod';
import { CaseFormPage } from '~/staff/no-page';
import type { Route } from './+types/staff.cases.$reference.assign';
import { staffCopy } from '~/copy/staff';
import { fieldsOf } from '~/ui/forms.server';
import { assignCase } from '../../server/cases/assignment';
import { rowId, textField } from '~/ui/forms.server';
import { audit, AUDIT } from '../../server/staff/audit';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { notice, postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

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

export const loader = postOnlyLoader;

/**
 * "Assign" on a case page (docs/back-office.md, "Assignment"): the case goes to an active account
 * or to nobody, and the audit log records "case assigned" with both e-mails. An unknown or
 * disabled account is refused on the case page, and nothing is stored.
 */
export const action = caseAction(async (post: CaseFormArgs<Route.ActionArgs>) => {
  const { detail } = post;
  const { context } = post.args;
  const form = fieldsOf(assignFields, post.fields);
  const refuse = () =>
    post.refused(400, {
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
      post.who,
      AUDIT.caseAssigned,
      `case ${reference}: from ${who(result.from)} to ${who(result.to)}`,
    );
  }
  return `${casePath(reference)}?assigned=${result.changed ? '1' : '0'}#assignment-heading`;
});

export default CaseFormPage;

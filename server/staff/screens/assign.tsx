import { z } from 'zod';
import { staffCopy } from '../../../app/copy/staff';
import { assignCase } from '../../cases/assignment';
import { audit, AUDIT } from '../audit';
import { actor, type StaffPages } from '../http';
import { fieldsOf, rowId, textField } from '../../form-fields';
import { sendCasePage } from './case';
import { caseAction } from './case-action';
import { casePath } from './cases';

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

/**
 * "Assign" on a case page (docs/back-office.md, "Assignment"): the case goes to an active account
 * or to nobody, and the audit log records "case assigned" with both e-mails. An unknown or
 * disabled account is refused on the case page, and nothing is stored.
 */
export const assignScreen = (pages: StaffPages) =>
  caseAction(pages, 'assign', async (req, res, detail) => {
    const form = fieldsOf(assignFields, req);
    const refuse = () =>
      sendCasePage(pages, req, res, 400, detail, {
        assign: { assignee: form.assignee, error: text.refused },
      });
    const checked = assignCheck.safeParse(form);
    if (!checked.success) return refuse();
    const { reference } = detail.found;
    const result = await assignCase(pages.db, detail.found.id, checked.data.assignee);
    if (!result.ok) {
      // The case went away between reading it and writing to it.
      if (result.reason === 'no case') {
        return pages.notice(req, res, 404, staffCopy.cases.notFound);
      }
      return refuse();
    }
    if (result.changed) {
      await audit(
        pages.db,
        actor(req),
        AUDIT.caseAssigned,
        `case ${reference}: from ${who(result.from)} to ${who(result.to)}`,
      );
    }
    res.redirect(303, `${casePath(reference)}?assigned=${result.changed ? '1' : '0'}`);
  });

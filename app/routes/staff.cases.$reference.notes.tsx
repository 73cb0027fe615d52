import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.notes';
import { staffCopy } from '~/copy/staff';
import { CaseFormPage } from '~/staff/no-page';
import { fieldsOf, firstError, textField } from '~/ui/forms.server';
import { addCaseNote, CASE_NOTE_MAX } from '../../server/cases/notes';
import { requiredText } from '../../server/http/text-length';
import { audit, AUDIT } from '../../server/staff/audit';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { notice, postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

const errors = staffCopy.notes.errors;

/** "Add note" as posted: text, so that a refused note shows again as typed. */
const noteFields = z.object({ note: textField });

/** The note checked: something written, at most CASE_NOTE_MAX characters, trimmed. */
const noteCheck = z.object({
  note: requiredText(CASE_NOTE_MAX, {
    empty: errors.empty,
    tooLong: errors.tooLong(CASE_NOTE_MAX),
  }),
});

export const loader = postOnlyLoader;

/**
 * "Add note" on a case page (docs/back-office.md, "Internal notes"): the note is kept with its
 * author and time for staff alone; the audit log records that one was added (which case, never
 * the words). A refused note comes back on the case page as typed.
 */
export const action = caseAction(async (post: CaseFormArgs<Route.ActionArgs>) => {
  const { session, detail } = post;
  const form = fieldsOf(noteFields, post.fields);
  const checked = noteCheck.safeParse(form);
  if (!checked.success) {
    return post.refused(400, {
      note: { note: form.note, error: firstError(checked, errors.empty) },
    });
  }
  const { db } = staffServices(post.args.context);
  const { reference } = detail.found;
  const added = await addCaseNote(db, {
    caseId: detail.found.id,
    staffId: session.accountId,
    body: checked.data.note,
  });
  // The case went away between reading it and writing to it.
  if (!added) throw notice(404, staffCopy.cases.notFound);
  await audit(db, post.who, AUDIT.noteAdded, `case ${reference}`);
  return `${casePath(reference)}?noted=1#notes-heading`;
});

export default CaseFormPage;

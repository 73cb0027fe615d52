import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.notes';
import { CasePage } from '~/components/staff/case/case-page';
import { staffCopy } from '~/copy/staff';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { fieldsOf } from '~/ui/forms.server';
import { addCaseNote, CASE_NOTE_MAX } from '../../server/cases/notes';
import { textField } from '../../server/http/form-fields';
import { requiredText } from '../../server/http/text-length';
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

export const headers = staffHeaders;

export const meta: Route.MetaFunction = ({ params, matches }) =>
  staffMeta(params.reference, matches);

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  postOnly(request, context),
);

/**
 * "Add note" on a case page (docs/back-office.md, "Internal notes"): the note is kept with its
 * author and time for staff alone; the audit log records that one was added (which case, never
 * the words). A refused note comes back on the case page as typed.
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session, fields } = await staffPost(request, context);
  const detail = await caseOf(request, context, params.reference, '/notes');
  const form = fieldsOf(noteFields, fields);
  const checked = noteCheck.safeParse(form);
  if (!checked.success) {
    const error = checked.error.issues[0]?.message ?? errors.empty;
    return refusedOn(context, session, detail, 400, { note: { note: form.note, error } });
  }
  const { db } = staffServices(context);
  const { reference } = detail.found;
  const added = await addCaseNote(db, {
    caseId: detail.found.id,
    staffId: session.accountId,
    body: checked.data.note,
  });
  // The case went away between reading it and writing to it.
  if (!added) throw notice(404, staffCopy.cases.notFound);
  await audit(db, actor(session, context), AUDIT.noteAdded, `case ${reference}`);
  throw seeOther(`${casePath(reference)}?noted=1#notes-heading`);
});

export default function StaffNotes({ actionData }: Route.ComponentProps) {
  return actionData ? <CasePage {...actionData} /> : null;
}

import { z } from 'zod';
import { staffCopy } from '../../../app/copy/staff';
import { addCaseNote, CASE_NOTE_MAX } from '../../cases/notes';
import { requiredText } from '../../text-length';
import { audit, AUDIT } from '../audit';
import { actor, type StaffPages } from '../http';
import { fieldsOf, textField } from '../../form-fields';
import { sendCasePage } from './case';
import { caseAction } from './case-action';
import { casePath } from './cases';

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

/**
 * "Add note" on a case page (docs/back-office.md, "Internal notes"): the note is kept with its
 * author and time for staff alone; the audit log records that one was added (which case, never
 * the words). A refused note comes back on the case page as typed.
 */
export const notesScreen = (pages: StaffPages) =>
  caseAction(pages, 'notes', async (req, res, detail) => {
    const form = fieldsOf(noteFields, req);
    const checked = noteCheck.safeParse(form);
    if (!checked.success) {
      const error = checked.error.issues[0]?.message ?? errors.empty;
      return sendCasePage(pages, req, res, 400, detail, { note: { note: form.note, error } });
    }
    const { reference } = detail.found;
    const added = await addCaseNote(pages.db, {
      caseId: detail.found.id,
      staffId: req.staffSession?.accountId ?? 0,
      body: checked.data.note,
    });
    // The case went away between reading it and writing to it.
    if (!added) return pages.notice(req, res, 404, staffCopy.cases.notFound);
    await audit(pages.db, actor(req), AUDIT.noteAdded, `case ${reference}`);
    res.redirect(303, `${casePath(reference)}?noted=1`);
  });

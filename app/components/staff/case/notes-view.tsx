import { staffCopy } from '~/copy/staff';
import type { CaseNote } from '../../../../server/cases/notes';
import { useOfficeTime } from '~/staff/office-time';
import { Alert, CsrfField, LabelledControl, SubmitRow } from '../parts';
import { casePath } from '../cases';

/**
 * "Internal notes" on a staff case page (docs/back-office.md, "Internal notes"): the field
 * "Internal note", "Add note", and the notes newest first, each with its author and time. Written
 * as text (React escapes them): markup typed in a note shows as typed.
 */
const text = staffCopy.notes;

/** The note back as typed, with the sentence of what was wrong. */
export interface NoteFormState {
  readonly note: string;
  readonly error: string;
}

export const notesPath = (reference: string) => `${casePath(reference)}/notes`;

export function NotesSection(props: {
  reference: string;
  csrf: string;
  notes: readonly CaseNote[];
  /** CASE_NOTE_MAX (server/cases/notes.ts). */
  max: number;
  state?: NoteFormState | undefined;
}) {
  const when = useOfficeTime();
  return (
    // Not named by its heading: "Internal notes" would make a second match for the field's label.
    <section>
      <h2 id="notes-heading">{text.heading}</h2>
      <form method="post" action={notesPath(props.reference)} className="narrow">
        <CsrfField token={props.csrf} />
        {props.state ? <Alert>{props.state.error}</Alert> : null}
        <LabelledControl id="case-note" label={text.field} hint={text.hint(props.max)}>
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={4}
              required
              defaultValue={props.state?.note ?? ''}
            />
          )}
        </LabelledControl>
        <SubmitRow label={text.add} />
      </form>
      {props.notes.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ol className="thread">
          {props.notes.map((note) => (
            <li key={note.id}>
              {`${note.author} (${when(note.at)})`}
              <p className="review__message">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

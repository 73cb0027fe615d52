import { staffCopy } from '~/copy/staff';
import type { ThreadEntry } from '../../../../server/cases/thread';
import { useOfficeTime } from '~/staff/office-time';
import { Alert, CsrfField, LabelledControl, SubmitRow } from '../parts';
import { casePath } from '../cases';

/**
 * The conversation on a staff case page (docs/back-office.md, "The conversation with the client"):
 * the whole thread, both directions, oldest first, and the form "Reply to the client". Messages
 * are written as text (React escapes them): markup a visitor typed shows as typed.
 */
const text = staffCopy.cases;

/** The reply form back as typed, with the sentence of what was wrong. */
export interface ReplyFormState {
  readonly reply: string;
  readonly error: string;
}

export const replyPath = (reference: string) => `${casePath(reference)}/reply`;

export function StaffThread({ thread }: { thread: readonly ThreadEntry[] }) {
  const when = useOfficeTime();
  if (thread.length === 0) return <p>{text.noMessages}</p>;
  return (
    <ol className="thread">
      {thread.map((entry) => (
        <li key={entry.key}>
          {entry.contact ? (
            <>
              <a href={`/staff/messages/${entry.contact.id}`}>
                {staffCopy.messages.open(entry.contact.name)}
              </a>
              {` (${entry.contact.email}, ${when(entry.at)})`}
            </>
          ) : (
            <>
              {`${
                entry.author === 'staff'
                  ? text.thread.replyFrom(entry.staffEmail ?? '')
                  : text.thread.fromClient
              } (${when(entry.at)})`}
            </>
          )}
          <p className="review__message">{entry.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** "Reply to the client": a form named by its heading, a field "Reply", a button "Send reply". */
export function ReplyForm(props: {
  reference: string;
  csrf: string;
  state?: ReplyFormState | undefined;
}) {
  return (
    <form
      method="post"
      action={replyPath(props.reference)}
      className="narrow"
      aria-labelledby="reply-heading"
    >
      <h2 id="reply-heading">{text.thread.replyHeading}</h2>
      <CsrfField token={props.csrf} />
      {props.state ? <Alert>{props.state.error}</Alert> : null}
      <LabelledControl id="case-reply" label={text.thread.reply} hint={text.thread.replyHint}>
        {(control) => (
          <textarea
            {...control}
            name="reply"
            rows={5}
            required
            defaultValue={props.state?.reply ?? ''}
          />
        )}
      </LabelledControl>
      <SubmitRow label={text.thread.send} />
    </form>
  );
}

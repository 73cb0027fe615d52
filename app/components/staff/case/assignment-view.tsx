import { staffCopy } from '~/copy/staff';
import type { Assignee, StaffOption } from '../../../../server/cases/assignment';
import { Alert, CsrfField, LabelledControl, SubmitRow } from '../parts';
import { casePath } from '../cases';

/**
 * "Assigned to" and "Assign" on a staff case page (docs/back-office.md, "Assignment"): every
 * active account, and "Unassigned". A case still assigned to an account disabled since shows it,
 * marked "(disabled)", so that the page says who had it until someone else takes it.
 */
const text = staffCopy.assignment;

/** The form back as chosen, with the sentence of what was wrong. */
export interface AssignFormState {
  readonly assignee: string;
  readonly error: string;
}

export const assignPath = (reference: string) => `${casePath(reference)}/assign`;

export function AssignmentForm(props: {
  reference: string;
  csrf: string;
  assignee: Assignee | null;
  staff: readonly StaffOption[];
  state?: AssignFormState | undefined;
}) {
  const { assignee, state } = props;
  const chosen = state?.assignee ?? (assignee ? String(assignee.id) : '');
  return (
    <form
      method="post"
      action={assignPath(props.reference)}
      className="narrow"
      aria-labelledby="assignment-heading"
    >
      <h2 id="assignment-heading">{text.heading}</h2>
      <CsrfField token={props.csrf} />
      {state ? <Alert>{state.error}</Alert> : null}
      <LabelledControl id="case-assignee" label={text.assignedTo}>
        {(control) => (
          <select {...control} name="assignee" defaultValue={chosen}>
            <option value="">{text.unassigned}</option>
            {props.staff.map((account) => (
              <option key={account.id} value={String(account.id)}>
                {account.email}
              </option>
            ))}
            {assignee?.disabled ? (
              <option value={String(assignee.id)}>
                {staffCopy.cases.disabled(assignee.email)}
              </option>
            ) : null}
          </select>
        )}
      </LabelledControl>
      <SubmitRow label={text.assign} />
    </form>
  );
}

import type { ReactNode } from 'react';

/**
 * The pieces every staff screen is built of (app/routes/staff*.tsx): rendered on the server only,
 * with no script at all in the browser: every action is a form post.
 */

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

/**
 * A staff list: its column headings, then its rows. On a phone a list wider than the screen
 * scrolls inside its own box, never the page (WCAG 1.4.10 lets a data table scroll in two
 * dimensions), and a keyboard can focus the box to scroll it.
 */
export function StaffTable(props: { headings: ReactNode[]; children: ReactNode }) {
  return (
    // A keyboard reaches the box when it scrolls (WCAG 2.1.1; axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="staff-table-scroll" tabIndex={0}>
      <table className="staff-table">
        <thead>
          <tr>
            {props.headings.map((heading, index) => (
              <th key={index} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/**
 * The links under a paged list: back to the newest page when on an older one, and to the next
 * older page when there is one. `path` is the list's, with its filters.
 */
export function Pager(props: {
  path: string;
  params?: URLSearchParams;
  paged: boolean;
  older: string | number | null;
  text: { newest: string; older: string };
}) {
  const link = (before?: string | number) => {
    const params = new URLSearchParams(props.params);
    if (before !== undefined) params.set('before', String(before));
    return params.size > 0 ? `${props.path}?${params.toString()}` : props.path;
  };
  return (
    <p className="actions">
      {props.paged ? <a href={link()}>{props.text.newest}</a> : null}
      {props.older !== null ? (
        <a href={link(props.older)} rel="next">
          {props.text.older}
        </a>
      ) : null}
    </p>
  );
}

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p className="message message--error" role="alert">
      {children}
    </p>
  );
}

/** What a form control inside `LabelledControl` carries: its id, and its hint's id if any. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
}

/** A label, the control it names, and an optional hint the control is described by. */
export function LabelledControl(props: {
  id: string;
  label: string;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children({ id: props.id, 'aria-describedby': hintId })}
      {props.hint ? (
        <p className="hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/** A required one-line text field of the sign-in and enrolment forms. */
export function Field(props: {
  id: string;
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  defaultValue?: string;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <LabelledControl id={props.id} label={props.label} hint={props.hint}>
      {(control) => (
        <input
          {...control}
          name={props.name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          defaultValue={props.defaultValue}
          inputMode={props.inputMode}
          required
        />
      )}
    </LabelledControl>
  );
}

/** A password input: the account's own (sign-in) or a new one (enrolment). */
export function PasswordField(props: {
  id: 'password' | 'confirm';
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}) {
  return <Field {...props} name={props.id} type="password" />;
}

/** The authenticator's code (at sign-in, a recovery code too: then not only digits). */
export function CodeField(props: { label: string; hint: string; digitsOnly?: boolean }) {
  return (
    <Field
      id="code"
      label={props.label}
      name="code"
      autoComplete="one-time-code"
      inputMode={props.digitsOnly ? 'numeric' : undefined}
      hint={props.hint}
    />
  );
}

/** A form's submit button, in its row of actions (and what follows it there: a "Clear" link). */
export function SubmitRow({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="actions">
      <button type="submit" className="button">
        {label}
      </button>
      {children}
    </div>
  );
}

export function MessagePage(props: { heading: string; body: string; status?: never }) {
  return (
    <div className="narrow">
      <h1>{props.heading}</h1>
      <p>{props.body}</p>
    </div>
  );
}

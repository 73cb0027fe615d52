import type { ReactNode } from 'react';
import type { DocumentHead } from '../document-shell';
import { staffCopy as text } from '../../app/copy/staff';
import { officeTime } from '../../app/time';
import { OfficeTimeContext } from './office-time';

/**
 * The staff pages, rendered on the server per request with React (no script at all in the
 * browser: every action is a form post). Never prerendered, never cached.
 */
export interface PageContext {
  readonly siteName: string;
  readonly stylesheet: string;
  /** Signed in: the header shows the navigation and "Sign out". */
  readonly session: { readonly isAdmin: boolean; readonly csrfToken: string } | null;
  /** The path of the page, for aria-current in the navigation. */
  readonly path: string;
  /** OFFICE_TIME_ZONE: every time on the page is written in it (app/time.ts). */
  readonly timeZone: string;
}

const STAFF_CSS = `
.staff-table{width:100%;border-collapse:collapse;font-size:.95rem}
.staff-table th,.staff-table td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid var(--color-border)}
.staff-table form{margin:0}
.staff-unread{font-weight:700}
.staff-counts{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0;margin:0 0 1rem}
.staff-long{overflow-wrap:anywhere}
.staff-qr svg{width:12rem;height:12rem}
.staff-key{font-family:ui-monospace,monospace;font-size:1.1rem;letter-spacing:.05em;word-break:break-all}
.staff-codes{font-family:ui-monospace,monospace;font-size:1.1rem;columns:2}
.staff-signout{margin:0}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.header__inner .button{padding:.5rem .9rem}
`;

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

function StaffHeader({ context }: { context: PageContext }) {
  const { session, path } = context;
  const links = [
    { href: '/staff/cases', label: text.nav.cases },
    { href: '/staff/messages', label: text.nav.messages },
    ...(session?.isAdmin ? [{ href: '/staff/audit', label: text.nav.audit }] : []),
  ];
  return (
    <header className="header">
      <div className="header__inner">
        <a href={session ? '/staff/cases' : '/staff/sign-in'} className="header__brand">
          {context.siteName}
        </a>
        {session ? (
          <>
            <nav aria-label={text.nav.label} className="nav">
              <ul className="nav__list">
                {links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="nav__link"
                      aria-current={path.startsWith(link.href) ? 'page' : undefined}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <form method="post" action="/staff/sign-out" className="staff-signout">
              <CsrfField token={session.csrfToken} />
              <button type="submit" className="button button--secondary">
                {text.signOut}
              </button>
            </form>
          </>
        ) : null}
      </div>
    </header>
  );
}

/** A staff page's head in the one document shell (server/document-shell.tsx). */
export function staffHead(context: PageContext, title: string, uploadUrl: string): DocumentHead {
  return {
    lang: 'en',
    title: text.title(title, context.siteName),
    stylesheet: context.stylesheet + STAFF_CSS,
    robots: 'noindex, nofollow',
    uploadUrl,
  };
}

/** A staff page's body: the skip link, the header and the page. */
export function StaffBody(props: { context: PageContext; children?: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {text.skipLink}
      </a>
      <StaffHeader context={props.context} />
      <main id="main" tabIndex={-1}>
        <OfficeTimeContext value={officeTime(props.context.timeZone)}>
          <div className="page">{props.children}</div>
        </OfficeTimeContext>
      </main>
    </>
  );
}

/** A staff list: its column headings, then its rows. */
export function StaffTable(props: { headings: ReactNode[]; children: ReactNode }) {
  return (
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

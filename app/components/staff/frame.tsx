import type { ReactNode } from 'react';
import { staffCopy as text } from '~/copy/staff';
import { officeTime, OfficeTimeContext } from '~/staff/office-time';
import { CsrfField } from './parts';

/** The staff layout's own rules, added to the site's stylesheet (app/root.tsx, the handle). */
export const STAFF_CSS = `.staff-table{width:100%;border-collapse:collapse;font-size:.95rem}
.staff-table th,.staff-table td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid var(--color-border)}
.staff-table form{margin:0}
.staff-table td{overflow-wrap:anywhere}
.staff-table-scroll{max-width:100%;overflow-x:auto}
.staff-unread{font-weight:700}
.staff-counts{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;padding:0;margin:0 0 1rem}
.staff-long{overflow-wrap:anywhere}
.staff-row{display:flex;flex-wrap:wrap;gap:0 1rem}
.staff-qr svg{width:12rem;height:12rem}
.staff-key{font-family:ui-monospace,monospace;font-size:1.1rem;letter-spacing:.05em;word-break:break-all}
.staff-codes{font-family:ui-monospace,monospace;font-size:1.1rem;columns:2}
.staff-signout{margin:0}
.header__inner .button{padding:.5rem .9rem}
.staff-summary{display:flex;flex-wrap:wrap;gap:.5rem 1.75rem;margin:0 0 1.5rem;padding:.75rem 1rem;border:1px solid var(--color-border);border-radius:.5rem;background:var(--color-surface)}
.staff-summary>div{min-width:0}
.staff-summary dt{font-size:.85rem;color:var(--color-muted)}
.staff-summary dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.staff-case{display:grid;grid-template-columns:minmax(0,1fr);gap:0 2.5rem}
.staff-case__actions>*:first-child{margin-top:0}
@media (min-width:64rem){.staff-case{grid-template-columns:minmax(0,1fr) minmax(20rem,26rem);align-items:start}
.staff-case__actions{position:sticky;top:5rem;max-height:calc(100vh - 6rem);overflow-y:auto;padding:0 .25rem 1rem;border-left:1px solid var(--color-border);padding-left:1.5rem}}
`;

/** What the staff layout knows of the page: the session (signed in or not) and its path. */
export interface StaffFrameProps {
  readonly siteName: string;
  /** Signed in: the header shows the navigation and "Sign out". */
  readonly session: { readonly isAdmin: boolean; readonly csrfToken: string } | null;
  /** The path of the page, for aria-current in the navigation. */
  readonly path: string;
  /** OFFICE_TIME_ZONE: every time on the page is written in it (app/staff/office-time.ts). */
  readonly timeZone: string;
  readonly children?: ReactNode;
}

/** The staff navigation's list, which the Menu button opens on a phone. */
const STAFF_MENU_ID = 'staff-menu';

function StaffHeader({ context }: { context: StaffFrameProps }) {
  const { session, path } = context;
  const links = [
    { href: '/staff/cases', label: text.nav.cases },
    { href: '/staff/messages', label: text.nav.messages },
    { href: '/staff/reviews', label: text.nav.reviews },
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
            {/* On a phone the links fold behind "Menu", a native popover as on the public site
                (app/components/Header.tsx): it opens and closes with no script, and the browser
                says whether it is expanded (no boot script on staff pages keeps the attribute). */}
            <nav aria-label={text.nav.label} className="nav">
              <button
                type="button"
                className="nav__toggle"
                popoverTarget={STAFF_MENU_ID}
                aria-controls={STAFF_MENU_ID}
              >
                {text.nav.menu}
              </button>
              <ul id={STAFF_MENU_ID} className="nav__list" popover="auto">
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

/** A staff page's body: the skip link, the header and the page. */
export function StaffFrame(props: StaffFrameProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        {text.skipLink}
      </a>
      <StaffHeader context={props} />
      <main id="main" tabIndex={-1}>
        <OfficeTimeContext value={officeTime(props.timeZone)}>
          <div className="page">{props.children}</div>
        </OfficeTimeContext>
      </main>
    </>
  );
}

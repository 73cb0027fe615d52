import { useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '~/components/BrandMark';
import { LanguageSwitch } from '~/components/LanguageLinks';
import { useCopy, useLanguage, usePath } from '~/copy/context';
import { CASE_PATHS, NAV_PAGES } from '~/site/pages';

/** The one menu of a page; the boot script (app/root.tsx) keeps its button's `aria-expanded`. */
export const MENU_ID = 'site-menu';

/**
 * Below 768 px the links fold behind "Menu", a native popover (decision 039): the browser opens
 * and closes it with no script, closes it on Escape or a tap outside, and gives focus back to the
 * button. Following a link loads the next page, closed; once the scripts run, a link is followed
 * without a load, so it closes the menu itself. The button keeps its one name: `aria-expanded`
 * carries the state (docs/product.md).
 */
export function Header({ siteName }: { siteName: string | undefined }) {
  const listRef = useRef<HTMLUListElement>(null);
  const text = useCopy().layout.nav;
  const pathOf = usePath();

  function closeMenu() {
    const list = listRef.current;
    if (list?.matches(':popover-open')) list.hidePopover();
  }

  return (
    <header className="header">
      <div className="header__inner">
        {siteName ? (
          <Link to={pathOf('home')} className="header__brand">
            <BrandMark size={32} />
            {siteName}
          </Link>
        ) : null}
        <nav aria-label={text.label} className="nav">
          <button
            type="button"
            className="nav__toggle"
            popoverTarget={MENU_ID}
            aria-expanded={false}
            aria-controls={MENU_ID}
          >
            {text.menu}
          </button>
          <ul ref={listRef} id={MENU_ID} className="nav__list" popover="auto">
            {NAV_PAGES.map((item) => (
              <li key={item.key}>
                <NavLink to={pathOf(item.key)} end className="nav__link" onClick={closeMenu}>
                  {text.links[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header__tools">
          <CaseLink />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}

/**
 * "Your case", beside the language link and outside the "Main" navigation, whose six links stay
 * as they are (docs/product.md, "The client's journey"). The case page is rendered by the server
 * on every request: a plain link. Below 1440 px the words are for screen readers only, beside an
 * icon, so that the header keeps to one line down to 320 px.
 */
function CaseLink() {
  const { copy, lang } = useLanguage();
  const { pathname } = useLocation();
  const path = CASE_PATHS[lang];
  return (
    <a className="header__case" href={path} aria-current={pathname === path ? 'page' : undefined}>
      <svg
        className="header__case-icon"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M4 7h16v12H4zM9 7V5h6v2M4 12h16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="header__case-text">{copy.cases.yourCase}</span>
    </a>
  );
}

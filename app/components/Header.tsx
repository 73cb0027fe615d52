import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '~/components/BrandMark';
import { LanguageSwitch } from '~/components/LanguageLinks';
import { useCopy, usePath } from '~/copy/context';
import { NAV_PAGES } from '~/site/pages';

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
        <LanguageSwitch />
      </div>
    </header>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '~/components/BrandMark';
import { LanguageSwitch } from '~/components/LanguageLinks';
import { useCopy, usePath } from '~/copy/context';
import { NAV_PAGES } from '~/site/pages';

export function Header({ siteName }: { siteName: string | undefined }) {
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const text = useCopy().layout.nav;
  const pathOf = usePath();

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    }
    // A tap or click anywhere outside the menu closes it, as on every phone menu.
    function onPointerDown(event: PointerEvent) {
      if (navRef.current?.contains(event.target as Node)) return;
      setOpenOn(null);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <header className="header">
      <div className="header__inner">
        {siteName ? (
          <Link to={pathOf('home')} className="header__brand">
            <BrandMark size={32} />
            {siteName}
          </Link>
        ) : null}
        <nav ref={navRef} aria-label={text.label} className="nav">
          <button
            ref={buttonRef}
            type="button"
            className="nav__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open ? text.closeMenu : text.menu}
          </button>
          <ul id={listId} className={open ? 'nav__list nav__list--open' : 'nav__list'}>
            {NAV_PAGES.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={pathOf(item.key)}
                  end
                  className="nav__link"
                  onClick={() => setOpen(false)}
                >
                  {text.links[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
      {/* Dims the page under the open menu; a tap on it closes the menu (see onPointerDown). */}
      {open ? <div className="nav__backdrop" aria-hidden="true" /> : null}
    </header>
  );
}

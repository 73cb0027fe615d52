import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { copy } from '~/copy';

const NAV_ITEMS = [
  { to: '/', key: 'home' },
  { to: '/upload', key: 'upload' },
  { to: '/calculator', key: 'calculator' },
  { to: '/testimonials', key: 'testimonials' },
  { to: '/contact', key: 'contact' },
  { to: '/agreement', key: 'agreement' },
] as const;

export function Header({ siteName }: { siteName: string | undefined }) {
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const text = copy.layout.nav;

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="header">
      <div className="header__inner">
        {siteName ? (
          <Link to="/" className="header__brand">
            {siteName}
          </Link>
        ) : null}
        <nav aria-label={text.label} className="nav">
          <button
            ref={buttonRef}
            type="button"
            className="nav__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {text.menu}
          </button>
          <ul id={listId} className={open ? 'nav__list nav__list--open' : 'nav__list'}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className="nav__link" onClick={() => setOpen(false)}>
                  {text.links[item.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

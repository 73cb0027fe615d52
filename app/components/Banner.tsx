import { type MouseEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { useCopy, usePath } from '~/copy/context';
import { BANNER_CLOSE_PATH, BANNER_CLOSED, BANNER_FADE_MS, bannerClosedIn } from '~/site/banner';
import { FILING_SEASON_SCRIPT, type SeasonPhase } from '~/tax/filing-season';
import { useNonce } from '~/ui/nonce';

const SEASONS: readonly SeasonPhase[] = ['open', 'extension', 'off'];

type BannerState = 'shown' | 'fading' | 'closed';

/** Closed earlier in this visit: by script (sessionStorage) or by the form (a session cookie). */
function closedThisVisit(): boolean {
  if (bannerClosedIn(document.cookie)) return true;
  try {
    return sessionStorage.getItem(BANNER_CLOSED) === 'true';
  } catch {
    return false; // storage blocked: the banner simply shows again
  }
}

function rememberClosed() {
  try {
    sessionStorage.setItem(BANNER_CLOSED, 'true');
  } catch {
    // storage blocked: closed for this page view only
  }
}

const subscribeNever = () => () => {};

export function Banner() {
  const [state, setState] = useState<BannerState>('shown');
  // Closed earlier in this visit: the boot script in root.tsx already hid it before first paint.
  const closedBefore = useSyncExternalStore(subscribeNever, closedThisVisit, () => false);
  const text = useCopy().layout.banner;
  const path = usePath();
  const nonce = useNonce() || undefined;
  const here = useLocation().pathname;

  useEffect(() => {
    if (state !== 'fading') return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(
      () => {
        // Remembered once faded out: writing earlier would hide it at once, without the fade.
        rememberClosed();
        setState('closed');
      },
      reduced ? 0 : BANNER_FADE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === 'closed' || closedBefore) return null;

  function close(event: MouseEvent<HTMLButtonElement>) {
    // With scripts the banner fades out in place; before them, the form posts (banner.ts).
    event.preventDefault();
    // The button is about to disappear: keep keyboard focus in a sensible place.
    document.getElementById('main')?.focus({ preventScroll: true });
    setState('fading');
  }

  return (
    <section
      className={state === 'fading' ? 'banner banner--fading' : 'banner'}
      aria-label={text.region}
    >
      {/* Before the text: picks the season's sentence before it is painted (filing-season.ts).
          In the server render only; the browser keeps it and React leaves it alone. */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? FILING_SEASON_SCRIPT : '' }}
      />
      <p className="banner__text">
        {/* Every sentence is in the page; CSS shows the season's (or, without scripts, the one
            true all year), so nothing changes size once the page is drawn. */}
        <span className="banner__season banner__season--always">{text.text}</span>
        {SEASONS.map((season) => (
          <span key={season} className={`banner__season banner__season--${season}`}>
            {text.season[season]}
          </span>
        ))}{' '}
        <Link to={path('calculator')}>{text.link}</Link>
      </p>
      <form
        className="banner__form"
        method="post"
        action={`${BANNER_CLOSE_PATH}?back=${encodeURIComponent(here)}`}
      >
        <button type="submit" className="banner__close" aria-label={text.close} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </form>
    </section>
  );
}

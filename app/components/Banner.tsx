import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useCopy, usePath } from '~/copy/context';
import { FILING_SEASON_SCRIPT, type SeasonPhase } from '~/tax/filing-season';
import { useNonce } from '~/ui/nonce';

const SEASONS: readonly SeasonPhase[] = ['open', 'extension', 'off'];

const STORAGE_KEY = 'bannerClosed';
/** Matches the opacity transition in app.css. */
const FADE_MS = 300;

type BannerState = 'shown' | 'fading' | 'closed';

function closedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false; // storage blocked: the banner simply shows again
  }
}

function rememberClosed() {
  try {
    sessionStorage.setItem(STORAGE_KEY, 'true');
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

  useEffect(() => {
    if (state !== 'fading') return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(
      () => {
        // Remembered once faded out: writing earlier would hide it at once, without the fade.
        rememberClosed();
        setState('closed');
      },
      reduced ? 0 : FADE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === 'closed' || closedBefore) return null;

  function close() {
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
      <button type="button" className="banner__close" aria-label={text.close} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}

import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { formatUsd, formatUsdWhole } from '~/money';
import { formatVersionDate, TERMS_VERSION } from '~/site/legal';
import { DEFAULT_LANG, LANGUAGES, LOCALE } from '~/site/pages';

/**
 * React Router's own client entry, with one step before hydration: the page's amounts and dates
 * are written again while React hydrates, and the first Intl formatter of a page loads ICU's
 * data, about 13 ms here and 50 on a slow phone, inside a render React cannot interrupt (the long
 * task behind a Lighthouse run's blocking time on /agreement). So the formatters the pages use
 * are made first, each in a task of its own; the formatting modules keep them (one per locale),
 * and hydration finds them made. See docs/decisions/032-formatters-before-hydration.md.
 */
const lang = LANGUAGES.find((l) => l === document.documentElement.lang) ?? DEFAULT_LANG;
const locale = LOCALE[lang];
const formatters = [
  () => formatUsd(0, locale),
  () => formatUsdWhole(0, locale),
  () => formatVersionDate(TERMS_VERSION, locale),
];
for (const make of formatters) {
  await new Promise((next) => setTimeout(next));
  make();
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

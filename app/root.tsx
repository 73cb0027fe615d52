import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/ErrorPage';
import { SiteLayout } from './components/SiteLayout';
import { languageOfMatches } from './copy/context';
import './load-context';
import { pageMeta } from './site/meta';
import { BANNER_CLOSED_CLASS, bannerClosedIn } from './site/banner';
import { BOOT_SCRIPT } from './site/boot-script';
import { DEFAULT_LANG } from './site/pages';
import { useNonce } from './ui/nonce';
import { SITE_PLACEHOLDERS } from './site/placeholders';
import { readSettings } from './settings.server';
import stylesheet from './styles/app.css?inline';
import favicon from '../public/favicon.svg?inline';

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    // From the Express server when it serves; placeholders when prerendering at build time
    // (filled in when served, decision 004); straight from the environment under `npm run dev`.
    site: context.site ?? (import.meta.env.DEV ? readSettings().site : SITE_PLACEHOLDERS),
    // A page rendered per request (a form's answer) leaves out a banner closed without scripts;
    // a prerendered page is served in that form by the server (server/pages.ts).
    bannerClosed: bannerClosedIn(request.headers.get('cookie')),
  };
}

// The settings do not change while the page is open: never ask the server for them again.
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  // Inline, so no request for it can end before the first paint (docs/decisions/038).
  { rel: 'icon', href: favicon, type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  // No nonce at all in a prerendered page: its inline blocks are allowed by hash (decision 013).
  const nonce = useNonce() || undefined;
  // The page's language is its layout route's (decision 027); the root itself speaks none.
  const matches = useMatches();
  const lang = languageOfMatches(matches)?.lang ?? DEFAULT_LANG;
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html
      lang={lang}
      className={root?.bannerClosed === true ? BANNER_CLOSED_CLASS : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5d3b" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        <Meta />
        <Links />
        {/* The stylesheet is inlined, so the first paint needs nothing but the HTML: no extra
            round trip on a slow phone network. It is in the server render only: the browser
            keeps the server's copy, and the client bundle leaves the text out. */}
        <style
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? stylesheet : '' }}
        />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Language-neutral: every page is inside its language's layout route (app/routes.ts). */
export default function App() {
  return <Outlet />;
}

export function meta({ matches, error }: Route.MetaArgs) {
  return error ? pageMeta('error', matches) : [];
}

/**
 * Reached only when a language layout itself fails (each has its own boundary for its pages):
 * shown in the matched language, or, with none, as the bare status.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const language = languageOfMatches(useMatches());
  if (language !== undefined) {
    return (
      <SiteLayout language={language}>
        <ErrorPage />
      </SiteLayout>
    );
  }
  console.error(error);
  return <h1>{isRouteErrorResponse(error) ? error.status : 500}</h1>;
}

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
import { pageMeta } from './site/meta';
import { BANNER_CLOSED_CLASS, bannerClosedIn } from './site/banner';
import { BOOT_SCRIPT } from './site/boot-script';
import { DEFAULT_LANG, type Lang, LANGUAGES } from './site/pages';
import { useNonce } from './ui/nonce';
import { requestFacts } from './request-context';
import stylesheet from './styles/app.css?inline';
import favicon from '../public/favicon.svg?inline';

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    // From the Express server (server/app.ts), under `npm run dev` too.
    site: requestFacts(context).site,
    // The fee schedule in force (app/fees.ts): the calculator prices an answer in the browser too.
    fees: requestFacts(context).fees,
    // A visitor who closed the banner without scripts gets every page without it (each public
    // page is kept in both forms: app/site/public-page.server.ts).
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

/**
 * What a route module may say in its `handle`: `{ scripts: false }` for a page with nothing to
 * enhance, which then ships no JavaScript at all (the pattern React Router's docs give).
 */
export interface RouteHandle {
  readonly scripts?: false;
  /**
   * `false` for a page outside the public site (the staff back office): its head has none of the
   * site's own (theme colour, boot script, icon).
   */
  readonly siteHead?: false;
  /** Rules the page adds to the site's stylesheet, in the same inline block. */
  readonly stylesheet?: string;
}

/**
 * The language a route outside the language layouts names in its data (a sign-in link's page,
 * in its case's language: app/routes/case.open.$token.tsx).
 */
function langOfData(matches: ReturnType<typeof useMatches>): Lang | undefined {
  for (const match of matches) {
    const lang = (match.loaderData as { lang?: unknown } | undefined)?.lang;
    const known = LANGUAGES.find((language) => language === lang);
    if (known !== undefined) return known;
  }
  return undefined;
}

const handlesOf = (matches: ReturnType<typeof useMatches>) =>
  matches.map((match) => (match.handle as RouteHandle | undefined) ?? {});

export function Layout({ children }: { children: ReactNode }) {
  // No nonce in a page rendered once for everyone: its inline blocks are allowed by hash.
  const nonce = useNonce() || undefined;
  // The page's language is its layout route's (decision 027); the root itself speaks none.
  const matches = useMatches();
  const handles = handlesOf(matches);
  const scripts = !handles.some((handle) => handle.scripts === false);
  const siteHead = !handles.some((handle) => handle.siteHead === false);
  const ownRules = handles.map((handle) => handle.stylesheet ?? '').join('');
  const lang = languageOfMatches(matches)?.lang ?? langOfData(matches) ?? DEFAULT_LANG;
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
        {siteHead && <meta name="theme-color" content="#0b5d3b" />}
        {siteHead && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />}
        <Meta />
        {siteHead ? (
          <Links />
        ) : (
          // The back office's pages get the icon too: a browser asks /favicon.ico otherwise (a 404).
          <link rel="icon" href={favicon} type="image/svg+xml" />
        )}
        {/* The stylesheet is inlined, so the first paint needs nothing but the HTML: no extra
            round trip on a slow phone network. It is in the server render only: the browser
            keeps the server's copy, and the client bundle leaves the text out. */}
        <style
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? stylesheet + ownRules : '' }}
        />
      </head>
      <body>
        {children}
        {scripts && <ScrollRestoration nonce={nonce} />}
        {scripts && <Scripts nonce={nonce} />}
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
  // A refusal the router makes itself (a 404, a 405) is routine: the access line says it.
  if (!isRouteErrorResponse(error)) console.error(error);
  return <h1>{isRouteErrorResponse(error) ? error.status : 500}</h1>;
}

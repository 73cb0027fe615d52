import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { Banner } from './components/Banner';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { copy } from './copy';
import './load-context';
import { pageMeta } from './site/meta';
import { useNonce } from './ui/nonce';
import { SITE_PLACEHOLDERS } from './site/placeholders';
import { readSettings } from './settings.server';
import type { SiteSettings } from './site/settings';
import stylesheet from './styles/app.css?inline';

export function loader({ context }: Route.LoaderArgs) {
  // From the Express server when it serves; placeholders when prerendering at build time (filled
  // in when served, decision 004); straight from the environment under `npm run dev`.
  return { site: context.site ?? (import.meta.env.DEV ? readSettings().site : SITE_PLACEHOLDERS) };
}

// The settings do not change while the page is open: never ask the server for them again.
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// Runs before first paint, so that layout does not shift when React takes over: marks that
// scripts run (the collapsed mobile menu) and hides a banner already closed in this visit.
const BOOT_SCRIPT =
  "document.documentElement.classList.add('js');" +
  "try{if(sessionStorage.getItem('bannerClosed')==='true')document.documentElement.classList.add('banner-closed')}catch(e){}";

export function Layout({ children }: { children: ReactNode }) {
  // No nonce at all in a prerendered page: its inline blocks are allowed by hash (decision 013).
  const nonce = useNonce() || undefined;
  return (
    <html lang="en" suppressHydrationWarning>
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

function Page({ site, children }: { site: SiteSettings | undefined; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.layout.skipLink}
      </a>
      <Banner />
      <Header siteName={site?.siteName} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {site ? <Footer site={site} /> : null}
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Page site={loaderData.site}>
      <Outlet />
    </Page>
  );
}

export function meta({ matches, error }: Route.MetaArgs) {
  return error ? pageMeta('error', matches) : [];
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>('root');
  if (!isRouteErrorResponse(error)) console.error(error);
  const text = isRouteErrorResponse(error) && error.status === 404 ? copy.notFound : copy.error;
  return (
    <Page site={root?.site}>
      <div className="page narrow">
        <h1>{text.heading}</h1>
        <p>{text.body}</p>
        <p>
          <a href="/">{text.home}</a>
        </p>
      </div>
    </Page>
  );
}

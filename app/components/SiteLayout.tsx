import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Banner } from '~/components/Banner';
import { ErrorPage } from '~/components/ErrorPage';
import { Footer } from '~/components/Footer';
import { Header } from '~/components/Header';
import { LanguageOffer } from '~/components/LanguageLinks';
import { type Language, type LanguageHandle, LanguageProvider, useCopy } from '~/copy/context';
import type { SiteSettings } from '~/site/settings';
import { useSite } from '~/site/use-site';

/**
 * Every public page's frame: the skip link, the offer of the other language, the banner, the
 * header, the one `main` and the footer, with the settings the root loader handed down. The case
 * page is in it too (decision 072).
 */
export function SiteFrame({ site, children }: { site: SiteSettings; children: ReactNode }) {
  const copy = useCopy();
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.layout.skipLink}
      </a>
      <LanguageOffer />
      <Banner />
      <Header siteName={site.siteName} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer site={site} />
    </>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <SiteFrame site={useSite()}>{children}</SiteFrame>;
}

/** Every public page's frame, in one language: the words come from `language` (decision 027). */
export function SiteLayout({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageProvider language={language}>
      <Page>{children}</Page>
    </LanguageProvider>
  );
}

/**
 * A language's layout route (app/routes/layout-en.tsx, layout-es.tsx): its handle, its pages'
 * frame and its error page, all in that language. Each route module passes its own catalogue, so
 * a page imports only its language's words (decision 027).
 */
export function languageLayout(language: Language) {
  const handle: LanguageHandle = { language };
  function Layout() {
    return (
      <SiteLayout language={language}>
        <Outlet />
      </SiteLayout>
    );
  }
  function ErrorBoundary() {
    return (
      <SiteLayout language={language}>
        <ErrorPage />
      </SiteLayout>
    );
  }
  return { handle, Layout, ErrorBoundary };
}

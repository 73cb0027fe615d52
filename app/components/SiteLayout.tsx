import type { ReactNode } from 'react';
import { Banner } from '~/components/Banner';
import { Footer } from '~/components/Footer';
import { Header } from '~/components/Header';
import { LanguageOffer } from '~/components/LanguageLinks';
import { type Language, LanguageProvider, useCopy } from '~/copy/context';
import { useSite } from '~/site/use-site';

function Page({ children }: { children: ReactNode }) {
  const copy = useCopy();
  const site = useSite();
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

/** Every public page's frame, in one language: the words come from `language` (decision 027). */
export function SiteLayout({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageProvider language={language}>
      <Page>{children}</Page>
    </LanguageProvider>
  );
}

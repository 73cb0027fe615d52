import { Outlet } from 'react-router';
import { ErrorPage } from '~/components/ErrorPage';
import { SiteLayout } from '~/components/SiteLayout';
import type { Language, LanguageHandle } from '~/copy/context';
import { en } from '~/copy/en';

/** The English pages' layout: the only module of an English page that imports its words. */
const language: Language = { lang: 'en', copy: en };

export const handle: LanguageHandle = { language };

export default function English() {
  return (
    <SiteLayout language={language}>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  return (
    <SiteLayout language={language}>
      <ErrorPage />
    </SiteLayout>
  );
}

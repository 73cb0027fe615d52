import { Outlet } from 'react-router';
import { ErrorPage } from '~/components/ErrorPage';
import { SiteLayout } from '~/components/SiteLayout';
import type { Language, LanguageHandle } from '~/copy/context';
import { es } from '~/copy/es';

/** The Spanish pages' layout: the only module of a Spanish page that imports its words. */
const language: Language = { lang: 'es', copy: es };

export const handle: LanguageHandle = { language };

export default function Spanish() {
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

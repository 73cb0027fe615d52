import { languageLayout } from '~/components/SiteLayout';
import { en } from '~/copy/en';

/** The English pages' layout: the only module of an English page that imports its words. */
const layout = languageLayout({ lang: 'en', copy: en });

export const handle = layout.handle;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;

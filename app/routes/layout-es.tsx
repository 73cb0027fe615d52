import { languageLayout } from '~/components/SiteLayout';
import { es } from '~/copy/es';

/** The Spanish pages' layout: the only module of a Spanish page that imports its words. */
const layout = languageLayout({ lang: 'es', copy: es });

export const handle = layout.handle;
export const ErrorBoundary = layout.ErrorBoundary;
export default layout.Layout;

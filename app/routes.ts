import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { CASE_FORMS } from './cases/case-paths';
import { LANGUAGES, LANG_PREFIX, type Lang, PAGES } from './site/pages';

/**
 * The visitor's case page and the forms that post beside it (app/cases/case-paths.ts), in every
 * language; never prerendered. "Your documents"' upload posts to an Express route instead
 * (server/routes.ts), which streams the file.
 */
const CASE_ROUTES = [
  { path: 'case', module: 'routes/case.tsx' },
  { path: `case${CASE_FORMS.email}`, module: 'routes/case.email.tsx' },
  { path: `case${CASE_FORMS.link}`, module: 'routes/case.link.tsx' },
  {
    path: `case${CASE_FORMS.notApplicable}`,
    module: 'routes/case.requests.not-applicable.tsx',
  },
] as const;

/**
 * Each language is a layout route (its prefix, `/es`, or none for English) over every page, the
 * case page and its own 404: the layout imports the language's catalogue (decision 027). A page
 * module serves every language, so routes past the first language get ids of their own
 * (`es/routes/home`).
 */
function pagesIn(lang: Lang) {
  const id = (module: string) =>
    lang === LANGUAGES[0] ? {} : { id: `${lang}/${module.replace(/\.tsx?$/, '')}` };
  return [
    ...PAGES.map((page) =>
      page.path === '/'
        ? index(page.module, id(page.module))
        : route(page.path.slice(1), page.module, id(page.module)),
    ),
    ...CASE_ROUTES.map((page) => route(page.path, page.module, id(page.module))),
    route('*', 'routes/not-found.tsx', id('routes/not-found.tsx')),
  ];
}

export default [
  ...LANGUAGES.map((lang) => {
    const module = `routes/layout-${lang}.tsx`;
    const prefix = LANG_PREFIX[lang];
    return prefix === ''
      ? layout(module, pagesIn(lang))
      : route(prefix.slice(1), module, pagesIn(lang));
  }),
  // A sign-in link from an e-mail (server/cases/sign-in-links.ts): in the case's language, or the
  // browser's, so outside the language layouts.
  route('case/open/:token', 'routes/case.open.$token.tsx'),
] satisfies RouteConfig;

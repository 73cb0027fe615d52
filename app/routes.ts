import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { LANGUAGES, LANG_PREFIX, type Lang, PAGES } from './site/pages';

/**
 * Each language is a layout route (its prefix, `/es`, or none for English) over every page and
 * its own 404: the layout imports the language's catalogue (decision 027). A page module serves
 * every language, so routes past the first language get ids of their own (`es/routes/home`).
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
    route('*', 'routes/not-found.tsx', id('routes/not-found.tsx')),
  ];
}

export default LANGUAGES.map((lang) => {
  const module = `routes/layout-${lang}.tsx`;
  const prefix = LANG_PREFIX[lang];
  return prefix === ''
    ? layout(module, pagesIn(lang))
    : route(prefix.slice(1), module, pagesIn(lang));
}) satisfies RouteConfig;

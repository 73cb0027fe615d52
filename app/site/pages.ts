/**
 * The public pages: each path is written here once. The route table (app/routes.ts), the
 * prerender list, the navigation, the sitemap and the tests that walk every page all read it.
 * In navigation order; `key` names the page's words in the copy catalogue. `nav` marks the six
 * pages of the main navigation (docs/product.md); the others are linked from the footer.
 *
 * Every page exists in each language of LANGUAGES: English at these paths, Spanish under `/es`
 * (`/es`, `/es/calculator`; decision 027). Links inside a page go to the same language:
 * components take paths from `usePath()` (app/copy/context.tsx), server code from `pathOf`.
 */
export const PAGES = [
  { key: 'home', path: '/', module: 'routes/home.tsx', nav: true },
  { key: 'upload', path: '/upload', module: 'routes/upload.tsx', nav: true },
  { key: 'calculator', path: '/calculator', module: 'routes/calculator.tsx', nav: true },
  { key: 'testimonials', path: '/testimonials', module: 'routes/testimonials.tsx', nav: true },
  { key: 'contact', path: '/contact', module: 'routes/contact.tsx', nav: true },
  { key: 'agreement', path: '/agreement', module: 'routes/agreement.tsx', nav: true },
  { key: 'terms', path: '/terms', module: 'routes/terms.tsx', nav: false },
  { key: 'privacy', path: '/privacy', module: 'routes/privacy.tsx', nav: false },
] as const;

export type PageKey = (typeof PAGES)[number]['key'];

type NavPage = Extract<(typeof PAGES)[number], { nav: true }>;

/** The pages of the main navigation, in order. */
export const NAV_PAGES = PAGES.filter((page): page is NavPage => page.nav);

/** The languages of the public pages; the first is the default (`x-default`, no prefix). */
export const LANGUAGES = ['en', 'es'] as const;

export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = 'en';

/**
 * How each language writes dates and numbers (BCP 47): the catalogues' `locale`, the Open Graph
 * locale and the tracker's dates read it here.
 */
export const LOCALE: Readonly<Record<Lang, string>> = { en: 'en-US', es: 'es-US' };

/** Where a language's pages live: English at the root, Spanish under /es. */
export const LANG_PREFIX: Readonly<Record<Lang, string>> = { en: '', es: '/es' };

/**
 * The visitor's case page in each language (docs/back-office.md, "The visitor's case page"). It
 * is rendered on every request (app/routes/case.tsx; decisions 072 and 125),
 * never prerendered, so it is not one of PAGES, nor in the sitemap; the footer, the upload's and
 * the contact form's answers and the tracker's result link to it.
 */
export const CASE_PATHS: Readonly<Record<Lang, string>> = { en: '/case', es: '/es/case' };

/**
 * The page answering a form whose body was too large to read (app/routes/too-large.tsx), in each
 * language: its path inside the language's layout, and its full path.
 */
export const TOO_LARGE_SEGMENT = 'request-too-large';
export const TOO_LARGE_PATHS: Readonly<Record<Lang, string>> = {
  en: `${LANG_PREFIX.en}/${TOO_LARGE_SEGMENT}`,
  es: `${LANG_PREFIX.es}/${TOO_LARGE_SEGMENT}`,
};

/** The path of a page in a language: `pathOf('calculator', 'es')` → `/es/calculator`. */
export function pathOf(key: PageKey, lang: Lang): string {
  // Every key has a path: PageKey is made from PAGES.
  const path = (PAGES.find((page) => page.key === key) as (typeof PAGES)[number]).path;
  const prefix = LANG_PREFIX[lang];
  return prefix === '' ? path : path === '/' ? prefix : prefix + path;
}

/** Every public page in every language, each path once. */
export const PAGE_PATHS: readonly { key: PageKey; lang: Lang; path: string; module: string }[] =
  LANGUAGES.flatMap((lang) =>
    PAGES.map((page) => ({
      key: page.key,
      lang,
      path: pathOf(page.key, lang),
      module: page.module,
    })),
  );

/** Every public path, prerendered at build time and listed in sitemap.xml. */
export const STATIC_PATHS: readonly string[] = PAGE_PATHS.map((page) => page.path);

/** The language of any path of the site: `/es` and what is under it are Spanish. */
export function langOfPath(pathname: string): Lang {
  for (const lang of LANGUAGES) {
    const prefix = LANG_PREFIX[lang];
    if (prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return DEFAULT_LANG;
}

/** The public page at a path, or undefined (the 404 page, staff pages). */
export function pageAt(pathname: string): { key: PageKey; lang: Lang } | undefined {
  const found = PAGE_PATHS.find((page) => page.path === pathname);
  return found && { key: found.key, lang: found.lang };
}

/**
 * The public pages: each path is written here once. The route table (app/routes.ts), the
 * prerender list, the navigation, the sitemap and the tests that walk every page all read it.
 * In navigation order; `key` names the page's words in the copy catalogue. `nav` marks the six
 * pages of the main navigation (PRODUCT.md); the others are linked from the footer.
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

/** Every public path, prerendered at build time and listed in sitemap.xml. */
export const STATIC_PATHS: readonly string[] = PAGES.map((page) => page.path);

const BY_KEY = new Map<PageKey, string>(PAGES.map((page) => [page.key, page.path]));

/** The path of a page, for links: `pathOf('calculator')` → `/calculator`. */
export function pathOf(key: PageKey): string {
  // Every key has a path: PageKey is made from PAGES.
  return BY_KEY.get(key) as string;
}

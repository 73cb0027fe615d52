/** The six pages, in navigation order. Prerendered at build time and listed in sitemap.xml. */
export const STATIC_PATHS = [
  '/',
  '/upload',
  '/calculator',
  '/testimonials',
  '/contact',
  '/agreement',
] as const;

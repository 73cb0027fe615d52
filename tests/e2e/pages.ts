/** The six pages with their h1, for tests that walk every route. */
export const PAGES = [
  { path: '/', h1: 'Your federal tax refund, filed fast' },
  { path: '/upload', h1: 'Upload Your Tax Documents' },
  { path: '/calculator', h1: 'Refund Calculator' },
  { path: '/testimonials', h1: 'Testimonials' },
  { path: '/contact', h1: 'Contact Us' },
  { path: '/agreement', h1: 'User Agreement' },
] as const;

export const NAV_LINKS = [
  ['Home', '/'],
  ['Upload Docs', '/upload'],
  ['Calculator', '/calculator'],
  ['Testimonials', '/testimonials'],
  ['Contact', '/contact'],
  ['Agreement', '/agreement'],
] as const;

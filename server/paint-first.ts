/**
 * Makes a prerendered page ask for its scripts only after the browser has painted it, so the
 * first paint is the whole page and the largest paint, whatever the scripts do
 * (docs/decisions/014-scripts-after-first-paint.md).
 *
 * React Router writes `<link rel="modulepreload">` tags at the top of the head and, at the end of
 * the body, an inline module that imports the route modules statically and then the client
 * entry. Both start downloads while the page is still being parsed: on a fast connection the
 * scripts arrive and compile before the first paint on some loads and not on others, and a
 * paint that comes after the scripts is taken (by Lighthouse, and by a slow phone) as waiting
 * for them. Here the preload tags are removed and the module first waits for a painted frame,
 * then adds the same preloads (so the downloads still run side by side) and imports the same
 * modules in the same order.
 */

const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+)"\/>/g;
const BOOT_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import ("\/assets\/[^"]+");$/gm;
const NAMESPACE_IMPORT = /^import \* as (route\d+) from ("\/assets\/[^"]+");$/gm;

/**
 * Resolves once the browser has shown the page's first contentful paint: the paint timing entry
 * is written when the painted frame is presented, which can come well after the frame's
 * animation callbacks and the task after them (a busy compositor), so only the entry says the
 * page is on screen. At once in a tab that is hidden (it paints nothing until shown); after a
 * painted frame in a browser without paint timing; and after two seconds at the latest, so a
 * browser that never reports the paint still gets its scripts.
 */
const AFTER_PAINT =
  'await new Promise((done) => {' +
  "if (document.visibilityState === 'hidden') return done();" +
  "document.addEventListener('visibilitychange', done, { once: true });" +
  'setTimeout(done, 2000);' +
  "if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) " +
  'return requestAnimationFrame(() => setTimeout(done));' +
  'new PerformanceObserver((list, observer) => {' +
  "if (list.getEntriesByName('first-contentful-paint').length === 0) return;" +
  'observer.disconnect(); done();' +
  "}).observe({ type: 'paint', buffered: true });});";

export class PaintFirstError extends Error {
  override readonly name = 'PaintFirstError';
}

export function scriptsAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  const boot = BOOT_MODULE.exec(html);
  const source = boot?.[1];
  // The format of the pinned React Router version: a change must be looked at, not guessed at.
  if (preloads.length === 0 || source === undefined || !source.includes('import("/assets/')) {
    throw new PaintFirstError('The page has no React Router boot module in the expected form');
  }
  const body = source
    .replace(SIDE_EFFECT_IMPORT, 'await import($1);')
    .replace(NAMESPACE_IMPORT, 'const $1 = await import($2);');
  if (/^import\s/m.test(body)) {
    throw new PaintFirstError('The boot module has an import this page cannot defer');
  }
  const addPreloads =
    `for (const href of ${JSON.stringify(preloads)}) {` +
    "const link = document.createElement('link');" +
    "link.rel = 'modulepreload'; link.href = href; document.head.append(link);}";
  const deferred = `<script type="module" async="">${AFTER_PAINT}\n${addPreloads}\n${body}</script>`;
  return html.replace(PRELOAD, '').replace(BOOT_MODULE, () => deferred);
}

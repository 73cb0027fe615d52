import type { ManualChunkMeta, PreRenderedChunk, RollupLog } from 'rollup';

/**
 * How the browser's JavaScript is cut into files (docs/decisions/151). Left to itself, Rollup
 * gives each group of modules that a different set of pages shares its own file: some 30 files of
 * about 1 kB on the home page, which a slow phone network fetches six at a time. Here a public page
 * loads about eight: React Router's manifest and entry, then
 * - `framework`: React and React Router, which every page with a script runs;
 * - `copy-en` or `copy-es`: its language's words, never the other language's (decision 027);
 * - `site`: the app's modules that the public pages share (forms, tracker, fees, formats);
 * - the root, its layout and its own route module (and what only that page uses).
 * Modules that only the case page or the staff screens use, and modules loaded on demand (the
 * calculator's answer reader), keep Rollup's own cut.
 */

const FRAMEWORK =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
const COPY = /\/app\/copy\/(en|es)(?:\.ts$|\/)/;
const APP = /\/app\/(?!routes\/)/;
/** Route modules not on the public site: the case page and the staff screens. */
const PRIVATE_ROUTE = /\/app\/routes\/(case|staff)[^/]*$/;
const MANUAL = new Set(['framework', 'copy-en', 'copy-es', 'site']);

const withoutQuery = (id: string) => id.replace(/\?.*$/, '');

/**
 * Whether a static import chain leads from a public page's route module (an entry of the client
 * build) to `id`: what a dynamic import alone reaches is not loaded up front, so it stays out.
 */
function onPublicPages(id: string, meta: ManualChunkMeta, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = meta.getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry) return !PRIVATE_ROUTE.test(withoutQuery(id));
  return info.importers.some((importer) => onPublicPages(importer, meta, seen));
}

export function manualChunks(id: string, meta: ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id)) return 'framework';
  const copy = COPY.exec(id);
  if (copy) return `copy-${copy[1]}`;
  if (APP.test(withoutQuery(id)) && onPublicPages(id, meta)) return 'site';
  return undefined;
}

/** Manual chunks by their name; a chunk Rollup made for modules several pages share, "shared". */
export function chunkFileNames(chunk: PreRenderedChunk): string {
  return chunk.facadeModuleId === null && !MANUAL.has(chunk.name)
    ? 'assets/shared-[hash].js'
    : 'assets/[name]-[hash].js';
}

/**
 * Two chunks that import each other run in an order that can read a value before it is set: a
 * build that makes one stops here, to change the cut above.
 */
export function failOnCircularChunk(warning: RollupLog, warn: (warning: RollupLog) => void): void {
  if (warning.code === 'CIRCULAR_CHUNK') throw new Error(`client-chunks: ${warning.message}`);
  warn(warning);
}

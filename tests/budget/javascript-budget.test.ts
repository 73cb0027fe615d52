import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../app/copy/en';
import { es } from '../../app/copy/es';
import { sentences } from '../../app/copy/leaves';
import { type Lang, PAGE_PATHS } from '../../app/site/pages';
import { useBuiltApp } from '../built/built-app';

// The JavaScript each page needs before it is interactive, from the production build (npm test
// builds first): the module scripts and modulepreload links of the page's HTML as the app serves
// it from the build (rendered once at start, server/pages.ts), the entry
// module the inline bootstrap script imports, and every static import of those, transitively.
// Lazy imports inside the chunks are left out: nothing waits for them at load.
//
// Size is what the wire carries: each file compressed on its own with brotli at quality 11, a fixed
// measure (the server's own compression may differ; brotli 11 is what precompressed assets get).

const CLIENT_DIR = path.resolve('build', 'client');
const BUDGET_KIB = 130;
/** A page with nothing interactive of its own adds at most this much to what every page loads. */
const STATIC_PAGE_OWN_BUDGET_KIB = 2;
/** Pages whose content is only read: the shared layout is their only script. */
const STATIC_PAGES = new Set(['/testimonials', '/privacy', '/es/testimonials', '/es/privacy']);

const compressedSizes = new Map<string, number>();

function compressedSize(file: string): number {
  let size = compressedSizes.get(file);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    compressedSizes.set(file, size);
  }
  return size;
}

function assetFile(url: string, from = CLIENT_DIR): string {
  return url.startsWith('/') ? path.join(CLIENT_DIR, url) : path.resolve(from, url);
}

/** The leading `import ... from "x"` / `import "x"` statements of a bundled chunk. */
function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*import\s*(?:[^'"`;()]*?\bfrom\s*)?(["'])([^"']+)\1\s*;?/;
  let rest = source;
  for (let match = statement.exec(rest); match; match = statement.exec(rest)) {
    specifiers.push(match[2] as string);
    rest = rest.slice(match[0].length);
  }
  return specifiers;
}

/** The files the page's HTML asks for before it is interactive. */
function entryFiles(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) urls.push(href);
  }
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\btype="module"/.test(attributes ?? '')) continue;
    const src = /\bsrc="([^"]+)"/.exec(attributes ?? '')?.[1];
    if (src) urls.push(src);
    // React Router's bootstrap: static imports of the route modules, then import() of the entry.
    for (const [, url] of (body ?? '').matchAll(
      /\bimport\s*(?:[^'"()]*?\bfrom\s*)?\(?\s*"([^"]+)"/g,
    )) {
      if (url) urls.push(url);
    }
  }
  return urls.map((url) => assetFile(url));
}

/** Every file reachable from the entries through static imports. */
function closure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${file} is referenced but not in the build`);
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      queue.push(assetFile(specifier, path.dirname(file)));
    }
  }
  return seen;
}

const app = useBuiltApp('javascript-budget', { PUBLIC_URL: 'http://127.0.0.1' });

const kib = (bytes: number) => bytes / 1024;
const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + compressedSize(file), 0);

interface PageScript {
  page: string;
  lang: Lang;
  files: Set<string>;
  totalKiB: number;
  /** KiB of the files not every page of its language loads: the page's own share. */
  ownKiB: number;
}

async function measure(): Promise<PageScript[]> {
  const byPage = await Promise.all(
    PAGE_PATHS.map(async ({ path: page, lang }) => {
      const response = await fetch(app.base + page);
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      return { page, lang, files: closure(entryFiles(await response.text())) };
    }),
  );
  // What every page of a language loads (its layout and catalogue included).
  const sharedIn = (lang: Lang) =>
    byPage
      .filter((p) => p.lang === lang)
      .map(({ files }) => files)
      .reduce((common, files) => new Set([...common].filter((file) => files.has(file))));
  return byPage.map(({ page, lang, files }) => {
    const shared = sharedIn(lang);
    return {
      page,
      lang,
      files,
      totalKiB: kib(sum(files)),
      ownKiB: kib(sum([...files].filter((file) => !shared.has(file)))),
    };
  });
}

let pages: PageScript[] = [];

beforeAll(async () => {
  pages = await measure();
  const rows = pages.map(
    (p) =>
      `${p.page.padEnd(14)} ${p.totalKiB.toFixed(1).padStart(6)} ${p.ownKiB.toFixed(1).padStart(6)}  ${p.files.size} files`,
  );
  console.log(
    [`${'route'.padEnd(14)} ${'total'.padStart(6)} ${'own'.padStart(6)}`, ...rows].join('\n'),
  );
});

function measured(page: string): PageScript {
  const found = pages.find((p) => p.page === page);
  if (!found) throw new Error(`${page} was not measured`);
  return found;
}

describe('JavaScript budget (brotli 11, KiB)', () => {
  it.each(PAGE_PATHS.map((p) => [p.path] as const))(
    `%s loads at most ${BUDGET_KIB} KiB of JavaScript before it is interactive`,
    (page) => {
      const { totalKiB, files } = measured(page);
      expect(files.size, `${page}: no scripts found in its HTML`).toBeGreaterThan(0);
      expect(
        totalKiB,
        `${page}: ${totalKiB.toFixed(1)} KiB of JavaScript, budget ${BUDGET_KIB} KiB`,
      ).toBeLessThanOrEqual(BUDGET_KIB);
    },
  );

  it.each([...STATIC_PAGES])(
    '%s, with nothing interactive of its own, is lighter than every interactive page',
    (staticPage) => {
      const page = measured(staticPage);
      expect(
        page.ownKiB,
        `${staticPage}: its own scripts are ${page.ownKiB.toFixed(1)} KiB, budget ${STATIC_PAGE_OWN_BUDGET_KIB} KiB`,
      ).toBeLessThanOrEqual(STATIC_PAGE_OWN_BUDGET_KIB);
      const interactive = pages.filter((p) => p.lang === page.lang && !STATIC_PAGES.has(p.page));
      for (const other of interactive) {
        expect(
          page.totalKiB,
          `${staticPage}: ${page.totalKiB.toFixed(2)} KiB, not lighter than ${other.page} at ${other.totalKiB.toFixed(2)} KiB`,
        ).toBeLessThan(other.totalKiB);
      }
    },
  );
});

/** A bundled file's text with its string escapes undone, so that sentences can be looked for. */
function unescaped(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\\u\{([0-9a-fA-F]+)\}/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(["'`])/g, '$1');
}

describe('each page ships the words of its own language only (decision 027)', () => {
  const OTHER: Record<Lang, { name: string; sentences: string[] }> = {
    en: { name: 'Spanish', sentences: sentences(es) },
    es: { name: 'English', sentences: sentences(en) },
  };

  it.each(PAGE_PATHS.map((p) => [p.path, p.lang] as const))(
    '%s: no sentence of the other catalogue in its JavaScript',
    (page, lang) => {
      const { files } = measured(page);
      const text = [...files].map(unescaped).join('\n');
      // The check can see a catalogue: its own language's sentences are there.
      const own = OTHER[lang === 'en' ? 'es' : 'en'].sentences;
      expect(own.filter((sentence) => text.includes(sentence)).length).toBeGreaterThan(10);
      const other = OTHER[lang];
      const shipped = other.sentences.filter((sentence) => text.includes(sentence));
      expect(shipped, `${page} ships ${other.name} sentences`).toEqual([]);
    },
  );
});

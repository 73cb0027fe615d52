import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { en } from '../../app/copy/en';
import { es } from '../../app/copy/es';
import { sentences } from '../../app/copy/leaves';
import { US_STATES } from '../../app/reviews/us-states';
import { type Lang, PAGE_PATHS } from '../../app/site/pages';

import { copyMigratedDatabase } from '../api/helpers/engines';
import { quietLogger } from '../api/helpers/logs';
import { builtServer } from '../built/built-server';

// The JavaScript each page needs before it is interactive, from the production build (npm test
// builds first): the module scripts and modulepreload links of the prerendered HTML, the entry
// module the inline bootstrap script imports, and every static import of those, transitively.
// Lazy imports inside the chunks are left out: nothing waits for them at load.
//
// Size is what the wire carries: each file compressed on its own with brotli at quality 11, a fixed
// measure (the server's own compression may differ; brotli 11 is what precompressed assets get).

const CLIENT_DIR = path.resolve('build', 'client');
const BUDGET_KIB = 130;
/** Pages with nothing to enhance: they ship no script at all (`handle = { scripts: false }`). */
const STATIC_PAGES = new Set([
  '/testimonials',
  '/terms',
  '/privacy',
  '/es/testimonials',
  '/es/terms',
  '/es/privacy',
]);

/** Every public page as the built server serves it (rendered once at its start). */
async function servedPages(): Promise<Map<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qr-js-budget-'));
  await copyMigratedDatabase(dataDir);
  const running = await (
    await builtServer()
  ).createBuiltApp({
    env: { DATA_DIR: dataDir },
    logger: await quietLogger(),
    log: () => {},
  });
  const server = http.createServer(running.listener).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pages = new Map<string, string>();
  try {
    for (const { path: page } of PAGE_PATHS) {
      pages.set(page, await (await fetch(base + page)).text());
    }
  } finally {
    server.close();
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return pages;
}

const SERVED = await servedPages();

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

function measure(): PageScript[] {
  const byPage = PAGE_PATHS.map(({ path: page, lang }) => {
    const html = SERVED.get(page);
    if (html === undefined) throw new Error(`${page} was not served`);
    return { page, lang, files: closure(entryFiles(html)) };
  });
  // What every page of a language loads (its layout and catalogue included).
  const sharedIn = (lang: Lang) =>
    byPage
      .filter((p) => p.lang === lang && !STATIC_PAGES.has(p.page))
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

describe('JavaScript budget (brotli 11, KiB)', () => {
  const pages = measure();

  const rows = pages.map(
    (p) =>
      `${p.page.padEnd(14)} ${p.totalKiB.toFixed(1).padStart(6)} ${p.ownKiB.toFixed(1).padStart(6)}  ${p.files.size} files`,
  );
  console.log(
    [`${'route'.padEnd(14)} ${'total'.padStart(6)} ${'own'.padStart(6)}`, ...rows].join('\n'),
  );

  it.each(pages.filter((p) => !STATIC_PAGES.has(p.page)).map((p) => [p.page, p] as const))(
    `%s loads at most ${BUDGET_KIB} KiB of JavaScript before it is interactive`,
    (page, { totalKiB, files }) => {
      expect(files.size, `${page}: no scripts found in its HTML`).toBeGreaterThan(0);
      expect(
        totalKiB,
        `${page}: ${totalKiB.toFixed(1)} KiB of JavaScript, budget ${BUDGET_KIB} KiB`,
      ).toBeLessThanOrEqual(BUDGET_KIB);
    },
  );

  it.each([...STATIC_PAGES])('%s, with nothing to enhance, ships no JavaScript', (page) => {
    const served = pages.find((p) => p.page === page);
    if (!served) throw new Error(`${page} is not a page`);
    expect([...served.files], `${page} loads scripts`).toEqual([]);
    expect(SERVED.get(page)).not.toMatch(/<script[^>]*type="module"|rel="modulepreload"/);
  });
});

/** A bundled file's text with its string escapes undone, so that sentences can be looked for. */
function unescaped(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\\u\{([0-9a-fA-F]+)\}/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\(["'`])/g, '$1');
}

describe('each page ships the words of its own language only (decision 027)', () => {
  const pages = measure();
  // A state's name is a place name, the same words whatever the page's language (the reviews'
  // "Your state" ships them to every page): not a sentence of either catalogue.
  const places: ReadonlySet<string> = new Set(Object.values(US_STATES));
  const words = (catalogue: typeof en) => sentences(catalogue).filter((s) => !places.has(s));
  const OTHER: Record<Lang, { name: string; sentences: string[] }> = {
    en: { name: 'Spanish', sentences: words(es) },
    es: { name: 'English', sentences: words(en) },
  };

  it.each(
    PAGE_PATHS.filter((p) => !STATIC_PAGES.has(p.path)).map((p) => [p.path, p.lang] as const),
  )('%s: no sentence of the other catalogue in its JavaScript', (page, lang) => {
    const files = pages.find((p) => p.page === page)?.files ?? new Set<string>();
    const text = [...files].map(unescaped).join('\n');
    // The check can see a catalogue: its own language's sentences are there.
    const own = OTHER[lang === 'en' ? 'es' : 'en'].sentences;
    expect(own.filter((sentence) => text.includes(sentence)).length).toBeGreaterThan(10);
    const other = OTHER[lang];
    const shipped = other.sentences.filter((sentence) => text.includes(sentence));
    expect(shipped, `${page} ships ${other.name} sentences`).toEqual([]);
  });
});

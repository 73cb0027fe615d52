import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { BANNER_CLOSED, bannerClosedIn } from '../app/site/banner';
import { CATALOGUES } from '../app/copy/languages.server';
import { langOfPath, PAGE_PATHS } from '../app/site/pages';
import { contentSecurityPolicy } from '../app/site/security-headers';
import type { SiteSettings } from '../app/site/settings';
import { factsOf, permanentRedirectStatus } from './http/request-checks';

/**
 * The public pages are the same for every visitor: each is rendered once at start by React Router
 * with the settings (no nonce; its inline blocks are allowed by hash), in its two forms (with the
 * banner, and without it for a visitor who closed it without scripts), compressed once, written to
 * a folder of this process and served from there by the same static middleware as the assets
 * (docs/decisions/123). Everything else React Router renders per request.
 */

const INLINE_BLOCK = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

export interface InlineBlocks {
  readonly scripts: string[];
  readonly styles: string[];
}

/** The text of every inline script and style of a page, as the browser hashes it. */
export function inlineBlocks(html: string): InlineBlocks {
  const blocks: InlineBlocks = { scripts: [], styles: [] };
  for (const [, tag = '', attributes = '', text = ''] of html.matchAll(INLINE_BLOCK)) {
    if (tag.toLowerCase() === 'style') blocks.styles.push(text);
    else if (!/\ssrc\s*=/i.test(` ${attributes}`)) blocks.scripts.push(text);
  }
  return blocks;
}

function sha256(texts: readonly string[]): string[] {
  const hashes = texts.map((text) => createHash('sha256').update(text, 'utf8').digest('base64'));
  return [...new Set(hashes)];
}

/** A page's inline blocks named by SHA-256. */
interface BlockHashes {
  readonly scriptHashes: string[];
  readonly styleHashes: string[];
}

function blockHashes(html: string): BlockHashes {
  const { scripts, styles } = inlineBlocks(html);
  return { scriptHashes: sha256(scripts), styleHashes: sha256(styles) };
}

/**
 * A page rendered once: its inline blocks named by SHA-256, no nonce, no unsafe-inline; with
 * `also`, those of another form of the page too (while one replaces the other).
 */
export function pagePolicy(html: string, uploadUrl: string, also?: BlockHashes): string {
  const own = blockHashes(html);
  return contentSecurityPolicy(
    {
      scriptHashes: [...new Set([...own.scriptHashes, ...(also?.scriptHashes ?? [])])],
      styleHashes: [...new Set([...own.styleHashes, ...(also?.styleHashes ?? [])])],
    },
    uploadUrl,
  );
}

/** The file a page is written to: `/` → `/index.html`, `/es/calculator` → `/es/calculator.html`. */
function fileOf(pagePath: string): string {
  return pagePath === '/' ? '/index.html' : `${pagePath}.html`;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function writeCompressed(file: string, body: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        // Quality 11 takes a second for the whole site; 9 is within a few per cent of it.
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 9 }),
  ]);
  await Promise.all([
    writeFile(file, body),
    writeFile(`${file}.br`, br),
    writeFile(`${file}.gz`, gz),
  ]);
}

export interface RenderedPages {
  /** The folder of each form of the pages. */
  readonly roots: { readonly open: string; readonly closed: string };
  /** Each page file's Content-Security-Policy, by its full path. */
  readonly policies: ReadonlyMap<string, string>;
  /**
   * Renders these pages again (both forms), each file replaced whole (a visit reads the old file or
   * the new, never half of one): the pages that show what changes while the server runs, the
   * published reviews (decision 145).
   */
  rerender(pagePaths: readonly string[]): Promise<void>;
  /** Removes the folder (at close). */
  remove(): Promise<void>;
}

/**
 * Renders every public page in every language through React Router, with the settings, once.
 * `contextFor` gives the loaders their context (the request's facts, without a nonce).
 */
export async function renderPagesOnce(
  build: ServerBuild,
  site: SiteSettings,
  publicUrl: string,
  contextFor: (request: Request) => RouterContextProvider,
): Promise<RenderedPages> {
  const handle = createRequestHandler(build, 'production');
  const dir = await mkdtemp(path.join(tmpdir(), 'quickrefund-pages-'));
  const roots = { open: path.join(dir, 'open'), closed: path.join(dir, 'closed') };
  const policies = new Map<string, string>();
  const hashes = new Map<string, BlockHashes>();
  const origin = new URL(publicUrl).origin;
  let renders = 0;
  const render = async (pagePath: string, form: 'open' | 'closed', replace: boolean) => {
    const headers = new Headers(form === 'closed' ? { Cookie: `${BANNER_CLOSED}=true` } : {});
    const request = new Request(`${origin}${pagePath}`, { headers });
    const response = await handle(request, contextFor(request));
    const html = await response.text();
    if (response.status !== 200) {
      throw new Error(`Rendering ${pagePath} answered ${response.status}`);
    }
    const written = path.join(roots[form], fileOf(pagePath));
    const body = Buffer.from(html);
    if (replace) {
      // Written beside, then renamed over the served files. The policy allows the inline blocks
      // of the page before as well as the new one's: a visit that began with the old file gets
      // a policy that fits it (until the next rendering).
      const next = path.join(dir, `next-${(renders += 1)}`);
      const beside = path.join(next, form, fileOf(pagePath));
      await writeCompressed(beside, body);
      policies.set(written, pagePolicy(html, site.uploadUrl, hashes.get(written)));
      hashes.set(written, blockHashes(html));
      for (const suffix of ['.br', '.gz', '']) {
        await rename(`${beside}${suffix}`, `${written}${suffix}`);
      }
      await rm(next, { recursive: true, force: true });
    } else {
      policies.set(written, pagePolicy(html, site.uploadUrl));
      hashes.set(written, blockHashes(html));
      await writeCompressed(written, body);
    }
    return html;
  };
  for (const page of PAGE_PATHS) {
    for (const form of ['open', 'closed'] as const) {
      await render(page.path, form, false);
    }
  }
  return {
    roots,
    policies,
    rerender: async (pagePaths) => {
      for (const pagePath of pagePaths) {
        for (const form of ['open', 'closed'] as const) await render(pagePath, form, true);
      }
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The one path of a page written another way (`/Calculator`, `/calculator/`), or undefined. */
export function canonicalPagePath(decodedPath: string): string | undefined {
  const folded = decodedPath.length > 1 ? decodedPath.replace(/\/+$/, '') : decodedPath;
  const lower = folded.toLowerCase();
  const page = PAGE_PATHS.find((p) => p.path === lower);
  return page !== undefined && page.path !== decodedPath ? page.path : undefined;
}

const PAGE_FILES: ReadonlyMap<string, string> = new Map(
  PAGE_PATHS.map((page) => [page.path, fileOf(page.path)]),
);

/**
 * The rendered pages, for GET and HEAD (a form post goes on to React Router): a page's other
 * spellings are redirected to its one path; the visitor who closed the banner without scripts
 * gets the page without it.
 */
export function servePages(
  rendered: RenderedPages,
  /** The pages whose route takes form posts (an action), by path. */
  takesPosts: ReadonlySet<string>,
  /**
   * Whether a request is rendered for itself rather than served the file: the home page for a
   * browser with a case cookie, whose tracker shows its own case (decision 141).
   */
  personal: (req: Parameters<RequestHandler>[0], pagePath: string) => boolean = () => false,
): RequestHandler {
  const headersOf = (res: ServerResponse, file: string) => {
    const policy = rendered.policies.get(file.replace(/\.(br|gz)$/, ''));
    if (policy !== undefined) res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    // A visitor who closed the banner without scripts gets the page without it.
    res.setHeader('Vary', 'Cookie, Accept-Encoding');
  };
  const serve = (root: string) =>
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { index: false, redirect: false, cacheControl: false, setHeaders: headersOf },
    });
  const open = serve(rendered.roots.open);
  const closed = serve(rendered.roots.closed);
  return (req, res, next) => {
    const facts = factsOf(req);
    const file = PAGE_FILES.get(facts.path);
    if (file === undefined) {
      const canonical = canonicalPagePath(facts.path);
      if (canonical === undefined) return next();
      res.set('Cache-Control', 'public, max-age=3600');
      return res.redirect(permanentRedirectStatus(req.method), canonical + facts.search);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // A form post goes to the page's action; any other method is refused in its language.
      if (req.method === 'POST' && takesPosts.has(facts.path)) return next();
      const allow = takesPosts.has(facts.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
      const text = CATALOGUES[langOfPath(facts.path)].error;
      res.status(405).set({ Allow: allow, 'Cache-Control': 'no-store' });
      return res.type('text/plain').send(`${text.methodNotAllowed}\n`);
    }
    if (personal(req, facts.path)) return next();
    req.url = file;
    (bannerClosedIn(req.headers.cookie) ? closed : open)(req, res, next);
  };
}

/** The home page in every language: rendered per request for a browser with its own case. */
export const HOME_PATHS: ReadonlySet<string> = new Set(
  PAGE_PATHS.filter((page) => page.key === 'home').map((page) => page.path),
);

/** Hashed file names change with their content: cached for a year and never asked again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files from public/ (the favicon) keep their names: a day. */
const PUBLIC = 'public, max-age=86400';

/**
 * The client build's files (the hashed assets and what public/ holds), each with the brotli and
 * gzip forms the build made beside it (scripts/build-server.mjs).
 */
export function serveStaticFiles(clientDir: string): RequestHandler {
  return expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        const assets = `${path.sep}assets${path.sep}`;
        res.setHeader('Cache-Control', file.includes(assets) ? IMMUTABLE : PUBLIC);
      },
    },
  });
}

/** The public pages whose route module has an action (the forms that work without scripts). */
export function pagesTakingPosts(build: ServerBuild): ReadonlySet<string> {
  return new Set(
    PAGE_PATHS.filter((page) => {
      const id = page.module.replace(/\.tsx?$/, '');
      const own = page.lang === 'en' ? id : `${page.lang}/${id}`;
      return build.routes[own]?.module.action !== undefined;
    }).map((page) => page.path),
  );
}

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { createRequestHandler } from '@react-router/express';
import express, { type Request, type Response, Router } from 'express';
import type { ServerBuild } from 'react-router';
import { NONCE_PLACEHOLDER, SITE_PLACEHOLDERS } from '../app/placeholders';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../app/security-headers';
import type { SiteSettings } from '../app/site';
import { STATIC_PATHS } from '../app/static-paths';
import type { FastHandler } from './fast-path';

/** A prerendered response with the settings filled in, split where each response's nonce goes. */
interface Prerendered {
  readonly parts: readonly string[];
  readonly contentType: string;
}

/** A prerendered page, also as gzip compressed once, around the places where the nonce goes. */
interface PrerenderedPage extends Prerendered {
  /** The gzip body of one response with this nonce: no compression per response. */
  gzip(nonce: string): Buffer;
}

/** 16 random bytes in base64: always this many characters. */
const NONCE_LENGTH = 24;

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const DEFLATE_WINDOW = 32 * 1024;

/**
 * Compresses the parts of a page once, so that each response only joins bytes (see
 * docs/decisions/008-page-serving-performance.md). Each part is a raw deflate segment ending on a
 * byte boundary (sync flush), compressed with the text before it as the preset dictionary, so it
 * still refers back to earlier parts. In that dictionary the nonces are zero bytes, which never
 * occur in the HTML, so no back-reference reaches into a nonce. A response puts its nonce between
 * the segments as stored (uncompressed) deflate blocks and closes with the CRC-32 and length.
 */
export function gzipTemplate(parts: readonly string[]): (nonce: string) => Buffer {
  const raw = parts.map((part) => Buffer.from(part, 'utf8'));
  if (raw.some((part) => part.includes(0))) throw new Error('A page holds a zero byte');
  const gap = Buffer.alloc(NONCE_LENGTH);
  let before = Buffer.alloc(0);
  const segments = raw.map((part, index) => {
    const last = index === raw.length - 1;
    const dictionary = before.subarray(Math.max(0, before.length - DEFLATE_WINDOW));
    const segment = deflateRawSync(part, {
      level: 9,
      ...(dictionary.length > 0 ? { dictionary } : {}),
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });
    before = Buffer.concat([before, part, gap]).subarray(-DEFLATE_WINDOW);
    return segment;
  });
  const rawLength = raw.reduce((total, part) => total + part.length, 0);
  const storedHeader = Buffer.from([0, NONCE_LENGTH, 0, ~NONCE_LENGTH & 0xff, 0xff]);

  return (nonce) => {
    const nonceBytes = Buffer.from(nonce, 'latin1');
    if (nonceBytes.length !== NONCE_LENGTH) throw new Error('A nonce of the wrong length');
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    raw.forEach((part, index) => {
      // Skipped when empty: crc32 of an empty buffer here gave 0, not the running value.
      if (part.length > 0) crc = crc32(part, crc);
      chunks.push(segments[index] as Buffer);
      if (index < raw.length - 1) {
        crc = crc32(nonceBytes, crc);
        chunks.push(storedHeader, nonceBytes);
      }
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE((rawLength + NONCE_LENGTH * (raw.length - 1)) % 2 ** 32, 4);
    chunks.push(trailer);
    return Buffer.concat(chunks);
  };
}

/** Whether the Accept-Encoding header takes gzip (or anything) with a weight above zero. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let gzip: boolean | undefined;
  let any = false;
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const wanted = q === undefined || Number(q) > 0;
    if (name.trim() === 'gzip') gzip = wanted;
    else if (name.trim() === '*') any = wanted;
  }
  return gzip ?? any;
}

/** Replaces every settings token by its value (validated as safe for HTML and JS at start). */
export function fillSettings(text: string, site: SiteSettings): string {
  let filled = text;
  for (const key of Object.keys(SITE_PLACEHOLDERS) as (keyof SiteSettings)[]) {
    filled = filled.replaceAll(SITE_PLACEHOLDERS[key], site[key]);
  }
  return filled;
}

async function loadPrerendered(clientDir: string, site: SiteSettings) {
  const pages = new Map<string, PrerenderedPage>();
  const byPath = new Map<string, Prerendered>();
  for (const pagePath of STATIC_PATHS) {
    const htmlFile = path.join(clientDir, pagePath, 'index.html');
    const dataFile = path.join(clientDir, pagePath === '/' ? '_root.data' : `${pagePath}.data`);
    const html = fillSettings(await readFile(htmlFile, 'utf8'), site);
    const parts = html.split(NONCE_PLACEHOLDER);
    const page = { parts, contentType: 'text/html; charset=utf-8', gzip: gzipTemplate(parts) };
    pages.set(pagePath, page);
    byPath.set(pagePath, page);
    // Client-side navigations ask for the route data; it holds settings tokens too.
    const data = await readFile(dataFile, 'utf8').catch(() => null);
    if (data !== null) {
      byPath.set(pagePath === '/' ? '/_root.data' : `${pagePath}.data`, {
        parts: [fillSettings(data, site)],
        contentType: 'text/x-script',
      });
    }
  }
  return { pages, byPath };
}

function sitemap(origin: string): string {
  const urls = STATIC_PATHS.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export interface Pages {
  /**
   * The rest, behind `servePage`: assets, robots.txt, sitemap, route data, the pages for a client
   * without gzip, and React Router.
   */
  readonly router: Router;
  /** Answers a GET or HEAD of a prerendered page with node:http calls only (server/fast-path.ts). */
  readonly servePage: FastHandler;
}

/**
 * The pages: prerendered HTML from the build (settings filled in once, a fresh CSP nonce per
 * response, gzip compressed once at start), hashed assets cached for a year, and React Router for
 * everything else (the 404 page, the calculator's no-JavaScript form post).
 */
export async function createPages(buildDir: string, site: SiteSettings): Promise<Pages> {
  const clientDir = path.join(buildDir, 'client');
  const serverBuildFile = path.join(buildDir, 'server', 'index.js');
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const { pages, byPath: prerendered } = await loadPrerendered(clientDir, site);
  const router = Router();

  /** Sends a prerendered page as gzip with only node:http calls; compression() leaves it as is. */
  function sendGzipPage(page: PrerenderedPage, req: IncomingMessage, res: ServerResponse) {
    const nonce = newNonce();
    const body = page.gzip(nonce);
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': page.contentType,
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(nonce, site.uploadUrl),
      Vary: 'Accept-Encoding',
      'Content-Length': body.length,
      'Content-Encoding': 'gzip',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function servePage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const page = pages.get(query === -1 ? url : url.slice(0, query));
    // A client without gzip (rare: brotli only, or nothing) goes the Express way below.
    if (!page || !acceptsGzip(req.headers['accept-encoding'])) return false;
    sendGzipPage(page, req, res);
    return true;
  }

  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
    }),
  );

  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${req.protocol}://${req.host}/sitemap.xml\n`);
  });
  router.get('/sitemap.xml', (req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(sitemap(`${req.protocol}://${req.host}`));
  });

  // Route data, and the pages for the rare client without gzip (servePage answered the others
  // before Express): the text with a fresh nonce, compressed per response by compression().
  router.use((req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const page = prerendered.get(req.path);
    if (!page) return next();
    const nonce = newNonce();
    res.status(200);
    res.set({
      'Content-Type': page.contentType,
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(nonce, site.uploadUrl),
    });
    res.send(page.parts.join(nonce));
  });

  // Files from public/ (the favicon). Prerendered HTML and data are never sent raw from disk:
  // they hold placeholders.
  const publicFiles = express.static(clientDir, { index: false, redirect: false, maxAge: '1d' });
  router.use((req, res, next) => {
    if (/\.(html|data)$/.test(req.path) || req.path.startsWith('/assets/')) return next();
    return publicFiles(req, res, next);
  });

  router.all(
    '/{*splat}',
    createRequestHandler({
      build,
      getLoadContext: () => ({ site, cspNonce: newNonce() }),
    }),
  );
  return { router, servePage };
}

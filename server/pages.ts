import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeReadableStreamToWritable } from '@react-router/node';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { CATALOGUES } from '../app/copy/languages.server';
import { BANNER_CLOSED_CLASS, bannerClosedIn } from '../app/site/banner';
import { langOfPath, PAGE_PATHS } from '../app/site/pages';
import { SITE_PLACEHOLDERS } from '../app/site/placeholders';
import { contentSecurityPolicy, SECURITY_HEADERS, siteHeaders } from '../app/site/security-headers';
import type { SiteSettings } from '../app/site/settings';
import { clientKey } from './client-key';
import { newNonce } from './nonce';
import { type FixedResponse, fixedResponse, sendFixed } from './fixed-response';
import { scriptsAfterFirstPaint } from './paint-first';
import { sendShort } from './short-answer';
import { fromOwnSite, isOwnOrigin } from './origin';
import { bodyOrRefusal, readBodyBytes, sendTooLarge } from './read-body';
import { factsOf, permanentRedirectStatus, type RequestFacts } from './request-checks';
import { loadStaticFiles, serveFixedFile } from './static-files';

/** Replaces every settings token by its value (validated as safe for HTML and JS at start). */
export function fillSettings(text: string, site: SiteSettings): string {
  let filled = text;
  for (const key of Object.keys(SITE_PLACEHOLDERS) as (keyof SiteSettings)[]) {
    filled = filled.replaceAll(SITE_PLACEHOLDERS[key], site[key]);
  }
  if (filled.includes('__QR_')) throw new Error('A settings token was left unfilled');
  return filled;
}

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

/**
 * The site's stylesheet as the build inlined it into the public pages (root.tsx), for pages
 * rendered outside React Router (the staff back office): read from the build folder, so the
 * server needs neither the sources nor a particular working folder.
 */
export async function builtStylesheet(buildDir: string): Promise<string> {
  const html = await readFile(path.join(buildDir, 'client', 'index.html'), 'utf8');
  return inlineBlocks(html).styles.join('\n');
}

/**
 * The site's icon as the public pages have it inline (decision 038), for the case page the server
 * renders (decision 072): the built `favicon.svg` as a data URL, so no request for it is made.
 */
export async function builtIcon(buildDir: string): Promise<string> {
  const svg = await readFile(path.join(buildDir, 'client', 'favicon.svg'), 'utf8');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function sha256(texts: readonly string[]): string[] {
  const hashes = texts.map((text) => createHash('sha256').update(text, 'utf8').digest('base64'));
  return [...new Set(hashes)];
}

/** A prerendered page's policy: its inline blocks named by SHA-256, no nonce, no unsafe-inline. */
export function pagePolicy(html: string, uploadUrl: string): string {
  const { scripts, styles } = inlineBlocks(html);
  return contentSecurityPolicy(
    { scriptHashes: sha256(scripts), styleHashes: sha256(styles) },
    uploadUrl,
  );
}

/** The route data file of a page, as the client asks for it on a navigation. */
function dataPath(pagePath: string): string {
  return pagePath === '/' ? '/_root.data' : `${pagePath}.data`;
}

/** A page's headers: the same for its two forms (with and without the banner). */
function pageHeaders(html: string, site: SiteSettings): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': pagePolicy(html, site.uploadUrl),
    // The page comes without its banner once a visitor closed it without scripts (banner.ts).
    Vary: 'Cookie',
  };
}

/** The page with the banner hidden from the first paint: `<html class="banner-closed" …>`. */
export function withBannerClosed(html: string): string {
  if (!html.startsWith('<!DOCTYPE html><html ')) {
    throw new Error('A prerendered page does not start with <!DOCTYPE html><html …>');
  }
  return html.replace('<html ', `<html class="${BANNER_CLOSED_CLASS}" `);
}

/**
 * Every prerendered page and its route data, settings filled in, as fixed bytes in each encoding
 * (docs/decisions/013-pages-as-fixed-bytes.md); and each page's HTML, for its form without the
 * banner, made the first time a visitor who closed it asks (compressing is slow: not at start).
 */
async function loadPrerendered(clientDir: string, site: SiteSettings) {
  const files = new Map<string, FixedResponse>();
  const pages = new Map<string, string>();
  for (const { path: pagePath } of PAGE_PATHS) {
    const html = scriptsAfterFirstPaint(
      fillSettings(await readFile(path.join(clientDir, pagePath, 'index.html'), 'utf8'), site),
    );
    withBannerClosed(html); // checked at start, not at a visitor's first request
    pages.set(pagePath, html);
    files.set(pagePath, fixedResponse(Buffer.from(html), pageHeaders(html, site)));
    const data = await readFile(path.join(clientDir, dataPath(pagePath)), 'utf8').catch(() => null);
    if (data !== null) {
      files.set(
        dataPath(pagePath),
        fixedResponse(Buffer.from(fillSettings(data, site)), {
          ...SECURITY_HEADERS,
          'Content-Type': 'text/x-script',
          'Cache-Control': 'no-cache',
        }),
      );
    }
  }
  const closed = new Map<string, FixedResponse>();
  /** The page at `pagePath` without its banner, or undefined when it is not a page. */
  const bannerClosed = (pagePath: string): FixedResponse | undefined => {
    const html = pages.get(pagePath);
    if (html === undefined) return undefined;
    let file = closed.get(pagePath);
    if (file === undefined) {
      file = fixedResponse(Buffer.from(withBannerClosed(html)), pageHeaders(html, site));
      closed.set(pagePath, file);
    }
    return file;
  };
  return { files, bannerClosed };
}

/** The one path of a page written another way (`/Calculator`, `/calculator/`), or undefined. */
export function canonicalPagePath(decodedPath: string): string | undefined {
  const folded = decodedPath.length > 1 ? decodedPath.replace(/\/+$/, '') : decodedPath;
  const lower = folded.toLowerCase();
  const page = PAGE_PATHS.find((p) => p.path === lower);
  return page !== undefined && page.path !== decodedPath ? page.path : undefined;
}

export interface Pages {
  /**
   * Answers, with node:http calls only, what is the same for every visitor: the prerendered pages
   * and their data, the assets and public files; redirects a page's other spellings to its one
   * path; refuses a method a page does not take. False to pass the request on.
   */
  serveFixed(req: IncomingMessage, res: ServerResponse, facts: RequestFacts): boolean;
  /** React Router, for what is rendered per request: the 404 page, a form post's answer. */
  readonly render: RequestHandler;
  /**
   * What the metrics and the access lines call a path served here: the page (`/calculator`, its
   * other spellings too), its data file, `/assets/*` for the hashed assets, a public file's path;
   * undefined for any other path.
   */
  routeOf(path: string): string | undefined;
}

/**
 * The pages: prerendered HTML from the build (settings filled in once at start, inline blocks
 * allowed by hash, compressed once), hashed assets compressed at build time, and React Router
 * for everything rendered per request (with a fresh CSP nonce each time).
 */
export async function createPages(
  buildDir: string,
  site: SiteSettings,
  /**
   * What route actions use besides the settings (the contact form's sender, the tracker, the
   * agreement's record).
   */
  services: Pick<AppLoadContext, 'contact' | 'tracker' | 'agreement'> = {},
  /** Where a rendering failure goes (the log, with the request); the console when not given. */
  reportError: (error: unknown, req: ExpressRequest) => void = (error) => console.error(error),
): Promise<Pages> {
  const clientDir = path.join(buildDir, 'client');
  const serverBuildFile = path.join(buildDir, 'server', 'index.js');
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const files = await loadStaticFiles(clientDir);
  const prerendered = await loadPrerendered(clientDir, site);
  for (const [urlPath, file] of prerendered.files) files.set(urlPath, file);

  // A page whose route module has an action takes form posts (the calculator without
  // JavaScript), in every language; the others take GET and HEAD only.
  const takesPosts = new Set<string>(
    PAGE_PATHS.filter((page) => {
      const id = page.module.replace(/\.tsx?$/, '');
      return build.routes[id]?.module.action !== undefined;
    }).map((page) => page.path),
  );
  const pagePaths = new Set<string>(PAGE_PATHS.map((page) => page.path));
  const dataPaths = new Set<string>(PAGE_PATHS.map((page) => dataPath(page.path)));

  function serveFixed(req: IncomingMessage, res: ServerResponse, facts: RequestFacts): boolean {
    const file = files.get(facts.path);
    if (file === undefined) {
      const canonical = canonicalPagePath(facts.path);
      if (canonical === undefined) return false;
      const status = permanentRedirectStatus(req.method);
      const location = canonical + facts.search;
      sendShort(
        res,
        facts,
        status,
        ['Location', location, 'Cache-Control', 'public, max-age=3600'],
        '',
      );
      return true;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const closed = bannerClosedIn(req.headers.cookie)
        ? prerendered.bannerClosed(facts.path)
        : undefined;
      sendFixed(req, res, closed ?? file, facts.https);
      return true;
    }
    // A form post goes to the router: to the page itself without JavaScript, to its data path from
    // a hydrated <Form> (the router answers 405 where the page has no action).
    if (dataPaths.has(facts.path) || (takesPosts.has(facts.path) && req.method === 'POST')) {
      // React Router refuses a form posted from another site too, but with a stack trace in the
      // log: a routine refusal is answered here, unlogged.
      if (!fromOwnSite(req, facts)) {
        const text = CATALOGUES[langOfPath(facts.path)].error;
        sendShort(res, facts, 403, [], `${text.crossSitePost}\n`);
        return true;
      }
      return false;
    }
    if (pagePaths.has(facts.path)) {
      const allow = takesPosts.has(facts.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
      // In the page's own language (`/es/…` in Spanish).
      const text = CATALOGUES[langOfPath(facts.path)].error;
      sendShort(res, facts, 405, ['Allow', allow], `${text.methodNotAllowed}\n`);
      return true;
    }
    serveFixedFile(req, res, file, facts);
    return true;
  }

  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
  const loadContext = (req: ExpressRequest): AppLoadContext => ({
    site,
    cspNonce: newNonce(),
    clientAddress: req.ip ?? 'unknown',
    clientKey: clientKey(req.ip),
    reportError: (error) => reportError(error, req),
    ...services,
  });
  /**
   * React Router, fed the way @react-router/express feeds it, except for two things: a body is
   * read first through the server's one body reader (capped; 413 in the page's language when
   * over, server/read-body.ts), so an action's request.formData() parses at most that; and the
   * request's URL is this site's origin (server/origin.ts), never one from X-Forwarded-Host.
   */
  const render: RequestHandler = async (req, res, next) => {
    try {
      const facts = factsOf(req);
      let body: Buffer | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        body = bodyOrRefusal(req, res, await readBodyBytes(req), {
          tooLarge: (close) => sendTooLarge(res, facts.path, facts.https, undefined, close),
          timeout: () => {
            res.writeHead(408, [...siteHeaders(facts.https), 'Connection', 'close']);
            res.end();
          },
        });
        if (body === undefined) return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const one of value) headers.append(name, one);
        else if (value !== undefined) headers.set(name, value);
      }
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      // The origin React Router's own check compares a form's Origin with: the one that passed
      // ours (server/origin.ts), so the two never disagree.
      const origin = req.headers.origin;
      const base = origin !== undefined && isOwnOrigin(origin, facts) ? origin : facts.addressed;
      const request = new Request(`${new URL(base).origin}${req.originalUrl}`, {
        method: req.method,
        headers,
        signal: controller.signal,
        ...(body === undefined ? {} : { body: new Uint8Array(body) }),
      });
      const response = await handleRequest(request, loadContext(req));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers.entries()) res.append(name, value);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
  const routeOf = (urlPath: string): string | undefined => {
    if (urlPath.startsWith('/assets/')) return files.has(urlPath) ? '/assets/*' : undefined;
    return files.has(urlPath) ? urlPath : canonicalPagePath(urlPath);
  };
  return { serveFixed, render, routeOf };
}

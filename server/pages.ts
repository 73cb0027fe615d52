import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import express, { type Request, type Response, Router } from 'express';
import type { ServerBuild } from 'react-router';
import { NONCE_PLACEHOLDER, SITE_PLACEHOLDERS } from '../app/placeholders';
import { contentSecurityPolicy } from '../app/security-headers';
import type { SiteSettings } from '../app/site';
import { STATIC_PATHS } from '../app/static-paths';

/** A prerendered response with the settings filled in, split where each response's nonce goes. */
interface Prerendered {
  readonly parts: readonly string[];
  readonly contentType: string;
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
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
  const byPath = new Map<string, Prerendered>();
  for (const pagePath of STATIC_PATHS) {
    const htmlFile = path.join(clientDir, pagePath, 'index.html');
    const dataFile = path.join(clientDir, pagePath === '/' ? '_root.data' : `${pagePath}.data`);
    const html = fillSettings(await readFile(htmlFile, 'utf8'), site);
    byPath.set(pagePath, {
      parts: html.split(NONCE_PLACEHOLDER),
      contentType: 'text/html; charset=utf-8',
    });
    // Client-side navigations ask for the route data; it holds settings tokens too.
    const data = await readFile(dataFile, 'utf8').catch(() => null);
    if (data !== null) {
      byPath.set(pagePath === '/' ? '/_root.data' : `${pagePath}.data`, {
        parts: [fillSettings(data, site)],
        contentType: 'text/x-script',
      });
    }
  }
  return byPath;
}

function sitemap(origin: string): string {
  const urls = STATIC_PATHS.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The pages: prerendered HTML from the build (settings filled in once, a fresh CSP nonce per
 * response), hashed assets cached for a year, and React Router for everything else (the 404
 * page, the calculator's no-JavaScript form post).
 */
export async function createPages(buildDir: string, site: SiteSettings): Promise<Router> {
  const clientDir = path.join(buildDir, 'client');
  const serverBuildFile = path.join(buildDir, 'server', 'index.js');
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const prerendered = await loadPrerendered(clientDir, site);
  const router = Router();

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

  router.use((req: Request, res: Response, next) => {
    res.locals.cspNonce = newNonce();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const page = prerendered.get(req.path);
    if (!page) return next();
    const nonce = res.locals.cspNonce as string;
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
      getLoadContext: (_req, res) => ({ site, cspNonce: res.locals.cspNonce as string }),
    }),
  );
  return router;
}

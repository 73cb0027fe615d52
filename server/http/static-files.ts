import path from 'node:path';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

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

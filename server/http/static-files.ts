import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { SECURITY_HEADERS, siteHeaders } from '../../app/site/security-headers';
import { type Compressed, type FixedResponse, fixedResponse, sendFixed } from './fixed-response';
import { withRequestId } from '../observe/request-id';
import type { RequestFacts } from './request-checks';

/** Files the build compresses beside the originals (scripts/build-server.mjs). */
export const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

/** Made for each start from the settings (server/pages.ts): never served from disk as they are. */
const TEMPLATE_FILE = /\.(html|data)$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

/** Hashed file names change with their content: cached for a year and never asked again. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files from public/ (the favicon) keep their names: a day. */
const PUBLIC = 'public, max-age=86400';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function readIfThere(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

/**
 * The client build's own files, keyed by URL path: the hashed assets and what public/ holds, each
 * with the brotli and gzip versions the build made. The prerendered pages and their route data
 * are left out: they hold settings tokens (server/pages.ts serves them filled in).
 */
export async function loadStaticFiles(clientDir: string): Promise<Map<string, FixedResponse>> {
  const files = new Map<string, FixedResponse>();
  const suffixes = Object.values(PRECOMPRESSED) as string[];
  for (const file of await filesUnder(clientDir)) {
    if (TEMPLATE_FILE.test(file) || suffixes.some((suffix) => file.endsWith(suffix))) continue;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join('/')}`;
    const body = await readFile(file);
    const compressed: Compressed = {
      br: await readIfThere(file + PRECOMPRESSED.br),
      gzip: await readIfThere(file + PRECOMPRESSED.gzip),
    };
    const headers = {
      ...SECURITY_HEADERS,
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': urlPath.startsWith('/assets/') ? IMMUTABLE : PUBLIC,
    };
    // A file the build did not compress (none today) is compressed once here.
    const prepared =
      compressed.br === undefined || compressed.gzip === undefined
        ? fixedResponse(body, headers)
        : fixedResponse(body, headers, compressed);
    files.set(urlPath, prepared);
  }
  return files;
}

/** Answers a file that takes GET and HEAD only: anything else is 405 with the methods it takes. */
export function serveFixedFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: FixedResponse,
  facts: RequestFacts,
): void {
  if (req.method === 'GET' || req.method === 'HEAD') {
    sendFixed(req, res, file, facts.https);
    return;
  }
  const head = [...siteHeaders(facts.https), 'Allow', 'GET, HEAD', 'Content-Length', '0'];
  res.writeHead(405, withRequestId(res, head));
  res.end();
}

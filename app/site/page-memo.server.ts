import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';
import { createContext } from 'react-router';

/**
 * What HTTP caching keeps of a public page on the server's side (app/site/public-page.server.ts):
 * the page as React Router rendered it for the first visitor, in each encoding, with a strong
 * ETag for each, so that every later visit is answered with the same bytes (or a 304) without
 * rendering or compressing again. One memo per app, handed to the routes in their context.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

interface Encoded {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
}

export interface KeptPage {
  readonly identity: Encoded;
  readonly br: Encoded | undefined;
  readonly gzip: Encoded | undefined;
  /** The headers of every answer (type, cache, policy, Vary). */
  readonly headers: readonly (readonly [string, string])[];
}

export interface PageMemo {
  kept(key: string): KeptPage | undefined;
  keep(key: string, page: KeptPage): void;
  /** Forgets the pages at these paths (every form of each): the next visit renders them again. */
  forget(pagePaths: readonly string[]): void;
}

/** The memo of an app; its keys are a page's path and its form (`/es/calculator|closed`). */
export function createPageMemo(): PageMemo {
  const pages = new Map<string, KeptPage>();
  return {
    kept: (key) => pages.get(key),
    keep: (key, page) => void pages.set(key, page),
    forget: (pagePaths) => {
      for (const key of pages.keys()) {
        if (pagePaths.includes(key.slice(0, key.lastIndexOf('|')))) pages.delete(key);
      }
    },
  };
}

/** The app's memo; none under `npm run dev`, where every page is rendered afresh. */
export const pageMemoContext = createContext<PageMemo | undefined>(undefined);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/**
 * A rendered page made ready to keep: brotli (quality 9, within a few per cent of 11 at a fraction
 * of its time) and gzip 9, an encoding left out where it is not smaller than the page.
 */
export async function keptPage(
  body: Uint8Array,
  headers: readonly (readonly [string, string])[],
): Promise<KeptPage> {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: 9 }),
  ]);
  const encoded = (encoding: Encoding, bytes: Uint8Array): Encoded | undefined =>
    encoding !== 'identity' && bytes.length >= body.length
      ? undefined
      : { body: new Uint8Array(bytes), etag: `"${hash}${ETAG_SUFFIX[encoding]}"` };
  const identity = { body: new Uint8Array(body), etag: `"${hash}"` };
  return { identity, br: encoded('br', br), gzip: encoded('gzip', gz), headers };
}

/** Browsers send a handful of distinct headers: each is parsed once (bounded, for hostile ones). */
const chosen = new Map<string, Encoding>();
const CHOSEN_MAX = 64;
/** Ours, best first: when the client weighs two alike, brotli (smaller), then gzip. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding to send for an Accept-Encoding header: the client's first choice by its q-values
 * (negotiator); the body as it is when it refuses every coding we have, identity included
 * (`*;q=0`): a body it may not take beats no answer.
 */
export function chooseEncoding(header: string | null | undefined): Encoding {
  if (header === undefined || header === null || header === '') return 'identity';
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const [first] = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(ENCODINGS, {
    preferred: ENCODINGS,
  });
  const encoding = (first as Encoding | undefined) ?? 'identity';
  if (chosen.size < CHOSEN_MAX) chosen.set(header, encoding);
  return encoding;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for this header). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The answer to a GET or HEAD of a kept page: the client's encoding, 304 when it holds it. */
export function answerKept(request: Request, page: KeptPage): Response {
  const encoding = chooseEncoding(request.headers.get('accept-encoding'));
  const chosenBody = page[encoding] ?? page.identity;
  const negotiated = page.br !== undefined || page.gzip !== undefined;
  const headers = new Headers(page.headers as [string, string][]);
  if (negotiated) headers.set('Vary', 'Cookie, Accept-Encoding');
  headers.set('ETag', chosenBody.etag);
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null && matches(ifNoneMatch, chosenBody.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(chosenBody.body.length));
  if (chosenBody !== page.identity) headers.set('Content-Encoding', encoding);
  return new Response(chosenBody.body, { status: 200, headers });
}

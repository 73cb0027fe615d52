import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';
import { createContext } from 'react-router';
import { bannerClosedIn } from './banner';

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
  /** Whether a request with this Cookie header gets a page of its own instead (the route's). */
  readonly perVisitor: ((cookieHeader: string | null) => boolean) | undefined;
}

/** A kept page's key: its path (decoded) and its form, by the banner's cookie. */
export function memoKey(pagePath: string, cookieHeader: string | null | undefined): string {
  return `${pagePath}|${bannerClosedIn(cookieHeader) ? 'closed' : 'open'}`;
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
  perVisitor?: (cookieHeader: string | null) => boolean,
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
  return { identity, br: encoded('br', br), gzip: encoded('gzip', gz), headers, perVisitor };
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

export interface KeptAnswer {
  readonly status: 200 | 304;
  readonly headers: [string, string][];
  readonly body: Uint8Array<ArrayBuffer> | null;
}

/** The answer to a GET or HEAD of a kept page: the client's encoding, 304 when it holds it. */
export function keptAnswer(
  page: KeptPage,
  acceptEncoding: string | null | undefined,
  ifNoneMatch: string | null | undefined,
): KeptAnswer {
  const encoding = chooseEncoding(acceptEncoding);
  const chosenBody = page[encoding] ?? page.identity;
  const negotiated = page.br !== undefined || page.gzip !== undefined;
  // A visitor who closed the banner without scripts gets the page without it: by Cookie.
  const headers: [string, string][] = page.headers
    .filter(([name]) => name.toLowerCase() !== 'vary')
    .map(([name, value]) => [name, value]);
  headers.push(['Vary', negotiated ? 'Cookie, Accept-Encoding' : 'Cookie']);
  headers.push(['ETag', chosenBody.etag]);
  if (ifNoneMatch !== null && ifNoneMatch !== undefined && matches(ifNoneMatch, chosenBody.etag)) {
    return { status: 304, headers, body: null };
  }
  headers.push(['Content-Length', String(chosenBody.body.length)]);
  if (chosenBody !== page.identity) headers.push(['Content-Encoding', encoding]);
  return { status: 200, headers, body: chosenBody.body };
}

/** The same, as a Fetch answer (a route's middleware). */
export function answerKept(request: Request, page: KeptPage): Response {
  const answer = keptAnswer(
    page,
    request.headers.get('accept-encoding'),
    request.headers.get('if-none-match'),
  );
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

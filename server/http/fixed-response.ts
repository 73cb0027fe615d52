import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { HSTS_HEADER } from '../../app/site/security-headers';
import { withRequestId } from '../observe/request-id';

/**
 * A response that is the same bytes for every request (a prerendered page, an asset, robots.txt),
 * prepared once: each encoding's body, its strong ETag and its headers, written with one
 * writeHead and one end. Nothing is compressed per request (docs/decisions/013).
 */
export type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  readonly body: Buffer;
  readonly etag: string;
  /** Flat header lists for writeHead: [plain http, https (with HSTS)]. */
  readonly head200: readonly [string[], string[]];
  readonly head304: readonly [string[], string[]];
}

export interface FixedResponse {
  readonly br: Variant | undefined;
  readonly gzip: Variant | undefined;
  readonly identity: Variant;
}

export interface Compressed {
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

/** Brotli at its best quality and gzip at level 9: done once, so the slowest settings pay. */
export function compressBoth(body: Buffer): Required<Compressed> {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };

/**
 * `headers` are those of every answer (type, cache, CSP, security headers); `compressed` the
 * encodings made at build time, else both are made here. An encoding that is not smaller than
 * the body itself is left out.
 */
export function fixedResponse(
  body: Buffer,
  headers: Readonly<Record<string, string>>,
  compressed: Compressed = compressBoth(body),
): FixedResponse {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const worthIt = (encoded: Buffer | undefined) =>
    encoded !== undefined && encoded.length < body.length ? encoded : undefined;
  const br = worthIt(compressed.br);
  const gzip = worthIt(compressed.gzip);
  const negotiated = br !== undefined || gzip !== undefined;
  const common = Object.entries(headers).flat();
  if (negotiated) common.push('Vary', 'Accept-Encoding');

  const variant = (encoding: Encoding, encoded: Buffer): Variant => {
    const etag = `"${hash}${ETAG_SUFFIX[encoding]}"`;
    const head304 = [...common, 'ETag', etag];
    const head200 = [...head304, 'Content-Length', String(encoded.length)];
    if (encoding !== 'identity') head200.push('Content-Encoding', encoding);
    return {
      body: encoded,
      etag,
      head200: [head200, [...head200, ...HSTS_HEADER]],
      head304: [head304, [...head304, ...HSTS_HEADER]],
    };
  };
  return {
    br: br && variant('br', br),
    gzip: gzip && variant('gzip', gzip),
    identity: variant('identity', body),
  };
}

/** Browsers send a handful of distinct headers: each is parsed once (bounded, for hostile ones). */
const chosen = new Map<string, Encoding>();
const CHOSEN_MAX = 64;

/** The encoding to send for an Accept-Encoding header. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (header === undefined || header === '') return 'identity';
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const encoding = parseChoice(header);
  if (chosen.size < CHOSEN_MAX) chosen.set(header, encoding);
  return encoding;
}

/** Ours, best first: when the client weighs two alike, brotli (smaller), then gzip. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The client's first choice by its q-values (negotiator); the body as it is when it refuses every
 * coding we have, identity included (`*;q=0`): a body it may not take beats no answer.
 */
function parseChoice(header: string): Encoding {
  const [first] = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(ENCODINGS, {
    preferred: ENCODINGS,
  });
  return (first as Encoding | undefined) ?? 'identity';
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for this header). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a GET or HEAD: the client's encoding, 304 when it holds these bytes already. */
export function sendFixed(
  req: IncomingMessage,
  res: ServerResponse,
  response: FixedResponse,
  https: boolean,
): void {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const variant = response[encoding] ?? response.identity;
  const tls = https ? 1 : 0;
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matches(ifNoneMatch, variant.etag)) {
    res.writeHead(304, withRequestId(res, variant.head304[tls]));
    res.end();
    return;
  }
  res.writeHead(200, withRequestId(res, variant.head200[tls]));
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

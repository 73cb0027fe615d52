import type { RequestHandler, Response } from 'express';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { copyForAcceptLanguage } from '../../app/copy/languages.server';
import { apiError, REQUEST_CODES, sendApiError } from '../http/api-error';
import type { DocumentsText } from './errors';
import { clientKey } from '../http/client-key';
import { DocumentIntegrityError, openDocument } from './crypto';
import { STORAGE_RETRY_AFTER_SECONDS } from './errors';
import { attachmentDisposition } from './filename';
import { isDocumentId } from './ids';
import type { DocumentKeyring } from './keyring';
import type { LinkSigner } from './links';
import { StorageUnavailableError, type DocumentStorage } from './storage';
import { StreamPrefix } from './stream-prefix';

/** Downloads under way per client, each counted from its start until its connection closes. */
export class DownloadCounter {
  private readonly active = new Map<string, number>();

  constructor(private readonly perClient: number) {}

  /** Counts one more for `client`; false (and nothing counted) when it already has its share. */
  enter(client: string): boolean {
    const count = this.active.get(client) ?? 0;
    if (count >= this.perClient) return false;
    this.active.set(client, count + 1);
    return true;
  }

  leave(client: string): void {
    const count = (this.active.get(client) ?? 1) - 1;
    if (count <= 0) this.active.delete(client);
    else this.active.set(client, count);
  }
}

export interface DownloadDependencies {
  readonly documentsKeys: DocumentKeyring;
  readonly storage: DocumentStorage;
  readonly links: LinkSigner;
  readonly downloads: DownloadCounter;
  /** A download whose client takes no bytes (or whose store sends none) for this long is cut. */
  readonly stallTimeoutMs: number;
  readonly log: (line: string) => void;
}

// One sentence for a forged, altered, malformed or expired link: which one it was is nobody's business.
const NOT_VALID = (t: DocumentsText) => t.linkNotValid;
const TOO_MANY = (t: DocumentsText) => t.tooManyDownloads;
const UNAVAILABLE = (t: DocumentsText) => t.storageUnavailable;
// A download takes seconds; by then one of the client's others has usually finished.
const TOO_MANY_RETRY_AFTER_SECONDS = 10;

/** A document is never cached, never sniffed, never run as a page. */
const DOWNLOAD_HEADERS = {
  'Cache-Control': 'no-store, no-transform',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'Referrer-Policy': 'no-referrer',
};

/**
 * How a download that cannot start is answered (before any header is sent): its status, the
 * sentence why, and headers such as Retry-After. JSON by default; the staff pages answer a page.
 */
export type DownloadFailure = (
  res: Response,
  status: number,
  code: string,
  say: (text: DocumentsText) => string,
  headers?: Record<string, string>,
) => void;

const sendError: DownloadFailure = (res, status, code, say, headers = {}) => {
  // In the client's language (Accept-Language), English by default.
  const message = say(copyForAcceptLanguage(res.req.headers['accept-language']).documents);
  sendApiError(res, status, apiError(code, message), Object.entries(headers).flat());
};

/**
 * GET on a signed link: the document, decrypted as it streams, as an attachment. Stored bytes are
 * read only as fast as the client takes the plaintext (each stage holds at most about one 64 KiB
 * record), so a client that stops reading costs a few hundred KiB until the stall timeout ends it.
 */
export function createDownloadHandler(deps: DownloadDependencies): RequestHandler<{ id: string }> {
  return async (req, res) => {
    res.set(DOWNLOAD_HEADERS);
    const { id } = req.params;
    const check = isDocumentId(id)
      ? deps.links.check(id, req.query.expires, req.query.signature)
      : 'invalid';
    if (check !== 'valid') return sendError(res, 403, 'link_not_valid', NOT_VALID);

    const client = clientKey(req.ip);
    if (!deps.downloads.enter(client)) {
      return sendError(res, 429, REQUEST_CODES.rateLimited, TOO_MANY, {
        'Retry-After': String(TOO_MANY_RETRY_AFTER_SECONDS),
      });
    }
    res.once('close', () => deps.downloads.leave(client));

    await sendDocument(deps, id, res);
  };
}

/** Why a download cannot start: its status, code, sentence and headers (Retry-After). */
export interface DownloadRefusal {
  readonly status: number;
  readonly code: string;
  readonly say: (text: DocumentsText) => string;
  readonly headers: Record<string, string>;
}

/** A stored document opened: its answer's headers, and its plaintext when read. */
interface OpenedDocument {
  readonly headers: Record<string, string>;
  /** The plaintext into `out`; a failure mid-stream cuts it (the headers are gone by then). */
  pipeTo(out: NodeJS.WritableStream): Promise<void>;
}

type StreamDependencies = Pick<
  DownloadDependencies,
  'documentsKeys' | 'storage' | 'stallTimeoutMs' | 'log'
>;

/**
 * Opens the stored document `id` and checks its header: the refusal (404, 500, 503) when it
 * cannot be read. `beforeOpen` runs once the store has answered (the socket's timer starts then).
 */
async function openStored(
  deps: StreamDependencies,
  id: string,
  beforeOpen: () => boolean,
): Promise<OpenedDocument | DownloadRefusal | undefined> {
  let stored;
  try {
    stored = await deps.storage.open(id);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    deps.log(`documents: download of ${id} refused: ${error.message}`);
    return {
      status: 503,
      code: REQUEST_CODES.unavailable,
      say: UNAVAILABLE,
      headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
    };
  }
  if (stored === undefined) {
    return { status: 404, code: REQUEST_CODES.notFound, say: (t) => t.noSuchDocument, headers: {} };
  }
  if (!beforeOpen()) {
    stored.body.destroy();
    return undefined;
  }
  const head = new StreamPrefix(stored.body);
  let opened;
  try {
    opened = await openDocument(deps.documentsKeys, id, head, stored.bytes);
  } catch (error) {
    head.discard();
    if (!(error instanceof DocumentIntegrityError)) throw error;
    deps.log(
      `documents: ${id} failed authentication (${error.message}); it was altered or the key is wrong`,
    );
    return { status: 500, code: REQUEST_CODES.failed, say: (t) => t.unreadable, headers: {} };
  }
  const { decryptor } = opened;
  return {
    headers: {
      ...DOWNLOAD_HEADERS,
      'Content-Type': opened.metadata.contentType,
      'Content-Length': String(opened.bytes),
      'Content-Disposition': attachmentDisposition(
        opened.metadata.originalFilename,
        opened.metadata.format,
      ),
    },
    async pipeTo(out) {
      try {
        await pipeline(head.rest(), decryptor, out);
      } catch (error) {
        // Headers are gone; pipeline has already cut the stream, so the client sees a short body.
        if (error instanceof DocumentIntegrityError) {
          deps.log(`documents: ${id} failed authentication mid-stream; it was altered`);
        }
      }
    },
  };
}

/**
 * The stored document `id`, decrypted as it streams, as an attachment: for a signed link (above).
 * Answers 404, 500 or 503 itself (through `fail`) when it cannot.
 */
export async function sendDocument(
  deps: StreamDependencies,
  id: string,
  res: Response,
  fail: DownloadFailure = sendError,
): Promise<void> {
  res.set(DOWNLOAD_HEADERS);
  // The socket's idle timer: it restarts only when a write completes or a byte is read, so it
  // fires both for a client that stopped reading and for a store that stopped sending. (Opening
  // was bounded by the storage deadline instead.)
  const opened = await openStored(deps, id, () => {
    if (res.destroyed) return false;
    res.setTimeout(deps.stallTimeoutMs, () => res.destroy());
    return true;
  });
  if (opened === undefined) return;
  if (!('pipeTo' in opened)) {
    return fail(res, opened.status, opened.code, opened.say, opened.headers);
  }
  res.status(200).set(opened.headers);
  await opened.pipeTo(res);
}

/**
 * The same document as a web stream with its headers, for a route that answers with a Fetch
 * `Response` (the staff case page's downloads): or the refusal, which the route shows as a page.
 * A reader that takes no bytes for the stall timeout has its stream cut.
 */
export async function documentStream(
  deps: StreamDependencies,
  id: string,
): Promise<
  | { readonly ok: true; readonly body: ReadableStream<Uint8Array>; readonly headers: Headers }
  | ({ readonly ok: false } & DownloadRefusal)
> {
  const opened = await openStored(deps, id, () => true);
  if (opened === undefined) throw new Error('unreachable: the stream was not given up');
  if (!('pipeTo' in opened)) return { ok: false, ...opened };
  const out = new PassThrough();
  const stall = setTimeout(() => out.destroy(), deps.stallTimeoutMs);
  out.on('data', () => stall.refresh());
  out.once('close', () => clearTimeout(stall));
  void opened.pipeTo(out);
  return {
    ok: true,
    body: Readable.toWeb(out) as ReadableStream<Uint8Array>,
    headers: new Headers(opened.headers),
  };
}

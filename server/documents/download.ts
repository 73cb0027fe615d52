import type { RequestHandler, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { copyForAcceptLanguage } from '../../app/copy/languages.server';
import { apiError, REQUEST_CODES, sendApiError } from '../api-error';
import type { DocumentsText } from './errors';
import { clientKey } from '../client-key';
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

/**
 * The stored document `id`, decrypted as it streams, as an attachment: for a signed link (above)
 * and for staff on a case page (server/staff). Answers 404, 500 or 503 itself when it cannot.
 */
export async function sendDocument(
  deps: Pick<DownloadDependencies, 'documentsKeys' | 'storage' | 'stallTimeoutMs' | 'log'>,
  id: string,
  res: Response,
  fail: DownloadFailure = sendError,
): Promise<void> {
  res.set(DOWNLOAD_HEADERS);
  let stored;
  try {
    stored = await deps.storage.open(id);
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    deps.log(`documents: download of ${id} refused: ${error.message}`);
    return fail(res, 503, REQUEST_CODES.unavailable, UNAVAILABLE, {
      'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
    });
  }
  if (stored === undefined) return fail(res, 404, REQUEST_CODES.notFound, (t) => t.noSuchDocument);
  if (res.destroyed) {
    stored.body.destroy();
    return;
  }
  // The socket's idle timer: it restarts only when a write completes or a byte is read, so it
  // fires both for a client that stopped reading and for a store that stopped sending. (Opening
  // was bounded by the storage deadline instead.)
  res.setTimeout(deps.stallTimeoutMs, () => res.destroy());

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
    return fail(res, 500, REQUEST_CODES.failed, (t) => t.unreadable);
  }

  res.status(200).set({
    'Content-Type': opened.metadata.contentType,
    'Content-Length': String(opened.bytes),
    'Content-Disposition': attachmentDisposition(
      opened.metadata.originalFilename,
      opened.metadata.format,
    ),
  });
  try {
    await pipeline(head.rest(), opened.decryptor, res);
  } catch (error) {
    // Headers are gone; pipeline has already cut the connection, so the client sees a short body.
    if (error instanceof DocumentIntegrityError) {
      deps.log(`documents: ${id} failed authentication mid-stream; it was altered`);
    }
  }
}

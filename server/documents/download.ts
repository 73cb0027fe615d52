import type { RequestHandler, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { DocumentIntegrityError, openDocument } from './crypto';
import { attachmentDisposition } from './filename';
import { isDocumentId } from './ids';
import type { LinkSigner } from './links';
import type { DocumentStorage } from './storage';
import { StreamPrefix } from './stream-prefix';

export interface DownloadDependencies {
  readonly documentsKey: Buffer;
  readonly storage: DocumentStorage;
  readonly links: LinkSigner;
  readonly log: (line: string) => void;
}

// One sentence for a forged, altered, malformed or expired link: which one it was is nobody's business.
const NOT_VALID = 'This link is not valid or has expired.';

function sendError(res: Response, status: number, message: string): void {
  res.status(status).json({ error: { message } });
}

/** GET on a signed link: the document, decrypted as it streams, as an attachment. */
export function createDownloadHandler(deps: DownloadDependencies): RequestHandler<{ id: string }> {
  return async (req, res) => {
    res.set({
      'Cache-Control': 'no-store, no-transform',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Referrer-Policy': 'no-referrer',
    });
    const { id } = req.params;
    const check = isDocumentId(id)
      ? deps.links.check(id, req.query.expires, req.query.signature)
      : 'invalid';
    if (check !== 'valid') return sendError(res, 403, NOT_VALID);

    const stored = await deps.storage.open(id);
    if (stored === undefined) return sendError(res, 404, 'This document does not exist.');

    const head = new StreamPrefix(stored.body);
    let opened;
    try {
      opened = await openDocument(deps.documentsKey, id, head, stored.bytes);
    } catch (error) {
      head.discard();
      if (!(error instanceof DocumentIntegrityError)) throw error;
      deps.log(
        `documents: ${id} failed authentication (${error.message}); it was altered or the key is wrong`,
      );
      return sendError(res, 500, 'This document cannot be read.');
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
  };
}

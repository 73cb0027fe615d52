// The sentences live in the copy catalogue: the answer's is in the client's language
// (Accept-Language), the log's in English.
import { formatBytes } from '../../app/bytes';
import { type Copy, en } from '../../app/copy/en';
import { REQUEST_CODES } from '../http/api-error';

export type DocumentsText = Copy['documents'];

/** The form fields an upload's refusal can blame (the Cloudinary contract's names). */
export type UploadField = 'file' | 'upload_preset';

/**
 * A refusal with the HTTP status, its code and the field at fault (server/http/api-error.ts), and the
 * plain sentence the visitor will read.
 */
export class UploadError extends Error {
  override readonly name = 'UploadError';

  constructor(
    readonly status: number,
    readonly code: string,
    /** The sentence in a language's catalogue; `message` is the English one. */
    readonly say: (text: DocumentsText) => string,
    readonly field?: UploadField,
  ) {
    super(say(en.documents));
  }
}

/**
 * The form was sent with no file chosen (a browser posts an empty, nameless file part): not an
 * upload at all, so the page's own "Please select a file!" answers it, and it does not count
 * against the visitor's uploads.
 */
export class NoFileChosen extends UploadError {
  constructor() {
    super(400, 'no_file', (t) => t.noFile, 'file');
  }
}

/** The client went away mid-request: nothing to answer, only cleanup to do. */
export class ClientGoneError extends Error {
  override readonly name = 'ClientGoneError';
}

/** Seconds a client is told to wait (Retry-After) when the store is not answering. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

const { timeout, tooLarge, unsupportedType, rateLimited, unavailable, failed } = REQUEST_CODES;

export const refuse = {
  notMultipart: () => new UploadError(400, 'not_multipart', (t) => t.notMultipart),
  brokenBody: () => new UploadError(400, 'broken_body', (t) => t.brokenBody),
  noFile: () => new UploadError(400, 'no_file', (t) => t.noFile, 'file'),
  emptyFile: () => new UploadError(400, 'empty_file', (t) => t.emptyFile, 'file'),
  secondFile: () => new UploadError(400, 'second_file', (t) => t.secondFile, 'file'),
  textNotFile: () => new UploadError(400, 'text_not_file', (t) => t.textNotFile, 'file'),
  tooManyFields: () => new UploadError(400, 'too_many_fields', (t) => t.tooManyFields),
  missingPreset: () =>
    new UploadError(400, 'missing_preset', (t) => t.missingPreset, 'upload_preset'),
  unknownPreset: () =>
    new UploadError(400, 'unknown_preset', (t) => t.unknownPreset, 'upload_preset'),
  crossSite: () => new UploadError(403, REQUEST_CODES.crossSite, (t) => t.crossSite),
  stalled: (seconds: number) => new UploadError(408, timeout, (t) => t.stalled(seconds)),
  tooLarge: (maxBytes: number) =>
    new UploadError(413, tooLarge, (t) => t.tooLarge(formatBytes(maxBytes)), 'file'),
  wrongType: () => new UploadError(415, unsupportedType, (t) => t.wrongType, 'file'),
  tooMany: () => new UploadError(429, rateLimited, (t) => t.tooMany),
  storageFull: () => new UploadError(507, 'storage_full', (t) => t.storageFull),
  storageUnavailable: () => new UploadError(503, unavailable, (t) => t.storageUnavailable),
  storageFailed: () => new UploadError(500, failed, (t) => t.storageFailed),
  /** A file for a document request answered already, or another case's (the case page). */
  requestClosed: () => new UploadError(409, 'request_closed', (t) => t.requestClosed),
};

// The sentences live in the copy catalogue: the answer's is in the client's language
// (Accept-Language), the log's in English.
import { type Copy, en } from '../../app/copy/en';

export type DocumentsText = Copy['documents'];

/** A refusal with the HTTP status and the plain sentence the visitor will read. */
export class UploadError extends Error {
  override readonly name = 'UploadError';

  constructor(
    readonly status: number,
    /** The sentence in a language's catalogue; `message` is the English one. */
    readonly say: (text: DocumentsText) => string,
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
    super(400, (t) => t.noFile);
  }
}

/** The client went away mid-request: nothing to answer, only cleanup to do. */
export class ClientGoneError extends Error {
  override readonly name = 'ClientGoneError';
}

function formatSize(bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, 'MB']
      : bytes >= 1024
        ? [bytes / 1024, 'KB']
        : [bytes, 'bytes'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}

/** Seconds a client is told to wait (Retry-After) when the store is not answering. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

export const refuse = {
  notMultipart: () => new UploadError(400, (t) => t.notMultipart),
  brokenBody: () => new UploadError(400, (t) => t.brokenBody),
  noFile: () => new UploadError(400, (t) => t.noFile),
  emptyFile: () => new UploadError(400, (t) => t.emptyFile),
  secondFile: () => new UploadError(400, (t) => t.secondFile),
  textNotFile: () => new UploadError(400, (t) => t.textNotFile),
  tooManyFields: () => new UploadError(400, (t) => t.tooManyFields),
  missingPreset: () => new UploadError(400, (t) => t.missingPreset),
  unknownPreset: () => new UploadError(400, (t) => t.unknownPreset),
  crossSite: () => new UploadError(403, (t) => t.crossSite),
  stalled: (seconds: number) => new UploadError(408, (t) => t.stalled(seconds)),
  tooLarge: (maxBytes: number) => new UploadError(413, (t) => t.tooLarge(formatSize(maxBytes))),
  wrongType: () => new UploadError(415, (t) => t.wrongType),
  tooMany: () => new UploadError(429, (t) => t.tooMany),
  storageFull: () => new UploadError(507, (t) => t.storageFull),
  storageUnavailable: () => new UploadError(503, (t) => t.storageUnavailable),
  storageFailed: () => new UploadError(500, (t) => t.storageFailed),
};

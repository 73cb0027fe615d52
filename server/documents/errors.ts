// The sentences live in the copy catalogue; API answers are in English (app/copy/en.ts).
import { en } from '../../app/copy/en';

/** A refusal with the HTTP status and the plain sentence the visitor will read. */
export class UploadError extends Error {
  override readonly name = 'UploadError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
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

const text = en.documents;

export const refuse = {
  notMultipart: () => new UploadError(400, text.notMultipart),
  brokenBody: () => new UploadError(400, text.brokenBody),
  noFile: () => new UploadError(400, text.noFile),
  emptyFile: () => new UploadError(400, text.emptyFile),
  secondFile: () => new UploadError(400, text.secondFile),
  textNotFile: () => new UploadError(400, text.textNotFile),
  tooManyFields: () => new UploadError(400, text.tooManyFields),
  missingPreset: () => new UploadError(400, text.missingPreset),
  unknownPreset: () => new UploadError(400, text.unknownPreset),
  crossSite: () => new UploadError(403, text.crossSite),
  stalled: (seconds: number) => new UploadError(408, text.stalled(seconds)),
  tooLarge: (maxBytes: number) => new UploadError(413, text.tooLarge(formatSize(maxBytes))),
  wrongType: () => new UploadError(415, text.wrongType),
  tooMany: () => new UploadError(429, text.tooMany),
  storageFull: () => new UploadError(507, text.storageFull),
  storageUnavailable: () => new UploadError(503, text.storageUnavailable),
  storageFailed: () => new UploadError(500, text.storageFailed),
};

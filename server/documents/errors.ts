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

export const refuse = {
  notMultipart: () => new UploadError(400, 'Send the file as multipart/form-data.'),
  brokenBody: () => new UploadError(400, 'The upload was cut off or malformed. Please try again.'),
  noFile: () => new UploadError(400, 'No file was sent. Choose a file to upload.'),
  emptyFile: () => new UploadError(400, 'The file is empty.'),
  secondFile: () => new UploadError(400, 'Send one file per upload.'),
  textNotFile: () => new UploadError(400, 'The file field must contain a file.'),
  tooManyFields: () => new UploadError(400, 'The upload has too many fields.'),
  missingPreset: () => new UploadError(400, 'The upload preset is missing.'),
  unknownPreset: () => new UploadError(400, 'The upload preset is not known.'),
  badHost: () => new UploadError(400, 'The Host header is not valid.'),
  tooLarge: (maxBytes: number) =>
    new UploadError(413, `The file is too large. The limit is ${formatSize(maxBytes)}.`),
  wrongType: () =>
    new UploadError(
      415,
      'Only PDF files and images (JPEG, PNG, GIF, WebP, TIFF, BMP, HEIC, AVIF) are accepted.',
    ),
  tooMany: () =>
    new UploadError(429, 'Too many uploads from your connection. Please wait and try again.'),
  storageFull: () => new UploadError(507, 'The document store is full. Please try again later.'),
  storageFailed: () => new UploadError(500, 'The document could not be stored. Please try again.'),
};

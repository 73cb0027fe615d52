/** The English words of the upload form and of the upload and download answers. */

export const upload = {
  heading: 'Upload Your Tax Documents',
  intro:
    'PDF or image files: W-2, 1099, last year’s return. They are encrypted as soon as they arrive.',
  chooseFile: 'Choose a file',
  dropHint: 'or drop files here',
  accepted: 'PDF or image',
  selected: 'Selected:',
  noFileChosen: 'No file chosen',
  upload: 'Upload',
  uploading: 'Uploading…',
  progress: 'Upload progress',
  noFile: 'Please select a file!',
  success: 'Upload successful! URL: ',
  failure: 'Upload failed. Try again!',
  /** Under the form on /upload ("Get Started"): the guided path, the calculator's "Start your return". */
  guided: 'Not sure what to send? Answer a few questions and we list the documents we need.',
  /** Links on the answer page without JavaScript. */
  another: 'Upload another document',
  tryAgain: 'Back to the upload form',
  /** Without JavaScript, a form with several files: the first is stored (decision 140). */
  onlyFirst:
    'Only the first file was stored: without JavaScript, one file goes up at a time. Please upload the others one by one.',
} as const;

/** The `message` of the upload and download answers (server/documents). */
export const documents = {
  notMultipart: 'Send the file as multipart/form-data.',
  brokenBody: 'The upload was cut off or malformed. Please try again.',
  noFile: 'No file was sent. Choose a file to upload.',
  emptyFile: 'The file is empty.',
  secondFile: 'Send one file per upload.',
  textNotFile: 'The file field must contain a file.',
  tooManyFields: 'The upload has too many fields.',
  missingPreset: 'The upload preset is missing.',
  unknownPreset: 'The upload preset is not known.',
  crossSite: 'Uploads are accepted only from this site’s own pages.',
  stalled: (seconds: number) =>
    `The upload stopped: nothing arrived for ${seconds === 1 ? '1 second' : `${seconds} seconds`}. Please try again.`,
  tooLarge: (size: string) => `The file is too large. The limit is ${size}.`,
  wrongType:
    'Only PDF files and images (JPEG, PNG, GIF, WebP, TIFF, BMP, HEIC, AVIF) are accepted.',
  tooMany: 'Too many uploads from your connection. Please wait and try again.',
  storageFull: 'The document store is full. Please try again later.',
  storageUnavailable:
    'The document store is not answering at the moment. Please try again in a minute.',
  storageFailed: 'The document could not be stored. Please try again.',
  /** A file for a document request (the case page) that is answered already or another case's. */
  requestClosed:
    'This request was already answered, or it is not one of your case’s requests. Nothing was stored.',
  linkNotValid: 'This link is not valid or has expired.',
  tooManyDownloads: 'Too many downloads at once from your connection. Please let one finish first.',
  noSuchDocument: 'This document does not exist.',
  unreadable: 'This document cannot be read.',
} as const;

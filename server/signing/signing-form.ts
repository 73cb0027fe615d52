import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Documents } from '../documents';
import type { UploadError } from '../documents/errors';
import { discardFiles, publishFiles } from '../documents/form';
import { actionBody, discardWhileAnswering } from '../documents/linger';
import type { ReceivedFile } from '../documents/multipart';
import type { SealedFile } from '../documents/sealed-files';

/**
 * The multipart forms of review and sign (decision 248, superseding 188): staff's "Send for
 * signature" (two PDFs and two amounts) and the client's "Send signed form" (one file), read in
 * their route's action by the upload's own reader (server/documents/form.ts `receiveForm`): the
 * upload's body cap, part and field limits and stall, each file sniffed, encrypted and streamed
 * into the document store as it arrives, never held whole. A refused body is read past while the
 * answer goes (server/documents/linger.ts), so that a client still sending reads its 413 or 400.
 * The files are published only once the route has checked the post (staff's form token, the case),
 * and are then server/signing's: sendForSignature and sendPaperSignature remove them on a refusal.
 */

export type SigningForm =
  | {
      readonly ok: true;
      /** The text fields, the first of each name. */
      readonly fields: Readonly<Record<string, string>>;
      /** The files, written but not yet published; a file field left empty is absent. */
      readonly files: Readonly<Record<string, ReceivedFile>>;
    }
  | {
      readonly ok: false;
      /** The text fields read before the reading stopped (the form token comes first). */
      readonly fields: Readonly<Record<string, string>>;
      /** The upload's refusal; undefined when the client went before its answer. */
      readonly error: UploadError | undefined;
      /** The answer must close the connection: the rest of the body was too large to read past. */
      readonly closeConnection: boolean;
    };

/** Reads a signing form from the action's request; see the module's comment. */
export async function readSigningForm(
  request: Request,
  documents: Pick<Documents, 'receiveForm' | 'lingerBound'>,
  fileFields: readonly string[],
): Promise<SigningForm> {
  const body =
    request.body === null
      ? Readable.from([])
      : Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  const read = await documents.receiveForm(
    { header: (name) => request.headers.get(name) ?? undefined, body },
    { fileFields, upload: false },
  );
  if (read.ok) return read;
  if ('gone' in read.refusal) {
    return { ok: false, fields: read.fields, error: undefined, closeConnection: false };
  }
  const { error } = read.refusal;
  const closeConnection = await discardWhileAnswering(
    actionBody(request, body),
    documents.lingerBound(error),
  );
  return { ok: false, fields: read.fields, error, closeConnection };
}

/** The form's files, published once the post is checked: the signing functions' from then. */
export async function publishedFiles(
  request: Request,
  form: SigningForm,
): Promise<Readonly<Record<string, SealedFile>>> {
  if (!form.ok) return {};
  await publishFiles(form.files, request.signal);
  return form.files;
}

/** Removes a form's files when its post is refused before they were given to server/signing. */
export async function discardForm(form: SigningForm | undefined): Promise<void> {
  if (form?.ok === true) await discardFiles(form.files);
}

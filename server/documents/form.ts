import type { Readable } from 'node:stream';
import type { ReceivedFile, FormShape } from './multipart';
import { bodyCap, createParser, MULTIPART_ALLOWANCE, UploadReceiver } from './multipart';
import { ClientGoneError, refuse } from './errors';
import { failed, type UploadDependencies, type UploadRefusal } from './upload';

/**
 * The forms that take files besides the upload's own (decision 248): staff's "Send for signature"
 * and the client's "Send signed form". Their bodies are read by the upload's reader
 * (./multipart.ts UploadReceiver, as `receiveUpload` reads the upload's): the same body cap counted
 * on every chunk, the same part and field limits, the same stall, each file sniffed, encrypted and
 * streamed into the store as it arrives; what they refuse is the upload's refusal. The files are
 * published only when the caller says (after staff's form token is checked).
 */

/** Whether a Content-Type says multipart/form-data (its parameters aside). */
export function isMultipartType(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
}

/** What the reader needs of a form's request. */
export interface FormRequest {
  /** A request header, undefined when absent. */
  header(name: string): string | undefined;
  /** The body as a Node stream. */
  readonly body: Readable;
}

export type FormRead =
  | {
      readonly ok: true;
      /** The text fields, the first of each name. */
      readonly fields: Readonly<Record<string, string>>;
      /** The files, written but not published (publishFiles, discardFiles); one left empty is absent. */
      readonly files: Readonly<Record<string, ReceivedFile>>;
    }
  | {
      readonly ok: false;
      /** The upload's refusal (or a client gone); nothing of the form is left in the store. */
      readonly refusal: UploadRefusal;
      /** The text fields read before the reading stopped (staff's form token comes first). */
      readonly fields: Readonly<Record<string, string>>;
    };

/**
 * Reads a form of `shape` from its body. A body declared larger than the cap is read only within
 * the allowance, for the fields before its first file (the form token, so that a refusal is the
 * form's, not a forgery's), then refused (413).
 */
export async function receiveForm(
  deps: UploadDependencies,
  request: FormRequest,
  shape: FormShape,
): Promise<FormRead> {
  const contentType = request.header('content-type');
  if (!isMultipartType(contentType)) return refusedForm(deps, refuse.notMultipart());
  const cap = bodyCap(shape.fileFields.length, deps.config.maxBytes);
  const declaredOver = Number(request.header('content-length')) > cap;
  const parser = createParser(contentType ?? '', deps.config, shape.fileFields.length);
  if (parser === undefined) return refusedForm(deps, refuse.brokenBody());
  const receiver = new UploadReceiver(
    deps,
    request.body,
    parser,
    shape,
    false,
    declaredOver ? MULTIPART_ALLOWANCE : cap,
    declaredOver,
  );
  try {
    const form = await receiver.result;
    return { ok: true, fields: form.fields, files: form.files };
  } catch (error) {
    return { ok: false, refusal: failed(deps, error), fields: receiver.fields };
  }
}

function refusedForm(deps: UploadDependencies, error: Error): FormRead {
  return { ok: false, refusal: failed(deps, error), fields: {} };
}

/**
 * Publishes the form's files, durable and whole; on any failure (or the client gone) none is left
 * and the failure is thrown.
 */
export async function publishFiles(
  files: Readonly<Record<string, ReceivedFile>>,
  gone?: AbortSignal,
): Promise<void> {
  try {
    for (const file of Object.values(files)) await file.pending.commit(gone);
    if (gone?.aborted === true) throw new ClientGoneError('client gone while publishing');
  } catch (error) {
    await discardFiles(files);
    throw error;
  }
}

/** Removes the form's files, published or not. */
export async function discardFiles(files: Readonly<Record<string, ReceivedFile>>): Promise<void> {
  for (const file of Object.values(files)) await file.pending.abort().catch(() => {});
}

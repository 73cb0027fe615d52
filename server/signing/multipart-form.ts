import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { cleanOriginalFilename } from '../documents/filename';
import { isMultipartType } from '../documents/upload';
import type { PostedFile } from './returns';

/**
 * The multipart forms of review and sign, read in their route's action (decision 130): staff's
 * "Send for signature" (two PDFs and two amounts) and the client's "Send signed form" (one file).
 * The body is read as it streams (busboy, as the upload's, server/documents/multipart.ts), with the
 * upload's limits: a Content-Length over what the files may be is refused before a byte is read,
 * and a file that grows past UPLOAD_MAX_BYTES stops the reading at once, so that no body is read
 * whole before it is checked. Each file is kept in memory up to the cap: server/signing checks,
 * hashes and seals the bytes (sendForSignature, sendPaperSignature).
 */

/** Room for the multipart framing and the text fields around the files (as the upload's). */
export const MULTIPART_ALLOWANCE = 64 * 1024;

/** A stalled body is given up after this long without a byte (as the upload's STALL default). */
const STALL_MS = 30_000;

export type MultipartForm =
  | {
      readonly ok: true;
      /** The text fields, the first of each name. */
      readonly fields: Readonly<Record<string, string>>;
      /** The files by field name; a file field left empty is absent. */
      readonly files: Readonly<Record<string, PostedFile>>;
    }
  | {
      readonly ok: false;
      readonly reason: 'notMultipart' | 'broken' | 'tooLarge';
      /** The text fields read before the reading stopped (the form token comes first). */
      readonly fields: Readonly<Record<string, string>>;
    };

export interface MultipartLimits {
  /** The file fields the form has: any other file part is refused. */
  readonly fileFields: readonly string[];
  /** UPLOAD_MAX_BYTES: the largest file. */
  readonly maxBytes: number;
}

/** Whether the request says it is a multipart form. */
export function isMultipart(request: Request): boolean {
  return isMultipartType(request.headers.get('content-type') ?? undefined);
}

/** The declared body is larger than the form's files and fields may be. */
export function declaredTooLarge(request: Request, limits: MultipartLimits): boolean {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return declared > limits.fileFields.length * limits.maxBytes + MULTIPART_ALLOWANCE;
}

/** Reads the form from the request's body as it streams; see the module's comment. */
export async function readMultipartForm(
  request: Request,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  if (!isMultipart(request) || request.body === null) {
    return { ok: false, reason: 'notMultipart', fields: {} };
  }
  // Declared larger than the files may be: the fields before the first file are read (the form
  // token among them, so the refusal is the form's, not a forgery's), and nothing after.
  const declaredOver = declaredTooLarge(request, limits);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      defParamCharset: 'utf8',
      limits: {
        files: limits.fileFields.length,
        // One byte over the limit is what makes busboy report it.
        fileSize: limits.maxBytes + 1,
        fields: 20,
        fieldSize: 4096,
        parts: 25,
        headerPairs: 20,
      },
    });
  } catch {
    return { ok: false, reason: 'broken', fields: {} };
  }
  const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: Record<string, PostedFile> = Object.create(null) as Record<string, PostedFile>;

  return new Promise<MultipartForm>((resolve) => {
    let settled = false;
    let stall: NodeJS.Timeout | undefined;
    const finish = (answer: MultipartForm) => {
      if (settled) return;
      settled = true;
      clearTimeout(stall);
      if (!answer.ok) {
        body.unpipe(parser);
        // Nothing more is read: what the client still sends is not this form's.
        body.destroy();
      }
      resolve(answer);
    };
    const alive = () => {
      clearTimeout(stall);
      stall = setTimeout(() => finish({ ok: false, reason: 'broken', fields }), STALL_MS);
    };
    alive();
    body.on('data', alive);
    body.on('error', () => finish({ ok: false, reason: 'broken', fields }));

    parser.on('field', (name, value) => {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (declaredOver) {
        finish({ ok: false, reason: 'tooLarge', fields });
        return;
      }
      if (!limits.fileFields.includes(name) || Object.hasOwn(files, name)) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          finish({ ok: false, reason: 'tooLarge', fields });
          return;
        }
        chunks.push(chunk);
      });
      stream.on('limit', () => finish({ ok: false, reason: 'tooLarge', fields }));
      stream.on('end', () => {
        // A file field left empty is a part with no name and no bytes.
        if (size === 0 && (info.filename ?? '') === '') return;
        files[name] = {
          bytes: new Uint8Array(Buffer.concat(chunks, size)),
          filename: cleanOriginalFilename(info.filename),
        };
      });
    });
    parser.on('partsLimit', () => finish({ ok: false, reason: 'broken', fields }));
    parser.on('filesLimit', () => finish({ ok: false, reason: 'broken', fields }));
    parser.on('fieldsLimit', () => finish({ ok: false, reason: 'broken', fields }));
    parser.on('error', () => finish({ ok: false, reason: 'broken', fields }));
    parser.on('close', () => finish({ ok: true, fields, files }));
    body.pipe(parser);
  });
}

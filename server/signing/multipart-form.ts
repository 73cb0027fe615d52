import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { cleanOriginalFilename } from '../documents/filename';
import { actionBody, discardWhileAnswering } from '../documents/linger';
import { bodyCap, FORM_PART_LIMITS, MULTIPART_ALLOWANCE } from '../documents/multipart';
import { STREAM_BUFFER_BYTES } from '../documents/stream-buffers';
import { isMultipartType } from '../documents/upload';
import type { PostedFile } from './returns';

/**
 * The multipart forms of review and sign, read in their route's action (decisions 130, 188):
 * staff's "Send for signature" (two PDFs and two amounts) and the client's "Send signed form" (one
 * file). The body is read as it streams under the upload's rules (server/documents/multipart.ts
 * and upload.ts): the same part and field limits (FORM_PART_LIMITS), a body cap (bodyCap: the
 * files' room and MULTIPART_ALLOWANCE) counted on every chunk whatever the body holds, so that a
 * body of junk is refused at the cap and not read to its end; a file that grows past
 * UPLOAD_MAX_BYTES stops the reading at once; a stall stops it too. A refused body is read past
 * while the answer goes, as the upload's (server/documents/linger.ts), so that the client still
 * sending reads its 413 or 400 rather than a reset connection. Each file is kept in memory up to
 * the cap: server/signing checks, hashes and seals the bytes (sendForSignature, sendPaperSignature).
 */

export { MULTIPART_ALLOWANCE };

/** A stalled body is given up after this long without a byte (STALL_TIMEOUT_SECONDS's default). */
const STALL_MS = 60_000;

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
      /**
       * The answer must close the connection (`Connection: close`): the rest of the body was too
       * large to read past.
       */
      readonly closeConnection: boolean;
    };

export interface MultipartLimits {
  /** The file fields the form has: any other file part is refused. */
  readonly fileFields: readonly string[];
  /** UPLOAD_MAX_BYTES: the largest file. */
  readonly maxBytes: number;
  /** STALL_TIMEOUT_SECONDS, in milliseconds: a body that sends nothing this long is given up. */
  readonly stallMs?: number;
}

/** Whether the request says it is a multipart form. */
export function isMultipart(request: Request): boolean {
  return isMultipartType(request.headers.get('content-type') ?? undefined);
}

/** The most the form's body may hold: its files' room and the allowance for its fields. */
export function formCap(limits: MultipartLimits): number {
  return bodyCap(limits.fileFields.length, limits.maxBytes);
}

/** The declared body is larger than the form's files and fields may be. */
export function declaredTooLarge(request: Request, limits: MultipartLimits): boolean {
  const declared = Number(request.headers.get('content-length') ?? '0');
  return declared > formCap(limits);
}

/** How much of a refused body is read past while its answer goes (as the upload's lingerBound). */
export function formLingerBound(limits: MultipartLimits): number {
  return 2 * formCap(limits);
}

type Refusal = Exclude<MultipartForm, { ok: true }>['reason'];

/** Reads the form from the request's body as it streams; see the module's comment. */
export async function readMultipartForm(
  request: Request,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  if (!isMultipart(request) || request.body === null) {
    return { ok: false, reason: 'notMultipart', fields: {}, closeConnection: false };
  }
  // Declared larger than the files may be: the fields before the first file are read (the form
  // token among them, so the refusal is the form's, not a forgery's), within the allowance for
  // fields, and nothing after.
  const declaredOver = declaredTooLarge(request, limits);
  const cap = declaredOver ? MULTIPART_ALLOWANCE : formCap(limits);
  const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      defParamCharset: 'utf8',
      highWaterMark: STREAM_BUFFER_BYTES,
      fileHwm: STREAM_BUFFER_BYTES,
      limits: {
        files: limits.fileFields.length,
        // One byte over the limit is what makes busboy report it.
        fileSize: limits.maxBytes + 1,
        ...FORM_PART_LIMITS,
      },
    });
  } catch {
    return refusedBody(request, body, limits, 'broken', {});
  }
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: Record<string, PostedFile> = Object.create(null) as Record<string, PostedFile>;

  const read = await new Promise<{ refused: Refusal } | { ok: true }>((resolve) => {
    let settled = false;
    let bytes = 0;
    const finish = (answer: { refused: Refusal } | { ok: true }) => {
      if (settled) return;
      settled = true;
      clearTimeout(stall);
      body.off('data', alive);
      // Nothing more is parsed: what the client still sends is read past (refusedBody).
      if ('refused' in answer) body.unpipe(parser);
      resolve(answer);
    };
    const stall = setTimeout(() => finish({ refused: 'broken' }), limits.stallMs ?? STALL_MS);
    const alive = (chunk: Buffer) => {
      stall.refresh();
      bytes += chunk.length;
      if (bytes > cap) finish({ refused: 'tooLarge' });
    };
    body.on('data', alive);
    body.on('error', () => finish({ refused: 'broken' }));

    parser.on('field', (name, value) => {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (settled) {
        stream.resume();
        return;
      }
      if (declaredOver) {
        stream.resume();
        finish({ refused: 'tooLarge' });
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
          finish({ refused: 'tooLarge' });
          return;
        }
        chunks.push(chunk);
      });
      stream.on('limit', () => finish({ refused: 'tooLarge' }));
      stream.on('end', () => {
        // A file field left empty is a part with no name and no bytes.
        if (size === 0 && (info.filename ?? '') === '') return;
        files[name] = {
          bytes: new Uint8Array(Buffer.concat(chunks, size)),
          filename: cleanOriginalFilename(info.filename),
        };
      });
    });
    parser.on('partsLimit', () => finish({ refused: 'broken' }));
    parser.on('filesLimit', () => finish({ refused: 'broken' }));
    parser.on('fieldsLimit', () => finish({ refused: 'broken' }));
    parser.on('error', () => finish({ refused: 'broken' }));
    parser.on('close', () => finish({ ok: true }));
    body.pipe(parser);
  });
  if ('ok' in read) return { ok: true, fields, files };
  return refusedBody(request, body, limits, read.refused, fields);
}

/** A refusal, once its answer may go: the rest of the body is read past behind it (linger.ts). */
async function refusedBody(
  request: Request,
  body: Readable,
  limits: MultipartLimits,
  reason: Refusal,
  fields: Readonly<Record<string, string>>,
): Promise<MultipartForm> {
  const closeConnection = await discardWhileAnswering(
    actionBody(request, body),
    formLingerBound(limits),
  );
  return { ok: false, reason, fields, closeConnection };
}

import * as z from 'zod/mini';
import { errorMessageOf } from '~/ui/answers';

/**
 * Sends one document the way an unsigned Cloudinary upload is sent (multipart `file` and
 * `upload_preset`), so the same code works against this server's /api/upload or Cloudinary.
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export type UploadOutcome =
  | { ok: true; secureUrl: string; reference: string | undefined }
  | { ok: false; reason: string | undefined; error: unknown };

/** A case reference as this server gives it (server/cases/reference.ts); Cloudinary gives none. */
const REFERENCE = /^QR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export function sendDocument(
  url: string,
  preset: string,
  file: File,
  onProgress: (fraction: number) => void,
  /** The page's language (`copy.locale`): the server's refusal reason comes back in it. */
  language: string,
): Promise<UploadOutcome> {
  const body = new FormData();
  body.append('upload_preset', preset);
  body.append('file', file);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // A CORS-safelisted header: no preflight to Cloudinary either.
    xhr.setRequestHeader('Accept-Language', language);
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => resolve(readAnswer(xhr.status, xhr.responseText)));
    xhr.addEventListener('error', () =>
      resolve({ ok: false, reason: undefined, error: new Error('Network error during upload') }),
    );
    xhr.addEventListener('abort', () =>
      resolve({ ok: false, reason: undefined, error: new Error('Upload aborted') }),
    );
    xhr.send(body);
  });
}

/**
 * The answers the page reads (zod, as every answer a page reads): `secure_url` on success, the
 * seed's whole contract, and this server's case `reference` only when well formed; only a web
 * address becomes a link (javascript:, data: are failures). On failure, `error.message`.
 */
const SUCCESS = z.object({
  secure_url: z.string().check(z.regex(/^https?:\/\//i)),
  reference: z.catch(z.optional(z.string().check(z.regex(REFERENCE))), undefined),
});

export function readAnswer(status: number, text: string): UploadOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: undefined, error };
  }
  if (status >= 200 && status < 300) {
    const success = SUCCESS.safeParse(json);
    if (success.success) {
      return { ok: true, secureUrl: success.data.secure_url, reference: success.data.reference };
    }
    return { ok: false, reason: undefined, error: new Error(`Unexpected upload answer: ${text}`) };
  }
  return {
    ok: false,
    reason: errorMessageOf(json),
    error: new Error(`Upload answered ${status}: ${text}`),
  };
}

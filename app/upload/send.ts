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
 * Reads the server's answer: `secure_url` (and this server's case `reference`) on success,
 * `error.message` on failure.
 */
export function readAnswer(status: number, text: string): UploadOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: undefined, error };
  }
  if (status >= 200 && status < 300) {
    const secureUrl = (json as { secure_url?: unknown } | null)?.secure_url;
    // Only a web address becomes a link: anything else (javascript:, data:) is a failure.
    if (typeof secureUrl === 'string' && /^https?:\/\//i.test(secureUrl)) {
      const reference = (json as { reference?: unknown }).reference;
      return {
        ok: true,
        secureUrl,
        reference:
          typeof reference === 'string' && REFERENCE.test(reference) ? reference : undefined,
      };
    }
    return { ok: false, reason: undefined, error: new Error(`Unexpected upload answer: ${text}`) };
  }
  const message = (json as { error?: { message?: unknown } } | null)?.error?.message;
  return {
    ok: false,
    reason: typeof message === 'string' && message.trim() ? message.trim() : undefined,
    error: new Error(`Upload answered ${status}: ${text}`),
  };
}

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

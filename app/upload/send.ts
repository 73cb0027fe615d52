import { loadAnswers } from '~/ui/load-answers';
import type { UploadOutcome } from '~/ui/answers';

/**
 * Sends one document the way an unsigned Cloudinary upload is sent (multipart `file` and
 * `upload_preset`), so the same code works against this server's /api/upload or Cloudinary.
 * XMLHttpRequest rather than fetch: only it reports upload progress. The answer is read by
 * `uploadOutcomeOf` (app/ui/answers.ts), loaded while the file is sent.
 */
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
  const answers = loadAnswers();
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // A CORS-safelisted header: no preflight to Cloudinary either.
    xhr.setRequestHeader('Accept-Language', language);
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      answers.then(
        ({ uploadOutcomeOf }) => resolve(uploadOutcomeOf(xhr.status, xhr.responseText)),
        (error: unknown) => resolve({ ok: false, reason: undefined, error }),
      );
    });
    xhr.addEventListener('error', () =>
      resolve({ ok: false, reason: undefined, error: new Error('Network error during upload') }),
    );
    xhr.addEventListener('abort', () =>
      resolve({ ok: false, reason: undefined, error: new Error('Upload aborted') }),
    );
    xhr.send(body);
  });
}

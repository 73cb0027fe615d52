import type { Copy } from '../copy/en';
import { CASE_PATHS, type Lang } from '../site/pages';

export type UploadMessageKind =
  | { kind: 'none' }
  | { kind: 'noFile' }
  | { kind: 'success'; url: string; reference: string | undefined }
  | { kind: 'failure'; reason: string | undefined };

/**
 * What an upload came to, in the page's words: the upload form shows it, and the server's answer
 * page to a form posted without JavaScript (server/documents/answer-page.tsx) shows the same.
 */
export function UploadMessage({ message, copy }: { message: UploadMessageKind; copy: Copy }) {
  const text = copy.upload;
  switch (message.kind) {
    case 'none':
      return null;
    case 'noFile':
      return <p className="message message--error">{text.noFile}</p>;
    case 'success':
      return (
        <>
          <p className="message message--success">
            {text.success}
            <a className="upload__link" href={message.url}>
              {message.url}
            </a>
          </p>
          {message.reference !== undefined ? (
            <>
              <p>
                {copy.cases.reference}
                <strong>{message.reference}</strong>
              </p>
              <p>{copy.cases.keepReference}</p>
            </>
          ) : null}
        </>
      );
    case 'failure':
      return (
        <p className="message message--error">
          {text.failure}
          {message.reason ? ` ${message.reason}` : null}
        </p>
      );
  }
}

/**
 * "Your case" after an upload stored in a case: the link to the case page, below the reference,
 * outside the message area (`role="status"`), whose one link is the document's (docs/product.md).
 * The case page is rendered by the server: a full page load.
 */
export function UploadCaseLink({
  message,
  copy,
  lang,
}: {
  message: UploadMessageKind;
  copy: Copy;
  lang: Lang;
}) {
  if (message.kind !== 'success' || message.reference === undefined) return null;
  return (
    <p>
      <a href={CASE_PATHS[lang]}>{copy.cases.yourCase}</a>
    </p>
  );
}

import type { Response } from 'express';
import {
  UploadCaseLink,
  type UploadMessageKind,
  UploadMessage,
} from '../../app/components/UploadMessage';
import type { Copy } from '../../app/copy/en';
import { CATALOGUES } from '../../app/copy/languages.server';
import { type Lang, pathOf } from '../../app/site/pages';
import { sendDocument } from '../http/document-shell';

export type UploadOutcome =
  | {
      readonly ok: true;
      readonly url: string;
      readonly reference: string | undefined;
      /** Several files were posted; the first was stored (decision 140). */
      readonly othersSkipped?: true;
    }
  | { readonly ok: false; readonly reason: string }
  /** The form posted with no file chosen: the upload component's own sentence, nothing stored. */
  | { readonly ok: false; readonly noFile: true };

/** The outcome as the upload form shows it (app/components/UploadMessage.tsx). */
function messageOf(outcome: UploadOutcome): UploadMessageKind {
  if (outcome.ok) {
    return {
      kind: 'success',
      url: outcome.url,
      reference: outcome.reference,
      othersSkipped: outcome.othersSkipped === true,
    };
  }
  return 'noFile' in outcome ? { kind: 'noFile' } : { kind: 'failure', reason: outcome.reason };
}

/**
 * The upload's answer as a page, for a browser that posted the form itself (no JavaScript): the
 * same sentences the upload component shows (docs/product.md, "/upload"), and the case reference.
 */
function UploadAnswer({ outcome, lang }: { outcome: UploadOutcome; lang: Lang }) {
  const copy: Copy = CATALOGUES[lang];
  const text = copy.upload;
  return (
    <main id="main" className="page narrow">
      <div className="card upload">
        <h1>{text.heading}</h1>
        <div role="status" className="upload__message">
          <UploadMessage message={messageOf(outcome)} copy={copy} />
        </div>
        <UploadCaseLink messages={[messageOf(outcome)]} copy={copy} lang={lang} />
        <p>
          <a href={pathOf('upload', lang)}>{outcome.ok ? text.another : text.tryAgain}</a>
        </p>
      </div>
    </main>
  );
}

/**
 * Sends the page in the one document shell (server/http/document-shell.tsx), with the public pages'
 * stylesheet as the build inlined it (server/pages.ts builtStylesheet).
 */
export function sendUploadAnswerPage(
  res: Response,
  outcome: UploadOutcome,
  stylesheet: string,
  lang: Lang,
): void {
  const head = {
    lang,
    title: CATALOGUES[lang].upload.heading,
    stylesheet,
    robots: 'noindex',
    uploadUrl: '/',
  } as const;
  sendDocument(res, head, <UploadAnswer outcome={outcome} lang={lang} />);
}

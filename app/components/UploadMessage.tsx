import type { Copy } from '../copy/en';
import { CASE_PATHS, type Lang } from '../site/pages';

export type UploadMessageKind =
  | { kind: 'none' }
  | { kind: 'noFile' }
  | {
      kind: 'success';
      url: string;
      reference: string | undefined;
      /** A form posted without JavaScript with several files: only the first was stored. */
      othersSkipped?: boolean;
    }
  | { kind: 'failure'; reason: string | undefined };

/** One file's outcome: the upload form shows one per file it sent. */
export interface UploadLine {
  readonly name: string;
  readonly message: UploadMessageKind;
}

/** The spec's sentence for one outcome (docs/product.md, "/upload"), with the file's name first. */
function Sentence({
  message,
  copy,
  name,
}: {
  message: UploadMessageKind;
  copy: Copy;
  name?: string | undefined;
}) {
  const text = copy.upload;
  const named = name === undefined ? null : <span className="upload__name">{name}: </span>;
  switch (message.kind) {
    case 'none':
      return null;
    case 'noFile':
      return <p className="message message--error">{text.noFile}</p>;
    case 'success':
      return (
        <p className="message message--success">
          {named}
          {text.success}
          <a className="upload__link" href={message.url}>
            {message.url}
          </a>
        </p>
      );
    case 'failure':
      return (
        <p className="message message--error">
          {named}
          {message.reason ? `${text.failure} ${message.reason}` : text.failure}
        </p>
      );
  }
}

/** "Your reference: QR-…" and why to keep it, after a document stored in a case. */
function Reference({ reference, copy }: { reference: string; copy: Copy }) {
  return (
    <>
      <p>
        {copy.cases.reference}
        <strong>{reference}</strong>
      </p>
      <p>{copy.cases.keepReference}</p>
    </>
  );
}

/** The case reference of the last stored file, if any. */
function referenceOf(messages: readonly UploadMessageKind[]): string | undefined {
  let found: string | undefined;
  for (const message of messages) {
    if (message.kind === 'success' && message.reference !== undefined) found = message.reference;
  }
  return found;
}

/**
 * What an upload came to, in the page's words, for one file: the upload page answering its form
 * posted without JavaScript (app/routes/upload.tsx) shows it this way too.
 */
export function UploadMessage({ message, copy }: { message: UploadMessageKind; copy: Copy }) {
  const reference = referenceOf([message]);
  return (
    <>
      <Sentence message={message} copy={copy} />
      {message.kind === 'success' && message.othersSkipped ? <p>{copy.upload.onlyFirst}</p> : null}
      {reference === undefined ? null : <Reference reference={reference} copy={copy} />}
    </>
  );
}

/**
 * The upload form's message area: one line per file sent, each with the spec's sentence; one file
 * reads exactly as it always has, several are named (a list, so a screen reader counts them). The
 * case reference once, under them.
 */
export function UploadLines({ lines, copy }: { lines: readonly UploadLine[]; copy: Copy }) {
  const [only] = lines;
  if (only === undefined) return null;
  if (lines.length === 1) return <UploadMessage message={only.message} copy={copy} />;
  const reference = referenceOf(lines.map((line) => line.message));
  return (
    <>
      <ul className="upload__lines">
        {lines.map((line, index) => (
          <li key={`${index}-${line.name}`}>
            <Sentence message={line.message} copy={copy} name={line.name} />
          </li>
        ))}
      </ul>
      {reference === undefined ? null : <Reference reference={reference} copy={copy} />}
    </>
  );
}

/**
 * "Open your case" after an upload stored in a case: the link to the case page, below the
 * reference, outside the message area (`role="status"`), whose links are the documents'
 * (docs/product.md, "The client's journey"). The case page is rendered by the server: a full page
 * load.
 */
export function UploadCaseLink({
  messages,
  copy,
  lang,
}: {
  messages: readonly UploadMessageKind[];
  copy: Copy;
  lang: Lang;
}) {
  if (referenceOf(messages) === undefined) return null;
  return (
    <p>
      <a href={CASE_PATHS[lang]}>{copy.cases.openCase}</a>
    </p>
  );
}

import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useCopy } from '~/copy/context';
import { formatBytes, sendDocument } from '~/upload/send';
import { useSite } from '~/site/use-site';

type Message =
  | { kind: 'none' }
  | { kind: 'noFile' }
  | { kind: 'success'; url: string; reference: string | undefined }
  | { kind: 'failure'; reason: string | undefined };

/** The document upload, on /upload and on the home page. */
export function UploadForm({ headingLevel }: { headingLevel: 1 | 2 }) {
  const site = useSite();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [message, setMessage] = useState<Message>({ kind: 'none' });
  const inputRef = useRef<HTMLInputElement>(null);
  const copy = useCopy();
  const text = copy.upload;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  // A file chosen before the page's script ran is already in the input: pick it up.
  useEffect(() => {
    const early = inputRef.current?.files?.[0];
    if (early) setFile(early);
  }, []);

  function choose(chosen: File | null) {
    setFile(chosen);
    setMessage({ kind: 'none' });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0] ?? null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (!file) {
      setMessage({ kind: 'noFile' });
      return;
    }
    setSending(true);
    setProgress(0);
    setMessage({ kind: 'none' });
    const outcome = await sendDocument(
      site.uploadUrl,
      site.uploadPreset,
      file,
      setProgress,
      copy.locale,
    );
    setSending(false);
    if (outcome.ok) {
      setMessage({ kind: 'success', url: outcome.secureUrl, reference: outcome.reference });
    } else {
      console.error('Upload failed', outcome.error);
      setMessage({ kind: 'failure', reason: outcome.reason });
    }
  }

  return (
    <section className="card upload" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{text.heading}</Heading>
      <p>{text.intro}</p>
      {/* Without JavaScript the browser posts the same multipart form itself. */}
      <form
        action={site.uploadUrl}
        method="post"
        encType="multipart/form-data"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <input type="hidden" name="upload_preset" value={site.uploadPreset} />
        {/* Dropping a file is a shortcut for pointer users; the file input is the keyboard path. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          className={dragging ? 'dropzone dropzone--active' : 'dropzone'}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {/* With scripts on (the root's "js" class), the input is hidden and its label is the
              button: the browser's own button and "no file" words follow the browser's language,
              not the page's. Without scripts, the browser's control shows, and this line does
              not. The input comes first so that its focus ring can be drawn on the label. */}
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            name="file"
            accept="application/pdf,image/*"
            aria-describedby={`${id}-hint`}
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          />
          <label htmlFor={`${id}-file`}>{text.chooseFile}</label>
          <p className="upload__file">
            {file ? (
              <>
                {text.selected} <strong>{file.name}</strong> ({formatBytes(file.size)})
              </>
            ) : (
              text.noFileChosen
            )}
          </p>
          <p id={`${id}-hint`} className="hint">
            {text.accepted}, {text.dropHint}
          </p>
        </div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? text.uploading : text.upload}
        </button>
        {sending ? (
          <progress
            className="upload__progress"
            max={1}
            value={progress}
            aria-label={text.progress}
          />
        ) : null}
      </form>
      <div role="status" className="upload__message">
        <UploadMessage message={message} />
      </div>
    </section>
  );
}

function UploadMessage({ message }: { message: Message }) {
  const copy = useCopy();
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

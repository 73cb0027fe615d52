import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useCopy } from '~/copy/context';
import { type UploadMessageKind as Message, UploadMessage } from './UploadMessage';
import { sendDocument } from '~/upload/send';
import { useSite } from '~/site/use-site';

/** The document upload, on /upload and on the home page. */
export function UploadForm({ headingLevel }: { headingLevel: 1 | 2 }) {
  const site = useSite();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [message, setMessage] = useState<Message>({ kind: 'none' });
  const inputRef = useRef<HTMLInputElement>(null);
  const copy = useCopy();
  const text = copy.upload;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  /**
   * The file input is the one place a chosen file is kept, before the scripts came and after: a
   * dropped file is put into it, and it is emptied once stored, so the file sent is always the
   * one shown, and Upload pressed again does not store it twice. Its `change` event is what the
   * line naming the file follows (app/root.tsx's boot script, from the first paint on).
   */
  function setChosen(files: FileList | null) {
    const input = inputRef.current;
    if (input === null) return;
    if (files === null) input.value = '';
    else input.files = files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped === undefined) return;
    const one = new DataTransfer();
    one.items.add(dropped);
    setChosen(one.files);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = inputRef.current?.files?.[0];
    if (sending) return;
    if (file === undefined) {
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
      setChosen(null);
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
            // No file, no post: the browser stops the form (before the scripts, and without
            // them); with them, the page says so in its own words instead of the browser.
            required
            aria-describedby={`${id}-chosen ${id}-hint`}
            data-name-line={`${id}-chosen`}
            onChange={() => setMessage({ kind: 'none' })}
            onInvalid={(event) => {
              event.preventDefault();
              setMessage({ kind: 'noFile' });
            }}
          />
          <label htmlFor={`${id}-file`}>{text.chooseFile}</label>
          {/* Written by the boot script (app/root.tsx) whenever the input changes, before and after
              hydration alike; React renders it once and leaves its content alone. */}
          <p
            id={`${id}-chosen`}
            className="upload__file"
            data-none={text.noFileChosen}
            data-chosen={text.selected}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: escapeHtml(text.noFileChosen) }}
          />
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
        <UploadMessage message={message} copy={copy} />
      </div>
    </section>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

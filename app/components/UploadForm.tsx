import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useLanguage } from '~/copy/context';
import { UploadFileField } from './UploadFileField';
import { type UploadMessageKind as Message, UploadCaseLink, UploadMessage } from './UploadMessage';
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
  const { copy, lang } = useLanguage();
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
          <UploadFileField
            id={id}
            dropHint
            inputRef={inputRef}
            onChange={() => setMessage({ kind: 'none' })}
            onInvalid={(event) => {
              event.preventDefault();
              setMessage({ kind: 'noFile' });
            }}
          />
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
      <UploadCaseLink message={message} copy={copy} lang={lang} />
    </section>
  );
}

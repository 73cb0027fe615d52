import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useLanguage, usePath } from '~/copy/context';
import { UploadFileField } from './UploadFileField';
import {
  type UploadLine,
  type UploadMessageKind,
  UploadCaseLink,
  UploadLines,
} from './UploadMessage';
import { sendDocument } from '~/upload/send';
import { useSite } from '~/site/use-site';

/**
 * The document upload, on /upload and on the home page. `answered`: the outcome of the form posted
 * without JavaScript, which /upload's answer shows (app/routes/upload.tsx), with the way back.
 */
export function UploadForm({
  headingLevel,
  answered,
}: {
  headingLevel: 1 | 2;
  answered?: UploadMessageKind | undefined;
}) {
  const site = useSite();
  const id = useId();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [lines, setLines] = useState<readonly UploadLine[]>(
    answered === undefined ? [] : [{ name: '', message: answered }],
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const { copy, lang } = useLanguage();
  const pathOf = usePath();
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
    if (event.dataTransfer.files.length === 0) return;
    setChosen(event.dataTransfer.files);
  }

  /**
   * Each chosen file is posted on its own, one after the other (the Cloudinary contract is one
   * file a request), and gets its own line as it is answered. Then the field keeps only the files
   * that failed (none when every one was stored), so Upload pressed again sends those alone.
   */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const files = Array.from(inputRef.current?.files ?? []);
    if (sending) return;
    if (files.length === 0) {
      // `required` stops the form before this (the boot script says why, app/site/boot-script.ts).
      setLines([{ name: '', message: { kind: 'noFile' } }]);
      return;
    }
    setSending(true);
    setLines([]);
    const answered: UploadLine[] = [];
    for (const file of files) {
      setProgress(0);
      const outcome = await sendDocument(
        site.uploadUrl,
        site.uploadPreset,
        file,
        setProgress,
        copy.locale,
      );
      if (!outcome.ok) console.error('Upload failed', file.name, outcome.error);
      answered.push({
        name: file.name,
        message: outcome.ok
          ? { kind: 'success', url: outcome.secureUrl, reference: outcome.reference }
          : { kind: 'failure', reason: outcome.reason },
      });
      setLines([...answered]);
    }
    setSending(false);
    const failed = new DataTransfer();
    files.forEach((file, index) => {
      if (answered[index]?.message.kind !== 'success') failed.items.add(file);
    });
    setChosen(failed.files.length === 0 ? null : failed.files);
    // Changing the field clears the lines (its `change`): they are set again after it.
    setLines(answered);
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
            multiple
            noFileLine={`${id}-no-file`}
            inputRef={inputRef}
            onChange={() => setLines([])}
            // The boot script writes "Please select a file!" (before hydration too); what the
            // form said before goes.
            onInvalid={() => setLines([])}
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
        {/* "Please select a file!" when Upload is pressed with no file: written by the boot
            script (app/site/boot-script.ts) from the first paint on, before the page's scripts
            come and after; React renders it once, empty, and leaves it alone. */}
        <p
          id={`${id}-no-file`}
          className="message message--error upload__no-file"
          data-text={text.noFile}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: '' }}
        />
        <UploadLines lines={lines} copy={copy} />
      </div>
      <UploadCaseLink messages={lines.map((line) => line.message)} copy={copy} lang={lang} />
      {answered === undefined ? null : (
        <p>
          <a href={pathOf('upload')}>
            {answered.kind === 'success' ? text.another : text.tryAgain}
          </a>
        </p>
      )}
    </section>
  );
}

import type { FormEvent, Ref } from 'react';
import { useCopy } from '~/copy/context';

export interface UploadFileFieldProps {
  /** The prefix of the ids of the field's parts (the form's `useId()`, or a fixed one). */
  readonly id: string;
  /** Whether the hint offers dropping a file: only where a script takes the drop (UploadForm). */
  readonly dropHint: boolean;
  /** Several files at once (the upload form of /upload and the home page). */
  readonly multiple?: boolean;
  /**
   * The id of the line that says "Please select a file!" when the form is sent with none: the
   * boot script writes it (app/site/boot-script.ts), instead of the browser's bubble.
   */
  readonly noFileLine?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onChange?: () => void;
  readonly onInvalid?: (event: FormEvent<HTMLInputElement>) => void;
}

/**
 * The file field of an upload form, inside its `.dropzone`: the upload form of /upload and the
 * home page (UploadForm.tsx), and the one on the visitor's case page, which the server renders
 * (server/cases/case-documents-view.tsx). With scripts on (the root's "js" class), the input is
 * hidden and its label is the button: the browser's own button and "no file" words follow the
 * browser's language, not the page's. Without scripts, the browser's control shows, and the line
 * naming the file does not. The input comes first so that its focus ring can be drawn on the
 * label.
 */
export function UploadFileField({
  id,
  dropHint,
  multiple = false,
  noFileLine,
  inputRef,
  onChange,
  onInvalid,
}: UploadFileFieldProps) {
  const text = useCopy().upload;
  return (
    <>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        name="file"
        accept="application/pdf,image/*"
        multiple={multiple}
        // No file, no post: the browser stops the form (before the scripts, and without them);
        // with them, the upload form says so in its own words instead of the browser.
        required
        aria-describedby={`${id}-chosen ${id}-hint`}
        data-name-line={`${id}-chosen`}
        data-no-file-line={noFileLine}
        onChange={onChange}
        onInvalid={onInvalid}
      />
      <label htmlFor={`${id}-file`}>{text.chooseFile}</label>
      {/* Written by the boot script (app/site/boot-script.ts) whenever the input changes, before
          and after hydration alike; React renders it once and leaves its content alone. */}
      <p
        id={`${id}-chosen`}
        className="upload__file"
        data-none={text.noFileChosen}
        data-chosen={text.selected}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: escapeHtml(text.noFileChosen) }}
      />
      <p id={`${id}-hint`} className="hint">
        {dropHint ? `${text.accepted}, ${text.dropHint}` : text.accepted}
      </p>
    </>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

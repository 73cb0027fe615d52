import drawSignatureScript from 'virtual:draw-signature-script';
import type { SigningCopy } from '~/copy/en/signing';
import { useNonce } from '~/ui/nonce';

/**
 * "Draw your signature" in the sign form (docs/review-and-sign.md; docs/decisions/148): shown only
 * where scripts run (`js-only`), a canvas, a "Clear" button and a hidden field that the page's one
 * script (app/signing/draw-signature.script.ts) fills with the drawing as a PNG data URL. Optional:
 * the typed name is the signature, so a keyboard or a screen reader signs without it; without
 * scripts the field posts empty and nothing of this shows.
 */
export function DrawSignature(props: {
  /** The form field (SIGN_FIELDS.drawing or spouseDrawing). */
  field: string;
  /** The canvas's id (the error summary links to it); the error's is `${id}-error`. */
  id: string;
  /** "Draw your signature", or the spouse's. */
  label: string;
  text: SigningCopy;
  error: string | undefined;
}) {
  const { id, label, text, error } = props;
  const described = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <fieldset className="js-only draw-signature" data-draw-signature="">
      <legend>{label}</legend>
      <p className="hint" id={`${id}-hint`}>
        {text.drawHint}
      </p>
      {error === undefined ? null : (
        <p className="message message--error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {/* To assistive technology the pad is a picture of the drawing, named: it is drawn on with
          a pointer only, and the typed name above is the signature for everyone else. */}
      <canvas
        id={id}
        // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
        role="img"
        aria-label={label}
        aria-describedby={described}
        width={600}
        height={200}
      />
      <input type="hidden" name={props.field} defaultValue="" />
      <div className="actions">
        <button type="button" className="button button--secondary">
          {text.clear}
        </button>
      </div>
    </fieldset>
  );
}

/** The script of every DrawSignature group in the form, once, after them. */
export function DrawSignatureScript() {
  const nonce = useNonce() || undefined;
  return <script type="module" src={drawSignatureScript} nonce={nonce} />;
}

import { DRAWING_MAX_HEIGHT, DRAWING_MAX_WIDTH } from '../../server/signing/sign-fields';

/** Sharp enough on a phone's screen; more only makes the posted PNG larger. */
export const DRAWING_MAX_SCALE = 3;

/**
 * Device pixels per CSS pixel for the signature canvas (app/signing/draw-signature.script.ts): the
 * screen's own ratio (at least 1, at most DRAWING_MAX_SCALE), lowered so that the PNG the canvas
 * posts stays within the size the server accepts (server/signing/drawn-signature.ts).
 */
export function drawingScale(cssWidth: number, cssHeight: number, pixelRatio: number): number {
  const screen = Number.isFinite(pixelRatio) && pixelRatio > 1 ? pixelRatio : 1;
  const fits = Math.min(
    cssWidth > 0 ? DRAWING_MAX_WIDTH / cssWidth : DRAWING_MAX_SCALE,
    cssHeight > 0 ? DRAWING_MAX_HEIGHT / cssHeight : DRAWING_MAX_SCALE,
  );
  return Math.min(screen, DRAWING_MAX_SCALE, fits);
}

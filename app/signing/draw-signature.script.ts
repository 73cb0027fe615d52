import SignaturePad from 'signature_pad';
import { drawingScale } from './drawing-scale';

/**
 * "Draw your signature" on the case page (docs/review-and-sign.md; docs/decisions/148): the one
 * script the page ships, a standalone module bundled by the build (scripts/standalone-script.ts),
 * not React. Each group marked `data-draw-signature` (app/cases/page/DrawSignature.tsx) has a
 * canvas, a "Clear" button and a hidden field; a stroke puts the canvas as a PNG data URL in the
 * field, which the sign form posts (server/signing/drawn-signature.ts checks it), and "Clear"
 * empties both.
 */
function enhance(group: HTMLElement): void {
  const canvas = group.querySelector('canvas');
  const field = group.querySelector<HTMLInputElement>('input[type="hidden"]');
  const clear = group.querySelector<HTMLButtonElement>('button[type="button"]');
  const context = canvas?.getContext('2d');
  if (!canvas || !field || !clear || !context) return;
  const pad = new SignaturePad(canvas, { penColor: '#111', minWidth: 1, maxWidth: 3 });
  let laidOut = '';

  // Drawn in CSS pixels, stored in device pixels: sized again (the strokes kept) when its box changes.
  function fit(): void {
    if (!canvas || !context) return;
    const width = canvas.offsetWidth;
    const height = canvas.offsetHeight;
    const scale = drawingScale(width, height, window.devicePixelRatio);
    const size = `${width}x${height}x${scale}`;
    if (width === 0 || size === laidOut) return;
    laidOut = size;
    const strokes = pad.toData();
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.scale(scale, scale);
    pad.fromData(strokes);
  }

  pad.addEventListener('endStroke', () => {
    field.value = pad.isEmpty() ? '' : pad.toDataURL('image/png');
  });
  clear.addEventListener('click', () => {
    pad.clear();
    field.value = '';
  });
  window.addEventListener('resize', fit);
  fit();
}

document.querySelectorAll<HTMLElement>('[data-draw-signature]').forEach(enhance);

/**
 * The names of the fields of "Sign Form 8879" (server/signing/sign.ts): the case page's form
 * (app/cases/page/SigningSection.tsx) and the module that reads it agree on them here, in a module
 * with no server code, so that the page's view may import it.
 */
export const SIGN_FIELDS = {
  returnId: 'returnId',
  dateOfBirth: 'dateOfBirth',
  code: 'code',
  reviewed: 'reviewed',
  agree: 'agree',
  typedName: 'typedName',
  drawing: 'drawing',
  spouseTypedName: 'spouseTypedName',
  spouseDateOfBirth: 'spouseDateOfBirth',
  spouseAgrees: 'spouseAgrees',
  spouseDrawing: 'spouseDrawing',
} as const;

/**
 * The largest drawing a form may post (server/signing/drawn-signature.ts checks it; the page's
 * script, app/signing/drawing-scale.ts, draws within it).
 */
export const DRAWING_MAX_BYTES = 200 * 1024;
export const DRAWING_MAX_WIDTH = 3000;
export const DRAWING_MAX_HEIGHT = 1500;

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

import type { SignFormState } from '~/cases/page/SigningSection';
import type { SignatureFields, SignError } from '../../server/signing/sign';
import type { SigningCopy } from '~/copy/en/signing';

/**
 * The client's sign form as the case page shows it back (app/cases/page/SigningSection.tsx): what
 * was typed (never the code: a code is typed again) and each field's sentence why.
 */
export function signFormState(
  fields: SignatureFields,
  text: SigningCopy,
  more: { errors?: readonly SignError[]; message?: string; codeSent?: boolean } = {},
): SignFormState {
  const errors: Partial<Record<string, string>> = {};
  for (const error of more.errors ?? []) errors[error.field] ??= text.errors[error.message];
  return {
    values: {
      dateOfBirth: fields.dateOfBirth,
      typedName: fields.typedName,
      spouseTypedName: fields.spouseTypedName,
      spouseDateOfBirth: fields.spouseDateOfBirth,
      reviewed: fields.reviewed,
      agree: fields.agree,
      spouseAgrees: fields.spouseAgrees,
    },
    errors,
    message: more.message,
    codeSent: more.codeSent,
  };
}

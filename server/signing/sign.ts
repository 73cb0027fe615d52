import { notifyStaff } from '../mail/staff-notices';
import { z } from 'zod';
import { SIGN_FIELDS } from './sign-fields';
import type { SigningCopy } from '../../app/copy/en/signing';
import { staffSigning } from '../../app/copy/staff-signing';
import { sha256Hex } from '../documents/sealed-files';
import { isUuid } from '../cases/store';
import { audit, AUDIT, visitorActor } from '../staff/audit';
import {
  clearWrongAnswers,
  codeForm,
  countWrongAnswer,
  lockedUntil,
  spendCode,
  validCode,
  type WrongAnswer,
} from './checks';
import { type Drawing, readDrawing } from './drawn-signature';
import { addSigningEvent } from './events';
import {
  type Executor,
  isSignersDateOfBirth,
  isSignersName,
  parseDay,
  type ReturnIdentity,
} from './identity';
import { keepSignedUntil } from './keep-until';
import { lockedCase, SIGNING_COPY, type SigningOptions } from './options';
import { type RecordSigner, signedForm } from './record';
import { openReturn } from './returns';

/**
 * "Sign Form 8879" (docs/review-and-sign.md; decision 118): the identity checks, the consents, the
 * typed names (both on a joint return) and an optional drawing, then the signed form (the 8879 as
 * sent with its "Electronic signature record" page) sealed and stored, in one transaction with the
 * return signed, its code spent, the event "Return signed" and the audit entry. The post names the
 * return it signs: one voided or replaced meanwhile, a second signature and a locked case are
 * refused with nothing stored. The origin check is the route's (server/http/origin.ts).
 */

export { SIGN_FIELDS };

/** A name as typed: at most this long (the record page's line). */
export const TYPED_NAME_MAX = 140;

const text = z.string().catch('');
const checked = z
  .string()
  .catch('')
  .transform((value) => value !== '');

/** The posted form (fields read as text, as readForm or formData gives them), zod at the boundary. */
export const signatureFields = z.object({
  [SIGN_FIELDS.returnId]: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .catch(0),
  [SIGN_FIELDS.dateOfBirth]: text,
  [SIGN_FIELDS.code]: text,
  [SIGN_FIELDS.reviewed]: checked,
  [SIGN_FIELDS.agree]: checked,
  [SIGN_FIELDS.typedName]: text,
  [SIGN_FIELDS.drawing]: text,
  [SIGN_FIELDS.spouseTypedName]: text,
  [SIGN_FIELDS.spouseDateOfBirth]: text,
  [SIGN_FIELDS.spouseAgrees]: checked,
  [SIGN_FIELDS.spouseDrawing]: text,
});

export type SignatureFields = z.output<typeof signatureFields>;

export interface SignatureInput {
  readonly caseId: string;
  readonly fields: SignatureFields;
  /** As the server saw it (behind a trusted proxy, from X-Forwarded-For). */
  readonly clientAddress: string;
  readonly userAgent: string;
}

/** A field's refusal: which field, and which sentence of `signing.errors`. */
export interface SignError {
  readonly field: (typeof SIGN_FIELDS)[keyof typeof SIGN_FIELDS];
  readonly message: Exclude<keyof SigningCopy['errors'], 'tooManyCodes'>;
}

export type SignResult =
  | { readonly ok: true; readonly signedAt: Date }
  | {
      readonly ok: false;
      /** `locked`: "Signing is locked for 24 hours. Call us at PHONE." */
      readonly reason: 'noReturn' | 'replaced' | 'alreadySigned' | 'locked';
    }
  | { readonly ok: false; readonly reason: 'invalid'; readonly errors: readonly SignError[] };

interface Checked {
  readonly errors: SignError[];
  readonly wrong: WrongAnswer[];
  readonly codeId: number | undefined;
  readonly drawings: { taxpayer: Drawing | null; spouse: Drawing | null };
}

export async function signReturn(
  options: SigningOptions,
  input: SignatureInput,
): Promise<SignResult> {
  const { db, files } = options;
  const { caseId, fields } = input;
  if (!isUuid(caseId)) return { ok: false, reason: 'noReturn' };
  const early = await openReturn(db, caseId, fields.returnId);
  if (early !== undefined) return { ok: false, reason: early };
  if ((await lockedUntil(db, caseId)) !== null) return { ok: false, reason: 'locked' };
  const identity = await options.details.read(db, caseId);
  const sent = await db
    .selectFrom('signing_returns as r')
    .innerJoin('signing_files as rf', 'rf.id', 'r.return_file')
    .innerJoin('signing_files as ff', 'ff.id', 'r.form_file')
    .innerJoin('cases as c', 'c.id', 'r.case_id')
    .select([
      'r.joint',
      'r.tax_year',
      'rf.id as return_id',
      'rf.sha256 as return_sha256',
      'ff.id as form_id',
      'ff.sha256 as form_sha256',
      'c.reference',
      'c.language',
    ])
    .where('r.id', '=', fields.returnId)
    .executeTakeFirst();
  if (identity === undefined || !sent) return { ok: false, reason: 'noReturn' };
  const joint = sent.joint && identity.spouse !== null;

  // The answers are evaluated and the wrong ones counted while the case's row is held: posts
  // that arrive together take their turns, and each sees the lock the ones before it set, so at
  // most WRONG_ANSWERS_TO_LOCK wrong answers are ever evaluated (issue 52).
  const evaluated = await db.transaction().execute(async (tx) => {
    const held = await lockedCase(tx, caseId);
    if (!held) return 'noReturn' as const;
    if ((await lockedUntil(tx, caseId)) !== null) return 'locked' as const;
    const checked = await check(tx, caseId, fields, identity, joint);
    if (checked.wrong.length > 0) {
      const locked = await countWrongAnswer(tx, {
        caseId,
        reference: held.reference,
        clientAddress: input.clientAddress,
        wrong: checked.wrong,
      });
      if (locked) return 'locked' as const;
    }
    return checked;
  });
  if (typeof evaluated === 'string') return { ok: false, reason: evaluated };
  const result = evaluated;
  if (result.errors.length > 0) return { ok: false, reason: 'invalid', errors: result.errors };
  if (result.codeId === undefined) return { ok: false, reason: 'invalid', errors: [] };

  // The files as reviewed: read again, and their hashes those recorded when they were sent.
  const [returnPdf, formPdf] = await Promise.all([
    files.read(sent.return_id),
    files.read(sent.form_id),
  ]);
  if (
    returnPdf === undefined ||
    formPdf === undefined ||
    sha256Hex(returnPdf) !== sent.return_sha256 ||
    sha256Hex(formPdf) !== sent.form_sha256
  ) {
    throw new Error(`signing: the files of return ${fields.returnId} changed since they were sent`);
  }
  const words = SIGNING_COPY[sent.language];
  const signers: RecordSigner[] = [
    {
      role: 'taxpayer',
      typedName: fields.typedName.trim(),
      drawing: result.drawings.taxpayer?.png ?? null,
    },
  ];
  const checks = [words.record.checkDateOfBirth];
  const consents: string[] = [words.reviewed, words.agree];
  if (joint) {
    signers.push({
      role: 'spouse',
      typedName: fields.spouseTypedName.trim(),
      drawing: result.drawings.spouse?.png ?? null,
    });
    checks.push(words.record.checkSpouseDateOfBirth);
    consents.push(words.spouseAgrees);
  }
  checks.push(words.record.checkCode);
  const signedAt = new Date();
  const pdf = await signedForm(
    formPdf,
    {
      reference: sent.reference,
      taxYear: sent.tax_year,
      signers,
      signedAt,
      officeTimeZone: options.officeTimeZone,
      clientAddress: input.clientAddress,
      userAgent: input.userAgent,
      checks,
      consents,
      returnSha256: sent.return_sha256,
      formSha256: sent.form_sha256,
    },
    words.record,
  );
  const stored = await files.store(
    pdf,
    { format: 'pdf', contentType: 'application/pdf' },
    `Form 8879 signed ${sent.reference}`,
  );
  const codeId = result.codeId;
  try {
    const outcome = await db.transaction().execute(async (tx): Promise<SignResult> => {
      if (!(await lockedCase(tx, caseId))) return { ok: false, reason: 'noReturn' };
      const refused = await openReturn(tx, caseId, fields.returnId);
      if (refused !== undefined) return { ok: false, reason: refused };
      if ((await lockedUntil(tx, caseId)) !== null) return { ok: false, reason: 'locked' };
      if (!(await spendCode(tx, codeId))) {
        return { ok: false, reason: 'invalid', errors: [{ field: 'code', message: 'codeWrong' }] };
      }
      await tx
        .insertInto('signing_files')
        .values({
          id: stored.id,
          case_id: caseId,
          kind: 'signed_form',
          content_type: 'application/pdf',
          size_bytes: stored.bytes,
          sha256: stored.sha256,
        })
        .execute();
      const [taxpayer, spouse] = signers.map((signer) => signer.typedName.replace(/\s+/g, ' '));
      await tx
        .updateTable('signing_returns')
        .set({
          signed_at: signedAt,
          method: 'electronic',
          signed_file: stored.id,
          signer_names:
            spouse === undefined
              ? (taxpayer ?? '')
              : staffSigning.bothNames(taxpayer ?? '', spouse),
          keep_until: keepSignedUntil(sent.tax_year, signedAt),
        })
        .where('id', '=', fields.returnId)
        .execute();
      await clearWrongAnswers(tx, caseId);
      await addSigningEvent(tx, caseId, 'return_signed');
      await notifyStaff(tx, options.staffNotify, 'signed', sent.reference);
      await audit(
        tx,
        visitorActor(input.clientAddress),
        AUDIT.returnSigned,
        `case ${sent.reference}: return ${fields.returnId}`,
      );
      return { ok: true, signedAt };
    });
    if (!outcome.ok) await files.remove(stored.id).catch(() => {});
    return outcome;
  } catch (error) {
    await files.remove(stored.id).catch(() => {});
    throw error;
  }
}

/** Every field checked: the refusals to show, the identity answers that did not match, the code. */
async function check(
  db: Executor,
  caseId: string,
  fields: SignatureFields,
  identity: ReturnIdentity,
  joint: boolean,
): Promise<Checked> {
  const errors: SignError[] = [];
  const wrong: WrongAnswer[] = [];
  const refuse = (field: SignError['field'], message: SignError['message']) =>
    errors.push({ field, message });

  if (parseDay(fields.dateOfBirth) === undefined) refuse('dateOfBirth', 'dateOfBirth');
  else if (!isSignersDateOfBirth(fields.dateOfBirth, identity.taxpayer)) {
    refuse('dateOfBirth', 'dateOfBirthWrong');
    wrong.push('date of birth');
  }
  if (joint && identity.spouse !== null) {
    if (parseDay(fields.spouseDateOfBirth) === undefined) {
      refuse('spouseDateOfBirth', 'spouseDateOfBirth');
    } else if (!isSignersDateOfBirth(fields.spouseDateOfBirth, identity.spouse)) {
      refuse('spouseDateOfBirth', 'spouseDateOfBirthWrong');
      wrong.push("spouse's date of birth");
    }
  }
  const code = codeForm(fields.code);
  const codeId = code === undefined ? undefined : await validCode(db, caseId, code);
  if (code === undefined) refuse('code', 'code');
  else if (codeId === undefined) {
    refuse('code', 'codeWrong');
    wrong.push('code');
  }
  // Every identity answer given and right: a row of wrong answers ends here.
  if (wrong.length === 0 && errors.length === 0) await clearWrongAnswers(db, caseId);

  if (!fields.reviewed) refuse('reviewed', 'reviewed');
  if (!fields.agree) refuse('agree', 'agree');
  if (
    fields.typedName.length > TYPED_NAME_MAX ||
    !isSignersName(fields.typedName, identity.taxpayer)
  ) {
    refuse('typedName', 'typeName');
  }
  const taxpayerDrawing = readDrawing(fields.drawing);
  if (taxpayerDrawing === undefined) refuse('drawing', 'drawing');
  let spouseDrawing: Drawing | null | undefined = null;
  if (joint && identity.spouse !== null) {
    if (
      fields.spouseTypedName.length > TYPED_NAME_MAX ||
      !isSignersName(fields.spouseTypedName, identity.spouse)
    ) {
      refuse('spouseTypedName', 'spouseTypeName');
    }
    if (!fields.spouseAgrees) refuse('spouseAgrees', 'spouseAgrees');
    spouseDrawing = readDrawing(fields.spouseDrawing);
    if (spouseDrawing === undefined) refuse('spouseDrawing', 'drawing');
  }
  return {
    errors,
    wrong,
    codeId,
    drawings: { taxpayer: taxpayerDrawing ?? null, spouse: spouseDrawing ?? null },
  };
}

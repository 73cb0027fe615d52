import type { Route } from './+types/staff.cases.$reference.signing';
import { formatBytes } from '~/bytes';
import type { SigningFormState } from '~/components/staff/case/signing-view';
import { staffCopy } from '~/copy/staff';
import { signingOptions } from '~/signing/options.server';
import { staffHeaders } from '~/staff/headers';
import { CaseFormPage } from '~/staff/no-page';
import { services } from '~/request-context';
import { seeOther } from '~/ui/forms.server';
import { sendForSignature, type SendRefusal } from '../../server/signing/returns';
import { readAmounts, SEND_FIELDS, sendAmountFields } from '../../server/signing/send-form';
import {
  discardForm,
  publishedFiles,
  readSigningForm,
  type SigningForm,
} from '../../server/signing/signing-form';
import { casePath, refusedOn } from '../../server/staff/case-page.server';
import { staffCase } from '../../server/staff/case-routes.server';
import {
  actor,
  notice,
  postOnlyLoader,
  staffHandler,
  staffPostWith,
} from '../../server/staff/route-checks.server';

const text = staffCopy.signing;

/** A refusal read as the body streamed closes the connection (its header goes with the page). */
export const headers = staffHeaders;

export const loader = postOnlyLoader;

/** A refusal's sentence (`staffCopy.signing.errors`), with UPLOAD_MAX_BYTES for "too large". */
function refusalOf(reason: Exclude<SendRefusal, 'not found'>, maxBytes: number): string {
  return reason === 'tooLarge' ? text.errors.tooLarge(formatBytes(maxBytes)) : text.errors[reason];
}

/**
 * "Send for signature" (docs/review-and-sign.md): a multipart form read by the upload's reader,
 * its files streamed into the store (server/signing/signing-form.ts; decision 248), after the
 * origin and the session; the form token before anything is published. The return and the 8879
 * are checked and sent by server/signing (sendForSignature); a refusal comes back on the case page
 * with the amounts as typed and the sentence why, nothing kept.
 */
export const action = staffHandler(async ({ request, context }: Route.ActionArgs) => {
  const options = signingOptions(context);
  let read: SigningForm | undefined;
  const { session, form } = await staffPostWith(
    request,
    context,
    async (posted) =>
      (read = await readSigningForm(posted, services(context).documents, [
        SEND_FIELDS.returnPdf,
        SEND_FIELDS.formPdf,
      ])),
    (posted) => posted.fields.csrf,
  ).catch(async (error: unknown) => {
    await discardForm(read);
    throw error;
  });
  const detail = await staffCase(context).catch(async (error: unknown) => {
    await discardForm(form);
    throw error;
  });
  const typed = sendAmountFields.parse(form.fields);
  // A body refused as it was read, too large to read past: the answer closes the connection.
  const close: Record<string, string> =
    !form.ok && form.closeConnection ? { Connection: 'close' } : {};
  const refused = async (status: number, error: string) => {
    await discardForm(form);
    const state: SigningFormState = { refund: typed.refund, fee: typed.fee, error };
    return refusedOn(context, session, detail, status, { signing: state }, close);
  };
  if (!form.ok) {
    const status = form.error?.status ?? 400;
    if (status === 413) return refused(413, refusalOf('tooLarge', options.maxBytes));
    return status === 415 ? refused(400, text.errors.notPdf) : refused(400, text.errors.returnPdf);
  }
  const amounts = readAmounts(typed);
  if (!amounts.ok) return refused(400, text.errors[amounts.field]);
  const files = await publishedFiles(request, form);
  const result = await sendForSignature(options, {
    caseId: detail.found.id,
    staff: { ...actor(session, context), id: session.accountId },
    returnPdf: files[SEND_FIELDS.returnPdf],
    formPdf: files[SEND_FIELDS.formPdf],
    refundCents: amounts.refundCents,
    feeCents: amounts.feeCents,
  });
  if (!result.ok) {
    // The case went away between reading it and writing to it.
    if (result.reason === 'not found') throw notice(404, staffCopy.cases.notFound);
    const status = result.reason === 'tooLarge' ? 413 : result.reason === 'noDetails' ? 409 : 400;
    return refused(status, refusalOf(result.reason, options.maxBytes));
  }
  throw seeOther(`${casePath(detail.found.reference)}?sentForSignature=1#signing-heading`);
});

export default CaseFormPage;

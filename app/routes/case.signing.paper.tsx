import type { Route } from './+types/case.signing.paper';
import { pageAnswer } from '~/cases/case-page.server';
import { caseIdOf, FORM_METHODS, langOf, seeCase } from '~/cases/case-visit.server';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import { formatBytes } from '~/bytes';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts, services } from '~/request-context';
import { signingOptions } from '~/signing/options.server';
import { CASE_PATHS } from '~/site/pages';
import { refuse } from '../../server/documents/errors';
import { rowId } from '~/ui/forms.server';
import { SIGNING_COPY } from '../../server/signing/options';
import { sendPaperSignature } from '../../server/signing/returns';
import { SIGN_FIELDS } from '../../server/signing/sign';
import { discardForm, publishedFiles, readSigningForm } from '../../server/signing/signing-form';

/**
 * "Send signed form" ("Prefer to sign on paper?", docs/review-and-sign.md), `/case/signing/paper` and
 * `/es/…`: a scan or a photo of Form 8879 signed by hand, read by the upload's reader and streamed
 * into the store as it comes (server/signing/signing-form.ts; decision 248), checked by its bytes,
 * sealed and kept with the return for staff to accept. A refusal comes back beside the form.
 */
export const middleware = FORM_METHODS;

const FILE_FIELD = 'file';

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const caseId = await caseIdOf(request, context);
  if (caseId === undefined) return pageAnswer(request, context, 400);
  const options = signingOptions(context);
  const text = SIGNING_COPY[lang];
  const words = CATALOGUES[lang].documents;
  const tooLarge = words.tooLarge(formatBytes(options.maxBytes));
  const form = await readSigningForm(request, services(context).documents, [FILE_FIELD]);
  // A body refused as it was read, too large to read past: the answer closes the connection.
  const close: Record<string, string> =
    !form.ok && form.closeConnection ? { Connection: 'close' } : {};
  const refused = async (status: number, error: string) => {
    await discardForm(form);
    return pageAnswer(request, context, status, { forms: { signingPaper: { error } } }, close);
  };
  if (!form.ok) {
    // The upload's refusal, in the upload's words ("The file is too large…", "not accepted"…).
    const error = form.error ?? refuse.brokenBody();
    return refused(error.status === 413 ? 413 : 400, error.say(words));
  }
  const facts = requestFacts(context);
  const result = await sendPaperSignature(options, {
    caseId,
    returnId: rowId.parse(form.fields[SIGN_FIELDS.returnId]) ?? 0,
    clientAddress: facts.clientAddress,
    file: (await publishedFiles(request, form))[FILE_FIELD],
  });
  if (!result.ok) {
    if (result.reason === 'file') return refused(400, words.noFile);
    if (result.reason === 'tooLarge') return refused(413, tooLarge);
    return refused(409, text.errors[result.reason]);
  }
  return seeCase(request, context, caseId, `${CASE_PATHS[lang]}?paperSent=1`);
}

export default CaseFormAnswer;

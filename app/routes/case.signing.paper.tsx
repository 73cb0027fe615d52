import type { Route } from './+types/case.signing.paper';
import { pageAnswer } from '~/cases/case-page.server';
import { caseIdOf, FORM_METHODS, langOf, seeCase } from '~/cases/case-visit.server';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import { formatBytes } from '~/bytes';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts } from '~/request-context';
import { signingOptions } from '~/signing/options.server';
import { CASE_PATHS } from '~/site/pages';
import { rowId } from '~/ui/forms.server';
import { readMultipartForm } from '../../server/signing/multipart-form';
import { SIGNING_COPY } from '../../server/signing/options';
import { sendPaperSignature } from '../../server/signing/returns';
import { SIGN_FIELDS } from '../../server/signing/sign';

/**
 * "Send signed form" ("Prefer to sign on paper?", docs/review-and-sign.md), `/case/signing/paper`
 * and `/es/…`: a scan or a photo of Form 8879 signed by hand, read as the body streams with the
 * upload's caps and limits (server/signing/multipart-form.ts; decision 188), checked by its bytes,
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
  const form = await readMultipartForm(request, {
    fileFields: [FILE_FIELD],
    maxBytes: options.maxBytes,
    stallMs: options.stallMs,
  });
  // A body refused as it was read, too large to read past: the answer closes the connection.
  const close: Record<string, string> =
    !form.ok && form.closeConnection ? { Connection: 'close' } : {};
  const refused = (status: number, error: string) =>
    pageAnswer(request, context, status, { forms: { signingPaper: { error } } }, close);
  if (!form.ok) {
    return form.reason === 'tooLarge'
      ? refused(413, tooLarge)
      : refused(400, form.reason === 'broken' ? words.brokenBody : words.noFile);
  }
  const facts = requestFacts(context);
  const result = await sendPaperSignature(options, {
    caseId,
    returnId: rowId.parse(form.fields[SIGN_FIELDS.returnId]) ?? 0,
    clientAddress: facts.clientAddress,
    file: form.files[FILE_FIELD],
  });
  if (!result.ok) {
    if (result.reason === 'file') {
      return refused(400, form.files[FILE_FIELD] ? words.wrongType : words.noFile);
    }
    if (result.reason === 'tooLarge') return refused(413, tooLarge);
    return refused(409, text.errors[result.reason]);
  }
  return seeCase(request, context, caseId, `${CASE_PATHS[lang]}?paperSent=1`);
}

export default CaseFormAnswer;

import type { Route } from './+types/case.signing.code';
import { pageAnswer } from '~/cases/case-page.server';
import { caseIdOf, FORM_METHODS, langOf } from '~/cases/case-visit.server';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import { requestFacts } from '~/request-context';
import { signFormState } from '~/signing/client-forms.server';
import { signingOptions } from '~/signing/options.server';
import { postedFields } from '~/ui/forms.server';
import { sendSigningCode } from '../../server/signing/checks';
import { SIGNING_COPY } from '../../server/signing/options';
import { signatureFields } from '../../server/signing/sign';

/**
 * "E-mail me a code" (docs/review-and-sign.md), `/case/signing/code` and `/es/…`: the sign form
 * posted to this address by its second button. A fresh 6-digit code is e-mailed to the case's
 * address for updates (server/signing/checks.ts: valid 15 minutes, once, at most 5 a day), and the
 * page comes back with the form as typed and "We e-mailed you a code…", or the sentence why not.
 */
export const middleware = FORM_METHODS;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const caseId = await caseIdOf(request, context);
  if (caseId === undefined) return pageAnswer(request, context, 400);
  const fields = await postedFields(signatureFields, request);
  const text = SIGNING_COPY[lang];
  const facts = requestFacts(context);
  const sent = await sendSigningCode(signingOptions(context), {
    caseId,
    returnId: fields.returnId,
    clientAddress: facts.clientAddress,
  });
  if (sent.ok) {
    return pageAnswer(request, context, 200, {
      forms: { signing: signFormState(fields, text, { codeSent: true }) },
    });
  }
  if (sent.reason === 'locked') return pageAnswer(request, context, 423);
  const message =
    sent.reason === 'tooManyCodes'
      ? text.errors.tooManyCodes(facts.site.supportPhone)
      : text.errors[sent.reason];
  return pageAnswer(request, context, sent.reason === 'tooManyCodes' ? 429 : 409, {
    forms: { signing: signFormState(fields, text, { message }) },
  });
}

export default CaseFormAnswer;

import type { Route } from './+types/case.signing.sign';
import { pageAnswer } from '~/cases/case-page.server';
import { caseIdOf, FORM_METHODS, langOf, seeCase } from '~/cases/case-visit.server';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import { requestFacts } from '~/request-context';
import { signFormState } from '~/signing/client-forms.server';
import { signingOptions } from '~/signing/options.server';
import { CASE_PATHS } from '~/site/pages';
import { postedFields } from '~/ui/forms.server';
import { SIGNING_COPY } from '../../server/signing/options';
import { signatureFields, signReturn } from '../../server/signing/sign';

/**
 * "Sign Form 8879" on the case page (docs/review-and-sign.md), `/case/signing/sign`
 * and `/es/…`: the identity checks, the consents and the typed names, then the signed form with
 * its "Electronic signature record" (server/signing/sign.ts). Answered by post/redirect/get, or
 * by the page with the form as typed and each sentence why; a return replaced or signed already,
 * and a locked case, are refused with nothing stored.
 */
export const middleware = FORM_METHODS;

/** The browser's User-Agent, as the record page keeps it (at most 512 characters). */
const USER_AGENT_MAX = 512;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const caseId = await caseIdOf(request, context);
  // No case for this browser: the page says so, and nothing is stored.
  if (caseId === undefined) return pageAnswer(request, context, 400);
  const fields = await postedFields(signatureFields, request);
  const text = SIGNING_COPY[lang];
  const facts = requestFacts(context);
  const result = await signReturn(signingOptions(context), {
    caseId,
    fields,
    clientAddress: facts.clientAddress,
    userAgent: (request.headers.get('user-agent') ?? '').slice(0, USER_AGENT_MAX),
  });
  if (result.ok) {
    return seeCase(request, context, caseId, `${CASE_PATHS[lang]}?signed=1`);
  }
  // Locked: the section says so, with the office's phone.
  if (result.reason === 'locked') return pageAnswer(request, context, 423);
  if (result.reason === 'invalid') {
    return pageAnswer(request, context, 400, {
      forms: { signing: signFormState(fields, text, { errors: result.errors }) },
    });
  }
  return pageAnswer(request, context, 409, {
    forms: { signing: signFormState(fields, text, { message: text.errors[result.reason] }) },
  });
}

export default CaseFormAnswer;

import { z } from 'zod';
import type { Route } from './+types/case.email';
import { pageAnswer } from '~/cases/case-page.server';
import { caseIdOf, caseServices, FORM_METHODS, langOf, seeCase } from '~/cases/case-visit.server';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts } from '~/request-context';
import { CASE_PATHS } from '~/site/pages';
import { postedFields, textField } from '~/ui/forms.server';
import { emailField } from '../../server/contact/validate';
import { setCaseEmail } from '../../server/cases/store';

/**
 * "Email for updates" → "Save" on the case page (`/case/email`, `/es/case/email`): where the
 * case's e-mails go from now on. Answered by post/redirect/get, or by the page with what was
 * typed and why.
 */
export const middleware = FORM_METHODS;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const caseId = await caseIdOf(request, context);
  if (caseId === undefined) return pageAnswer(request, context, 400);
  const form = await postedFields(z.object({ email: textField }), request);
  const checked = z.object({ email: emailField(CATALOGUES[lang]) }).safeParse(form);
  if (!checked.success) {
    const error = checked.error.issues[0]?.message ?? CATALOGUES[lang].contact.errors.emailInvalid;
    return pageAnswer(request, context, 400, { forms: { email: { value: form.email, error } } });
  }
  const { db } = caseServices(context);
  if (!(await setCaseEmail(db, caseId, checked.data.email, requestFacts(context).clientAddress))) {
    return pageAnswer(request, context, 400);
  }
  return seeCase(request, context, caseId, `${CASE_PATHS[lang]}?saved=1`);
}

export default CaseFormAnswer;

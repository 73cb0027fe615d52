import type { Route } from './+types/case.sign-out';
import { caseServices, FORM_METHODS, langOf, visitorOf } from '~/cases/case-visit.server';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import { CASE_PATHS } from '~/site/pages';
import { seeOther } from '~/ui/forms.server';

/**
 * "Sign out of this case" (`/case/sign-out`, `/es/case/sign-out`): this browser's session of the
 * case ends on the server (server/cases/sessions.ts), its cookie is removed, and the page says so
 * above "Open your case".
 */
export const middleware = FORM_METHODS;

export async function action({ request, context }: Route.ActionArgs) {
  const removed = await caseServices(context).cases.signOut(visitorOf(request, context));
  return seeOther(`${CASE_PATHS[langOf(request)]}?signedOut=1`, { 'Set-Cookie': removed });
}

export default CaseFormAnswer;

import { useActionData } from 'react-router';
import type { Route } from './+types/case.sign-out';
import {
  caseServices,
  casePageMiddleware,
  FORM_METHODS,
  langOf,
  seeOther,
  visitorOf,
} from '~/cases/case-page.server';
import { CASE_HANDLE, casePageMeta, CasePageAnswer } from '~/cases/page/CasePageRoute';
import { CASE_PATHS } from '~/site/pages';

/**
 * "Sign out of this case" (`/case/sign-out`, `/es/case/sign-out`): this browser's session of the
 * case ends on the server (server/cases/sessions.ts), its cookie is removed, and the page says so
 * above "Open your case".
 */
export const handle = CASE_HANDLE;
export const middleware: Route.MiddlewareFunction[] = [casePageMiddleware(FORM_METHODS)];
export const meta: Route.MetaFunction = ({ matches }) => casePageMeta(matches);

export async function action({ request, context }: Route.ActionArgs) {
  const removed = await caseServices(context).cases.signOut(visitorOf(request, context));
  return seeOther(`${CASE_PATHS[langOf(request)]}?signedOut=1`, removed);
}

export default function CaseSignOut() {
  return <CasePageAnswer page={useActionData<typeof action>()} />;
}

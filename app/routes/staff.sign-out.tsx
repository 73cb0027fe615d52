import { seeOther } from '~/ui/forms.server';
import { NoPage } from '~/staff/no-page';
import type { Route } from './+types/staff.sign-out';
import { requestFacts } from '~/request-context';
import { audit, AUDIT } from '../../server/staff/audit';
import {
  actor,
  postOnlyLoader,
  staffHandler,
  staffPost,
  staffServices,
} from '../../server/staff/route-checks.server';
import { clearSessionCookie, endSession } from '../../server/staff/sessions';

/** "Sign out" ends the session on the server (a signed-in post: its form token was checked). */
export const loader = postOnlyLoader;

export const action = staffHandler(async ({ request, context }: Route.ActionArgs) => {
  const { session } = await staffPost(request, context);
  const { db } = staffServices(context);
  await endSession(db, session.idHash);
  await audit(db, actor(session, context), AUDIT.signOut);
  throw seeOther('/staff/sign-in?signedOut=1', {
    'Set-Cookie': clearSessionCookie(requestFacts(context).https),
  });
});

export default NoPage;

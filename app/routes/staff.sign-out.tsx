import type { Route } from './+types/staff.sign-out';
import { requestFacts } from '~/request-context';
import { staffHeaders } from '~/staff/headers';
import { audit, AUDIT } from '../../server/staff/audit';
import {
  actor,
  postOnly,
  seeOther,
  staffHandler,
  staffPost,
  staffServices,
} from '../../server/staff/route-checks.server';
import { clearSessionCookie, endSession } from '../../server/staff/sessions';

/** "Sign out" ends the session on the server (a signed-in post: its form token was checked). */
export const headers = staffHeaders;

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  postOnly(request, context),
);

export const action = staffHandler(async ({ request, context }: Route.ActionArgs) => {
  const { session } = await staffPost(request, context);
  const { db } = staffServices(context);
  await endSession(db, session.idHash);
  await audit(db, actor(session, context), AUDIT.signOut);
  throw seeOther('/staff/sign-in?signedOut=1', {
    'Set-Cookie': clearSessionCookie(requestFacts(context).https),
  });
});

export default function SignOut() {
  return null;
}

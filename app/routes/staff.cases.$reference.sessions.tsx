import type { Route } from './+types/staff.cases.$reference.sessions';
import { staffCopy } from '~/copy/staff';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { endClientSessions } from '../../server/cases/sessions';
import { caseOf, casePath } from '../../server/staff/case-page.server';
import {
  actor,
  notice,
  postOnly,
  seeOther,
  staffHandler,
  staffPost,
  staffServices,
} from '../../server/staff/route-checks.server';

export const headers = staffHeaders;

export const meta: Route.MetaFunction = ({ params, matches }) =>
  staffMeta(params.reference, matches);

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  postOnly(request, context),
);

/**
 * "End the client's sessions" (docs/back-office.md, "Safer links, mail and backups"): every
 * browser's case cookie for the case stops working (server/cases/sessions.ts), audited "client
 * sessions ended"; a new sign-in link opens the case again.
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session } = await staffPost(request, context);
  const detail = await caseOf(request, context, params.reference, '/sessions');
  const ended = await endClientSessions(
    staffServices(context).db,
    detail.found.id,
    actor(session, context),
  );
  // The case went away between reading it and writing to it.
  if (!ended) throw notice(404, staffCopy.cases.notFound);
  throw seeOther(`${casePath(detail.found.reference)}?sessionsEnded=1`);
});

/** Every answer is a redirect or a notice page (the staff layout's boundary): nothing to draw. */
export default function StaffEndSessions() {
  return null;
}

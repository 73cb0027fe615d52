import type { Route } from './+types/staff.cases.$reference.requests.$id.received';
import { CasePage } from '~/components/staff/case/case-page';
import { staffCopy } from '~/copy/staff';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { markReceived } from '../../server/cases/requests';
import { rowId } from '../../server/http/form-fields';
import { audit, AUDIT } from '../../server/staff/audit';
import { caseOf, casePath, refusedOn } from '../../server/staff/case-page.server';
import {
  actor,
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
 * "Mark received" for an open request whose document came another way: audited; one no longer
 * open (answered meanwhile) comes back on the case page with why (409).
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session } = await staffPost(request, context);
  const typed = params.id;
  const detail = await caseOf(
    request,
    context,
    params.reference,
    `/requests/${encodeURIComponent(typed)}/received`,
  );
  const id = rowId.parse(typed);
  const { db } = staffServices(context);
  const marked =
    id !== null &&
    (await markReceived(db, {
      caseId: detail.found.id,
      requestId: id,
      staffId: session.accountId,
    }));
  if (!marked) {
    return refusedOn(context, session, detail, 409, {
      requests: { value: '', error: staffCopy.requests.errors.closed },
    });
  }
  const { reference } = detail.found;
  await audit(
    db,
    actor(session, context),
    AUDIT.requestMarkedReceived,
    `case ${reference}: request ${id}`,
  );
  throw seeOther(`${casePath(reference)}?received=1#requests-heading`);
});

export default function StaffRequestReceived({ actionData }: Route.ComponentProps) {
  return actionData ? <CasePage {...actionData} /> : null;
}

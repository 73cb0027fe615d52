import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.w2.$id.estimate';
import { staffCopy } from '~/copy/staff';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { changeW2Standing, W2_STANDING_CHANGES } from '../../server/reader/readings';
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

const standingFields = z.object({ change: z.enum(W2_STANDING_CHANGES) });

/**
 * "Leave out of the estimate", "Count in the estimate" and "Not a duplicate" beside a W-2 on the
 * staff case page (issue 46; decision 164): the W-2's place in the estimate changed and audited
 * (changeW2Standing: which case and document), then the case page says so. A change that is not
 * one of the three is refused (400); a document that is not a W-2 read of the case, 404.
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session, fields } = await staffPost(request, context);
  const detail = await caseOf(request, context, params.reference, `/w2/${params.id}/estimate`);
  const checked = standingFields.safeParse(fields);
  if (!checked.success) throw notice(400, staffCopy.w2.unknownChange);
  const { reference } = detail.found;
  const changed = await changeW2Standing(staffServices(context).db, actor(session, context), {
    caseId: detail.found.id,
    reference,
    documentId: params.id,
    change: checked.data.change,
  });
  if (!changed) throw notice(404, staffCopy.w2.notFound);
  throw seeOther(`${casePath(reference)}?w2Standing=${checked.data.change}#documents-heading`);
});

export default function StaffW2Standing() {
  return null;
}

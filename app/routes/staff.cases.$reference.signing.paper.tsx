import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.signing.paper';
import { CasePage } from '~/components/staff/case/case-page';
import { staffCopy } from '~/copy/staff';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { fieldsOf } from '~/ui/forms.server';
import { rowId } from '../../server/http/form-fields';
import { acceptPaperSignature } from '../../server/signing/returns';
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

const paperFields = z.object({ returnId: z.string().catch('') });

/**
 * "Accept paper signature" (RETURN.md §2): the form signed on paper the client sent signs the
 * return it was sent for, audited "paper signature received"; refused on the case page when that
 * return is no longer the current one waiting with a paper signature.
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session, fields } = await staffPost(request, context);
  const detail = await caseOf(request, context, params.reference, '/signing/paper');
  const form = fieldsOf(paperFields, fields);
  const accepted = await acceptPaperSignature(staffServices(context).db, {
    caseId: detail.found.id,
    returnId: rowId.parse(form.returnId) ?? 0,
    staff: { ...actor(session, context), id: session.accountId },
  });
  if (!accepted) {
    return refusedOn(context, session, detail, 409, {
      signing: { error: staffCopy.signing.errors.noPaper },
    });
  }
  throw seeOther(`${casePath(detail.found.reference)}?paperAccepted=1#signing-heading`);
});

export default function StaffPaperSignature({ actionData }: Route.ComponentProps) {
  return actionData ? <CasePage {...actionData} /> : null;
}

import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.w2.$id.estimate';
import { staffCopy } from '~/copy/staff';
import { NoPage } from '~/staff/no-page';
import { changeW2Standing, W2_STANDING_CHANGES } from '../../server/reader/readings';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { notice, postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

export const loader = postOnlyLoader;

const standingFields = z.object({ change: z.enum(W2_STANDING_CHANGES) });

/**
 * "Leave out of the estimate", "Count in the estimate" and "Not a duplicate" beside a W-2 on the
 * staff case page (issue 46; decision 164): the W-2's place in the estimate changed and audited
 * (changeW2Standing: which case and document), then the case page says so. A change that is not
 * one of the three is refused (400); a document that is not a W-2 read of the case, 404.
 */
export const action = caseAction(async (post: CaseFormArgs<Route.ActionArgs>) => {
  const checked = standingFields.safeParse(post.fields);
  if (!checked.success) throw notice(400, staffCopy.w2.unknownChange);
  const { reference, id: caseId } = post.detail.found;
  const changed = await changeW2Standing(staffServices(post.args.context).db, post.who, {
    caseId,
    reference,
    documentId: post.args.params.id,
    change: checked.data.change,
  });
  if (!changed) throw notice(404, staffCopy.w2.notFound);
  return `${casePath(reference)}?w2Standing=${checked.data.change}#documents-heading`;
});

export default NoPage;

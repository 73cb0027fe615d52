import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.signing.paper';
import { staffCopy } from '~/copy/staff';
import { CaseFormPage } from '~/staff/no-page';
import { fieldsOf, rowId, textField } from '~/ui/forms.server';
import { acceptPaperSignature } from '../../server/signing/returns';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

export const loader = postOnlyLoader;

const paperFields = z.object({ returnId: textField });

/**
 * "Accept paper signature" (docs/review-and-sign.md): the form signed on paper the client sent
 * signs the return it was sent for, audited "paper signature received"; refused on the case page
 * when that return is no longer the current one waiting with a paper signature.
 */
export const action = caseAction(async (post: CaseFormArgs<Route.ActionArgs>) => {
  const { session, detail } = post;
  const form = fieldsOf(paperFields, post.fields);
  const accepted = await acceptPaperSignature(staffServices(post.args.context).db, {
    caseId: detail.found.id,
    returnId: rowId.parse(form.returnId) ?? 0,
    staff: { ...post.who, id: session.accountId },
  });
  if (!accepted) {
    return post.refused(409, { signing: { error: staffCopy.signing.errors.noPaper } });
  }
  return `${casePath(detail.found.reference)}?paperAccepted=1#signing-heading`;
});

export default CaseFormPage;

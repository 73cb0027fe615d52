import type { Route } from './+types/staff.cases.$reference.requests.$id.received';
import { staffCopy } from '~/copy/staff';
import { CaseFormPage } from '~/staff/no-page';
import { rowId } from '~/ui/forms.server';
import { markReceived } from '../../server/cases/requests';
import { audit, AUDIT } from '../../server/staff/audit';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

export const loader = postOnlyLoader;

/**
 * "Mark received" for an open request whose document came another way: audited; one no longer
 * open (answered meanwhile) comes back on the case page with why (409).
 */
export const action = caseAction(async (post: CaseFormArgs<Route.ActionArgs>) => {
  const { detail } = post;
  const id = rowId.parse(post.args.params.id);
  const { db } = staffServices(post.args.context);
  const marked =
    id !== null &&
    (await markReceived(db, {
      caseId: detail.found.id,
      requestId: id,
      staffId: post.session.accountId,
    }));
  if (!marked) {
    return post.refused(409, { requests: { value: '', error: staffCopy.requests.errors.closed } });
  }
  const { reference } = detail.found;
  await audit(db, post.who, AUDIT.requestMarkedReceived, `case ${reference}: request ${id}`);
  return `${casePath(reference)}?received=1#requests-heading`;
});

export default CaseFormPage;

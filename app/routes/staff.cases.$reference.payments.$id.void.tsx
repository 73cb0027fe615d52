import type { Route } from './+types/staff.cases.$reference.payments.$id.void';
import { staffCopy } from '~/copy/staff';
import { NoPage } from '~/staff/no-page';
import { voidPayment } from '../../server/payments/store';
import { audit, AUDIT } from '../../server/staff/audit';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { notice, postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

export const loader = postOnlyLoader;

/** "Void" of a payment recorded by mistake (decision 181): marked void, never deleted; audited. */
export const action = caseAction(
  async ({ args, session, detail, who }: CaseFormArgs<Route.ActionArgs>) => {
    const { id: typed } = args.params;
    const id = /^[1-9]\d{0,9}$/.test(typed) ? Number(typed) : undefined;
    const { db } = staffServices(args.context);
    const { reference } = detail.found;
    if (id === undefined || !(await voidPayment(db, detail.found.id, id, session.accountId))) {
      throw notice(404, {
        heading: staffCopy.payments.heading,
        body: staffCopy.payments.errors.notFound,
      });
    }
    await audit(db, who, AUDIT.paymentVoided, `case ${reference}, payment ${id}`);
    return `${casePath(reference)}#payments-heading`;
  },
);

export default NoPage;

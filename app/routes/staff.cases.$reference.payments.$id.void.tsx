import type { Route } from './+types/staff.cases.$reference.payments.$id.void';
import { staffCopy } from '~/copy/staff';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { voidPayment } from '../../server/payments/store';
import { audit, AUDIT } from '../../server/staff/audit';
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

/** "Void" of a payment recorded by mistake (decision 181): marked void, never deleted; audited. */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session } = await staffPost(request, context);
  const detail = await caseOf(request, context, params.reference, `/payments/${params.id}/void`);
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : undefined;
  const { db } = staffServices(context);
  const { reference } = detail.found;
  if (id === undefined || !(await voidPayment(db, detail.found.id, id, session.accountId))) {
    throw notice(404, {
      heading: staffCopy.payments.heading,
      body: staffCopy.payments.errors.notFound,
    });
  }
  await audit(db, actor(session, context), AUDIT.paymentVoided, `case ${reference}, payment ${id}`);
  throw seeOther(`${casePath(reference)}#payments-heading`);
});

export default function StaffPaymentVoid() {
  return null;
}

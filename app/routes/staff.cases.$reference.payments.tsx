import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.payments';
import { CasePage } from '~/components/staff/case/case-page';
import { staffCopy } from '~/copy/staff';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { fieldsOf } from '~/ui/forms.server';
import { parseDollars } from '../../server/cases/money';
import { textField } from '../../server/http/form-fields';
import { PAYMENT_METHODS, recordPayment } from '../../server/payments/store';
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

const errors = staffCopy.payments.errors;

const paymentFields = z.object({ amount: textField, method: textField, paidOn: textField });

/** A payment as staff enter it: an amount above 0, card, cash or check, and a real calendar day. */
const paymentCheck = z.object({
  amount: z
    .string()
    .transform((value) => parseDollars(value))
    .pipe(z.number(errors.amount).int().positive(errors.amount)),
  method: z.enum(PAYMENT_METHODS, errors.method),
  paidOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, errors.date)
    .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), errors.date),
});

export const headers = staffHeaders;

export const meta: Route.MetaFunction = ({ params, matches }) =>
  staffMeta(params.reference, matches);

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  postOnly(request, context),
);

/**
 * "Record payment" on a case page (decision 181): the amount, method and day, audited "payment
 * recorded" with the payment's number, amount and method. A payment staff cannot use comes back
 * on the case page as typed, with one sentence saying what to enter.
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session, fields } = await staffPost(request, context);
  const detail = await caseOf(request, context, params.reference, '/payments');
  const form = fieldsOf(paymentFields, fields);
  const checked = paymentCheck.safeParse(form);
  if (!checked.success) {
    const error = checked.error.issues[0]?.message ?? errors.amount;
    return refusedOn(context, session, detail, 400, { payment: { ...form, error } });
  }
  const { db } = staffServices(context);
  const { reference } = detail.found;
  const { amount, method, paidOn } = checked.data;
  const id = await recordPayment(db, {
    caseId: detail.found.id,
    amountCents: amount,
    method,
    paidOn,
    staffId: session.accountId,
  });
  await audit(
    db,
    actor(session, context),
    AUDIT.paymentRecorded,
    `case ${reference}, payment ${id}, ${(amount / 100).toFixed(2)} by ${method}`,
  );
  throw seeOther(`${casePath(reference)}#payments-heading`);
});

export default function StaffPayments({ actionData }: Route.ComponentProps) {
  return actionData ? <CasePage {...actionData} /> : null;
}

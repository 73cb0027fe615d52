import { z } from 'zod';
import { CaseFormPage } from '~/staff/no-page';
import type { Route } from './+types/staff.cases.$reference.payments';
import { staffCopy } from '~/copy/staff';
import { parseDollars } from '../../server/cases/money';
import { fieldsOf, textField } from '~/ui/forms.server';
import { PAYMENT_METHODS, recordPayment } from '../../server/payments/store';
import { audit, AUDIT } from '../../server/staff/audit';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

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

export const loader = postOnlyLoader;

/**
 * "Record payment" on a case page (decision 181): the amount, method and day, audited "payment
 * recorded" with the payment's number, amount and method. A payment staff cannot use comes back
 * on the case page as typed, with one sentence saying what to enter.
 */
export const action = caseAction(async (post: CaseFormArgs<Route.ActionArgs>) => {
  const { session, detail } = post;
  const { context } = post.args;
  const form = fieldsOf(paymentFields, post.fields);
  const checked = paymentCheck.safeParse(form);
  if (!checked.success) {
    const error = checked.error.issues[0]?.message ?? errors.amount;
    return post.refused(400, { payment: { ...form, error } });
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
    post.who,
    AUDIT.paymentRecorded,
    `case ${reference}, payment ${id}, ${(amount / 100).toFixed(2)} by ${method}`,
  );
  return `${casePath(reference)}#payments-heading`;
});

export default CaseFormPage;

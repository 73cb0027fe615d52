import { Fragment } from 'react';
import { staffCopy } from '~/copy/staff';
import { type FeeSchedule, priceListLines } from '~/fees';
import { formatCents, formatUsd } from '~/money';
import { useOfficeTime } from '~/staff/office-time';
import type { Payment } from '../../../../server/payments/store';
import { Alert, CsrfField, LabelledControl, SubmitRow } from '../parts';
import { casePath } from '../cases';

/**
 * "Payments" on a staff case page (decision 181): the fee schedule in force (app/fees.ts), the
 * case's fee, each payment with "Void" while it stands, and "Record payment" (amount, method,
 * date). A voided payment stays listed, marked void.
 */
const text = staffCopy.payments;

/** "Record payment" back as typed, with the sentence of what was wrong. */
export interface PaymentFormState {
  readonly amount: string;
  readonly method: string;
  readonly paidOn: string;
  readonly error: string;
}

export const paymentsPath = (reference: string) => `${casePath(reference)}/payments`;

export function PaymentsSection(props: {
  reference: string;
  csrf: string;
  payments: readonly Payment[];
  schedule: FeeSchedule;
  /** The case's fee in cents when known (the return sent for signature, or the estimate). */
  feeCents: number | undefined;
  state?: PaymentFormState | undefined;
}) {
  const typed = props.state;
  const when = useOfficeTime();
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading">{text.heading}</h2>
      <h3>{text.schedule}</h3>
      {props.schedule.kind === 'incomeTable' ? (
        <p>{text.incomeTable}</p>
      ) : (
        <>
          <p>{text.priceList}</p>
          <dl className="review">
            {priceListLines(props.schedule.prices).map((line) => (
              <Fragment key={line.form}>
                <dt>{staffCopy.fees.items[line.form]}</dt>
                <dd>{formatUsd(line.price)}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
      {props.feeCents === undefined ? null : <p>{text.fee(formatCents(props.feeCents))}</p>}
      {props.payments.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul>
          {props.payments.map((payment) => (
            <li key={payment.id}>
              {text.line(
                formatCents(payment.amountCents),
                text.methods[payment.method],
                payment.paidOn,
                payment.recordedBy,
              )}
              {payment.voided ? (
                <p>{text.voided(payment.voided.by, when(payment.voided.at))}</p>
              ) : (
                <form method="post" action={`${paymentsPath(props.reference)}/${payment.id}/void`}>
                  <CsrfField token={props.csrf} />
                  <button
                    type="submit"
                    className="button button--secondary"
                    aria-label={`${text.void} ${formatCents(payment.amountCents)} ${payment.paidOn}`}
                  >
                    {text.void}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <form method="post" action={paymentsPath(props.reference)} className="narrow">
        <CsrfField token={props.csrf} />
        {typed ? <Alert>{typed.error}</Alert> : null}
        <LabelledControl id="payment-amount" label={text.amount}>
          {(control) => (
            <input
              {...control}
              name="amount"
              inputMode="decimal"
              required
              defaultValue={typed?.amount ?? ''}
            />
          )}
        </LabelledControl>
        <LabelledControl id="payment-method" label={text.method}>
          {(control) => (
            <select {...control} name="method" required defaultValue={typed?.method ?? 'card'}>
              {(['card', 'cash', 'check'] as const).map((method) => (
                <option key={method} value={method}>
                  {text.methods[method]}
                </option>
              ))}
            </select>
          )}
        </LabelledControl>
        <LabelledControl id="payment-date" label={text.date}>
          {(control) => (
            <input
              {...control}
              name="paidOn"
              type="date"
              required
              defaultValue={typed?.paidOn ?? ''}
            />
          )}
        </LabelledControl>
        <SubmitRow label={text.record} />
      </form>
    </section>
  );
}

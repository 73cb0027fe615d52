import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * What the client paid (docs/product.md, "Fees a firm may lawfully charge"; decision 181): staff
 * record a payment on the case page; one recorded by mistake is voided, never deleted. The case
 * page shows what is still due against the case's fee, or the day it was paid.
 */

export const PAYMENT_METHODS = ['card', 'cash', 'check'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface Payment {
  readonly id: number;
  readonly amountCents: number;
  readonly method: PaymentMethod;
  /** YYYY-MM-DD. */
  readonly paidOn: string;
  readonly recordedBy: string;
  readonly recordedAt: Date;
  readonly voided: { readonly by: string; readonly at: Date } | null;
}

type Executor = Kysely<Schema> | Transaction<Schema>;

/** A case's payments, oldest first, with who recorded and voided each. */
export async function casePayments(db: Executor, caseId: string): Promise<Payment[]> {
  const rows = await db
    .selectFrom('payments as p')
    .innerJoin('staff_accounts as r', 'r.id', 'p.recorded_by')
    .leftJoin('staff_accounts as v', 'v.id', 'p.voided_by')
    .select([
      'p.id',
      'p.amount_cents',
      'p.method',
      'p.paid_on',
      'p.recorded_at',
      'p.voided_at',
      'r.email as recorder',
      'v.email as voider',
    ])
    .where('p.case_id', '=', caseId)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    amountCents: row.amount_cents,
    method: row.method,
    paidOn: row.paid_on,
    recordedBy: row.recorder,
    recordedAt: row.recorded_at,
    voided: row.voided_at === null ? null : { by: row.voider ?? '', at: new Date(row.voided_at) },
  }));
}

/**
 * Records a payment. It is the case's activity, as every event is (server/cases/store.ts): the
 * case's `last_activity_at`, what retention counts from, moves in the same transaction, so the
 * payment is kept as long as the case's other records and disposed of with them.
 */
export async function recordPayment(
  db: Executor,
  payment: {
    readonly caseId: string;
    readonly amountCents: number;
    readonly method: PaymentMethod;
    readonly paidOn: string;
    readonly staffId: number;
  },
): Promise<number> {
  const write = async (tx: Executor) => {
    const row = await tx
      .insertInto('payments')
      .values({
        case_id: payment.caseId,
        amount_cents: payment.amountCents,
        method: payment.method,
        paid_on: payment.paidOn,
        recorded_by: payment.staffId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('cases')
      .set({ last_activity_at: new Date() })
      .where('id', '=', payment.caseId)
      .execute();
    return row.id;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/** Voids a payment of the case not voided yet; false when there is none such. */
export async function voidPayment(
  db: Executor,
  caseId: string,
  paymentId: number,
  staffId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ voided_by: staffId, voided_at: new Date() })
    .where('id', '=', paymentId)
    .where('case_id', '=', caseId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Where the fee stands: still due, paid (the day of the last payment that covered it), or not known. */
export type Standing =
  | { readonly kind: 'due'; readonly cents: number }
  | { readonly kind: 'paid'; readonly on: string }
  | undefined;

/**
 * The standing of a fee of `feeCents` (undefined: none known yet) after the payments not voided.
 * With no fee known, a payment made is "paid" on its day.
 */
export function standing(payments: readonly Payment[], feeCents: number | undefined): Standing {
  const kept = payments.filter((payment) => payment.voided === null);
  const paidCents = kept.reduce((sum, payment) => sum + payment.amountCents, 0);
  const last = kept.at(-1);
  if (last !== undefined && (feeCents === undefined || paidCents >= feeCents)) {
    return { kind: 'paid', on: last.paidOn };
  }
  if (feeCents === undefined || feeCents <= 0) return undefined;
  return { kind: 'due', cents: feeCents - paidCents };
}

/**
 * The case's fee in cents: the one on the return sent for signature, else the fee of the newest
 * estimate from its W-2s (app/fees.ts), else not known yet.
 */
export function caseFeeCents(
  sentFeeCents: number | undefined,
  estimate: { readonly fee: number } | undefined,
): number | undefined {
  if (sentFeeCents !== undefined) return sentFeeCents;
  return estimate === undefined ? undefined : Math.round(estimate.fee * 100);
}

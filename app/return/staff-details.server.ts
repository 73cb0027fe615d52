import type { Kysely, Transaction } from 'kysely';
import { staffCopy } from '../copy/staff';
import type { Schema } from '../../server/db/schema';
import { openField } from '../../server/documents/sealed-field';
import { isUuid } from '../../server/cases/store';
import { type Actor, audit, AUDIT } from '../../server/staff/audit';
import type { AccountType } from './answers';
import { RETURN_COPY } from './copy';
import { accountLine, detailsOf, type ReturnDetails, type ReturnStoreDeps } from './details.server';
import { ACCOUNT_SEPARATOR, accountPlace, pinPlace, readRow } from './sealing.server';
import { storedAnswersSchema } from './stored-answers';

/**
 * The client's answers as staff read them (docs/return.md, "Who can read them"): "Return
 * details" on the staff case page, and "Show account number", audited.
 */

type Executor = Kysely<Schema> | Transaction<Schema>;

const staffText = staffCopy.returnDetails;

/** "Return details" on the staff case page: every answer, the sent date, the account's line. */
export interface StaffReturnDetails extends ReturnDetails {
  readonly savedAt: Date;
  readonly sentAt: Date | null;
  readonly lockedAt: Date | null;
  /** "Direct deposit: Checking account ending in 6789", or "Paper check". */
  readonly refundLine: string;
}

/** The case's answers for staff; undefined when the client has not started them. */
export async function staffReturnDetails(
  db: Executor,
  caseId: string,
): Promise<StaffReturnDetails | undefined> {
  if (!isUuid(caseId)) return undefined;
  const row = await readRow(db, caseId);
  if (!row) return undefined;
  const details = detailsOf(row, row.tax_year);
  const english = RETURN_COPY.en;
  const refundLine =
    details.answers.refundMethod === 'paper_check'
      ? staffText.paperCheck
      : details.account
        ? staffText.directDeposit(accountLine(english, details.account))
        : details.answers.refundMethod === 'direct_deposit'
          ? staffText.directDepositNoAccount
          : staffText.notAnswered;
  return {
    ...details,
    savedAt: row.saved_at,
    sentAt: row.sent_at,
    lockedAt: row.locked_at,
    refundLine,
  };
}

/** The full numbers, for the page after "Show account number". */
export interface RevealedAccount {
  readonly routingNumber: string | null;
  readonly accountNumber: string | null;
  readonly accountType: AccountType | null;
  readonly ipPin: string | null;
}

/**
 * "Show account number": the account (and the IP PIN) opened, audited "bank account viewed" by
 * `actor` in the same transaction, so no one reads them without a record. Undefined when the
 * case has no answers. Throws DocumentIntegrityError when a stored value cannot be opened with
 * the keys in use.
 */
export async function revealBankAccount(
  deps: Pick<ReturnStoreDeps, 'db' | 'keyring'>,
  request: { readonly caseId: string; readonly actor: Actor },
): Promise<RevealedAccount | undefined> {
  const { caseId } = request;
  if (!isUuid(caseId)) return undefined;
  return deps.db.transaction().execute(async (tx) => {
    const found = await tx
      .selectFrom('return_details as r')
      .innerJoin('cases as c', 'c.id', 'r.case_id')
      .select(['c.reference', 'r.account_sealed', 'r.ip_pin_sealed', 'r.answers'])
      .where('r.case_id', '=', caseId)
      .executeTakeFirst();
    if (!found) return undefined;
    const answers = storedAnswersSchema.parse(found.answers);
    await audit(tx, request.actor, AUDIT.bankAccountViewed, `case ${found.reference}`);
    const account =
      found.account_sealed === null
        ? null
        : openField(deps.keyring, accountPlace(caseId), found.account_sealed).plaintext.split(
            ACCOUNT_SEPARATOR,
          );
    return {
      routingNumber: account?.[0] ?? null,
      accountNumber: account?.[1] ?? null,
      accountType: answers.accountType,
      ipPin:
        found.ip_pin_sealed === null
          ? null
          : openField(deps.keyring, pinPlace(caseId), found.ip_pin_sealed).plaintext,
    };
  });
}

import type { Route } from './+types/staff.cases.$reference.return.account';
import { casePath } from '~/components/staff/cases';
import { staffCopy } from '~/copy/staff';
import { RETURN_COPY } from '~/return/copy';
import { revealBankAccount } from '~/return/staff-details.server';
import { services } from '~/request-context';
import { staffMeta } from '~/staff/meta';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

/**
 * "Show account number" on a staff case page's "Return details" (docs/return.md):
 * the client's bank account and IP PIN in full, on the page this post answers (never at an
 * address a GET could open again, never stored: STAFF_HEADERS), audited "bank account viewed"
 * in the transaction that opens them (revealBankAccount).
 */
const text = staffCopy.returnDetails;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(text.accountHeading, matches);

export const loader = postOnlyLoader;

/** A value the keys in use cannot open: a sentence, never a stack (decision 113). */
const unreadable = (error: unknown) =>
  error instanceof Error && error.name === 'DocumentIntegrityError';

export const action = caseAction(async ({ args, detail, who }: CaseFormArgs<Route.ActionArgs>) => {
  const { context } = args;
  const { reference, id } = detail.found;
  try {
    const revealed = await revealBankAccount(
      { db: staffServices(context).db, keyring: services(context).documents.documentsKeys },
      { caseId: id, actor: who },
    );
    return { reference, revealed: revealed ?? null, unreadable: false };
  } catch (error) {
    if (unreadable(error)) return { reference, revealed: null, unreadable: true };
    throw error;
  }
});

export default function StaffReturnAccount({ actionData }: Route.ComponentProps) {
  if (!actionData) return null;
  const { reference, revealed } = actionData;
  const refund = RETURN_COPY.en.refund;
  return (
    <div className="narrow">
      <h1>{text.accountHeading}</h1>
      {actionData.unreadable ? (
        <p className="message message--error">{text.unreadable}</p>
      ) : revealed === null || (revealed.accountNumber === null && revealed.ipPin === null) ? (
        <p>{text.noAccount}</p>
      ) : (
        <dl className="review">
          {revealed.accountNumber === null ? null : (
            <>
              <dt>{text.routingNumber}</dt>
              <dd>{revealed.routingNumber}</dd>
              <dt>{text.accountNumber}</dt>
              <dd>{revealed.accountNumber}</dd>
              <dt>{text.accountType}</dt>
              <dd>
                {revealed.accountType === null
                  ? text.notAnswered
                  : refund.accountTypes[revealed.accountType]}
              </dd>
            </>
          )}
          {revealed.ipPin === null ? null : (
            <>
              <dt>{text.ipPin}</dt>
              <dd>{revealed.ipPin}</dd>
            </>
          )}
        </dl>
      )}
      <p>
        <a href={casePath(reference)}>{text.backToCase(reference)}</a>
      </p>
    </div>
  );
}

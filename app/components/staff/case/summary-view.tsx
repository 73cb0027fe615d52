import type { CaseState } from '~/cases/case-state';
import { staffCaseCopy } from '~/copy/staff-case';
import { formatCents } from '~/money';
import { useOfficeTime } from '~/staff/office-time';
import { label } from '../cases';

const text = staffCaseCopy.summary;

/**
 * The line a preparer reads first on a case page (issue 51): who the client is, the household,
 * the status, what the case waits for, the estimate and the last activity, all from the case's
 * one state (app/cases/case-state.ts), which the client's page and the tracker read too.
 */
export function CaseSummary({ state, lastActivityAt }: { state: CaseState; lastActivityAt: Date }) {
  const when = useOfficeTime();
  const { household, estimate } = state;
  return (
    <dl className="staff-summary">
      <div>
        <dt>{text.client}</dt>
        <dd>{state.name ?? text.notGiven}</dd>
      </div>
      <div>
        <dt>{text.household}</dt>
        <dd>
          {household === null
            ? text.noHousehold
            : [
                text.householdLine(household.filingStatus, household.dependents),
                household.spouse === null ? null : text.withSpouse(household.spouse),
              ]
                .filter((part) => part !== null)
                .join(' ')}
        </dd>
      </div>
      <div>
        <dt>{text.status}</dt>
        <dd>{label(state.status)}</dd>
      </div>
      <div>
        <dt>{text.waitingFor}</dt>
        <dd>
          {state.waitingFor.length === 0 ? text.nothingWaiting : text.documents(state.waitingFor)}
          {` (${text.documentsReceived(state.documentsReceived)})`}
        </dd>
      </div>
      <div>
        <dt>{text.estimate}</dt>
        <dd>
          {estimate === null
            ? text.noEstimate
            : `${formatCents(estimate.cents)}${
                estimate.source === 'w2s'
                  ? ` (${text.fromW2s})`
                  : estimate.named === 'expected'
                    ? ` (${text.expected})`
                    : ''
              }`}
        </dd>
      </div>
      <div>
        <dt>{text.lastActivity}</dt>
        <dd>{when(lastActivityAt)}</dd>
      </div>
    </dl>
  );
}

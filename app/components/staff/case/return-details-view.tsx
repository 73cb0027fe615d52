import type { ReactNode } from 'react';
import { staffCopy } from '~/copy/staff';
import { staffCaseCopy } from '~/copy/staff-case';
import { calculator } from '~/copy/en/calculator';
import { INCOME_KINDS } from '~/return/answers';
import { RETURN_COPY } from '~/return/copy';
import type { StaffReturnDetails } from '~/return/staff-details.server';
import { US_STATES } from '~/return/states';
import { useOfficeTime } from '~/staff/office-time';
import { casePath } from '../cases';
import { CsrfField, SubmitRow } from '../parts';

/**
 * "Return details" on a staff case page (docs/return.md): every answer the client
 * gave on /case/return, when they sent them (and since when they are read-only), "Direct deposit:
 * Checking account ending in 6789", and "Show account number", a form that posts to
 * `…/return/account` (app/routes/staff.cases.$reference.return.account.tsx), whose answer shows
 * the full numbers, audited "bank account viewed". Every answer is the client's text, written as
 * text.
 */
const text = staffCopy.returnDetails;
/** The groups' names as staff read them ("Income", not the client's "Your income"). */
const groups = staffCaseCopy.returnDetails;
/** The fields' names as the client's English page labels them. */
const words = RETURN_COPY.en;

export const accountPath = (reference: string) => `${casePath(reference)}/return/account`;

const stateName = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? code;

function Answer({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value === null || value === '' ? text.notAnswered : value}</dd>
    </>
  );
}

export function ReturnDetailsSection(props: {
  reference: string;
  csrf: string;
  details: StaffReturnDetails | undefined;
}) {
  const when = useOfficeTime();
  const { details } = props;
  return (
    <section aria-labelledby="return-details-heading">
      <h2 id="return-details-heading">{text.heading}</h2>
      {details === undefined ? (
        <p>{text.notStarted}</p>
      ) : (
        <ReturnAnswers {...props} details={details} when={when} />
      )}
    </section>
  );
}

function ReturnAnswers({
  reference,
  csrf,
  details,
  when,
}: {
  reference: string;
  csrf: string;
  details: StaffReturnDetails;
  when: (at: Date) => string;
}) {
  const { answers } = details;
  const about = words.about;
  const spouse = words.spouse;
  const dependents = words.dependents;
  const joint = answers.filingStatus === 'married_joint';
  const income = INCOME_KINDS.filter((kind) => answers.income[kind]).map((kind) =>
    kind === 'w2' && answers.w2Count !== null
      ? `${words.income.w2} (${words.income.w2Count}: ${answers.w2Count})`
      : words.income[kind],
  );
  return (
    <>
      <p>{details.sentAt ? text.sentOn(when(details.sentAt)) : text.notSent}</p>
      {details.lockedAt ? <p>{text.locked(when(details.lockedAt))}</p> : null}
      <dl className="review">
        <Answer term={text.taxYear} value={String(details.taxYear)} />
        <Answer term={about.firstName} value={answers.firstName} />
        <Answer term={about.lastName} value={answers.lastName} />
        <Answer term={about.dateOfBirth} value={answers.dateOfBirth} />
        <Answer
          term={about.filingStatus}
          value={answers.filingStatus && calculator.filingStatuses[answers.filingStatus]}
        />
        <Answer term={about.street} value={answers.street} />
        <Answer term={about.city} value={answers.city} />
        <Answer term={about.state} value={answers.state && stateName(answers.state)} />
        <Answer term={about.zip} value={answers.zip} />
        {joint || answers.spouseFirstName || answers.spouseLastName ? (
          <>
            <Answer term={spouse.firstName} value={answers.spouseFirstName} />
            <Answer term={spouse.lastName} value={answers.spouseLastName} />
            <Answer term={spouse.dateOfBirth} value={answers.spouseDateOfBirth} />
          </>
        ) : null}
        <Answer
          term={groups.dependents}
          value={
            answers.dependents.length === 0
              ? dependents.none
              : groups.dependentsCount(answers.dependents.length)
          }
        />
        <Answer term={groups.income} value={income.length === 0 ? null : income.join('; ')} />
        <Answer term={groups.refund} value={details.refundLine} />
        <Answer term={text.ipPin} value={details.hasIpPin ? text.ipPinSaved : text.notAnswered} />
      </dl>
      {answers.dependents.map((dependent, index) => (
        <div key={index}>
          <h3>{dependents.dependent(index + 1)}</h3>
          <dl className="review">
            <Answer term={dependents.firstName} value={dependent.firstName} />
            <Answer term={dependents.lastName} value={dependent.lastName} />
            <Answer term={dependents.dateOfBirth} value={dependent.dateOfBirth} />
            <Answer
              term={dependents.relationship}
              value={dependent.relationship && dependents.relationships[dependent.relationship]}
            />
            <Answer
              term={dependents.months}
              value={dependent.months === null ? null : String(dependent.months)}
            />
          </dl>
        </div>
      ))}
      {details.account || details.hasIpPin ? (
        <form method="post" action={accountPath(reference)}>
          <CsrfField token={csrf} />
          <SubmitRow label={text.showAccount} />
        </form>
      ) : null}
    </>
  );
}

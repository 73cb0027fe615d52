import { loadReturnDetails } from '../../app/return/details.server';
import { setReturnLocked } from '../../app/return/return-lock.server';
import type { Executor, ReturnIdentity } from './identity';
import type { ReturnDetailsAccess } from './options';

/**
 * Signing's view of the client's return details (docs/return.md; app/return/details.server.ts):
 * who signs, as "About you" and "Your spouse" were sent to the preparer, and the lock that keeps
 * the answers as they were once a return made from them is sent for signature. Answers saved but
 * not sent, or missing a name or a date of birth, are no details: a return cannot be sent yet.
 */
export async function readReturnIdentity(
  db: Executor,
  caseId: string,
): Promise<ReturnIdentity | undefined> {
  const details = await loadReturnDetails(db, caseId);
  if (details.status.kind !== 'sent') return undefined;
  const { answers } = details;
  if (answers.firstName === null || answers.lastName === null || answers.dateOfBirth === null) {
    return undefined;
  }
  const joint = answers.filingStatus === 'married_joint';
  const spouse =
    joint &&
    answers.spouseFirstName !== null &&
    answers.spouseLastName !== null &&
    answers.spouseDateOfBirth !== null
      ? {
          firstName: answers.spouseFirstName,
          lastName: answers.spouseLastName,
          dateOfBirth: answers.spouseDateOfBirth,
        }
      : null;
  return {
    taxYear: details.taxYear,
    joint: spouse !== null,
    taxpayer: {
      firstName: answers.firstName,
      lastName: answers.lastName,
      dateOfBirth: answers.dateOfBirth,
    },
    spouse,
  };
}

export const returnDetailsAccess: ReturnDetailsAccess = {
  read: readReturnIdentity,
  lock: async (db, caseId) => {
    await setReturnLocked(db, caseId, true);
  },
};

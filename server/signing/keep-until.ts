/**
 * How long a signed Form 8879 is kept (docs/review-and-sign.md, "Retention"; IRS Publication 1345):
 * its record and the return it authorizes with it, 3 years after the later of the return's due date
 * (April 15 of the year after the tax year) and the signing date, whatever RETENTION_DAYS says.
 */
export const SIGNED_FORM_KEPT_YEARS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant the signed form may go. Dates count whole days as the latest US zone ends them: the
 * day after the later date begins in UTC, and one more day covers Hawaii's evening, so a form is
 * never disposed of while its last day lasts anywhere in the country.
 */
export function keepSignedUntil(taxYear: number, signedAt: Date): Date {
  const dueDate = Date.UTC(taxYear + 1, 3, 15);
  const later = new Date(Math.max(dueDate, signedAt.getTime()));
  const day = Date.UTC(
    later.getUTCFullYear() + SIGNED_FORM_KEPT_YEARS,
    later.getUTCMonth(),
    later.getUTCDate(),
  );
  return new Date(day + 2 * DAY_MS);
}

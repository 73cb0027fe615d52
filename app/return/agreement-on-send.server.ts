import type { Kysely } from 'kysely';
import { agreementVersions } from '~/agreement-version.server';
import type { FeeSchedule } from '~/fees';
import type { Lang } from '~/site/pages';
import { acceptedLine, caseAgreements } from '../../server/cases/agreement';
import type { Schema } from '../../server/db/schema';
import type { Office } from '../../server/office';
import type { Visitor } from '../../server/cases/service';
import type { ReturnAgreement } from './AgreementNotice';

/**
 * The User Agreement on the return page (decision 241): what the page says beside "Send to your
 * preparer", and the acceptance recorded when the details are sent. The record is the agreement
 * page's own (server/cases/agreement.ts): the same version, language, address and browser, and
 * the same audit entry, so staff see it under "Agreement" as any other.
 */
export async function returnAgreement(
  db: Kysely<Schema>,
  caseId: string,
  lang: Lang,
  fees: FeeSchedule,
  timeZone: string,
): Promise<ReturnAgreement> {
  const [accepted] = await caseAgreements(db, caseId);
  return {
    version: agreementVersions(fees)[lang],
    accepted: accepted ? acceptedLine(accepted.acceptedAt, lang, timeZone) : undefined,
  };
}

/**
 * Sending the details accepts the version the page showed, once: a case that accepted before
 * keeps its first acceptance. A record that fails (the database, the rate limit) is logged by the
 * recorder and does not stop the details: the client may accept on /agreement still.
 */
export async function acceptOnSend(
  office: Pick<Office, 'agreement'>,
  db: Kysely<Schema>,
  caseId: string,
  visitor: Visitor,
  facts: { version: unknown; clientAddress: string; userAgent: string | null },
): Promise<void> {
  if ((await caseAgreements(db, caseId)).length > 0) return;
  await office.agreement.record(visitor, {
    version: typeof facts.version === 'string' ? facts.version : '',
    clientAddress: facts.clientAddress,
    userAgent: facts.userAgent ?? undefined,
  });
}

import type { Route } from './+types/case.signing.files.$id';
import { caseIdOf, caseServices, FILE_METHODS, noSuchFile } from '~/cases/case-visit.server';
import { requestFacts } from '~/request-context';
import { signingDownload } from '~/signing/download.server';
import { visitorActor } from '../../server/staff/audit';
import { findCaseById } from '../../server/cases/store';

/**
 * A file of the client's return for signature (docs/review-and-sign.md), `/case/signing/files/ID`
 * and `/es/…`: "Your return (PDF)", "Form 8879 (PDF)", "Your signed Form 8879 (PDF)", for the
 * browser whose case cookie names the case; the signed form audited "signed form downloaded"
 * (app/signing/download.server.ts). Anything else is 404, in the page's language.
 */
export const middleware = FILE_METHODS;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const caseId = await caseIdOf(request, context);
  if (caseId === undefined) return noSuchFile(request);
  const found = await findCaseById(caseServices(context).db, caseId, 0);
  if (!found) return noSuchFile(request);
  const answer = await signingDownload(context, {
    caseId,
    reference: found.reference,
    fileId: params.id,
    actor: visitorActor(requestFacts(context).clientAddress),
  });
  return answer ?? noSuchFile(request);
}

import type { Route } from './+types/staff.cases.$reference.signing.files.$id';
import { staffCopy as text } from '~/copy/staff';
import { signingDownload } from '~/signing/download.server';
import { STAFF_HEADERS } from '~/staff/headers';
import { NoPage } from '~/staff/no-page';
import {
  downloadMiddleware,
  refusalLoader,
  staffCase,
} from '../../server/staff/case-routes.server';
import {
  actor,
  notice,
  readOnlyAction,
  requireStaff,
} from '../../server/staff/route-checks.server';

/**
 * A file of the case's return for signature ("Return (PDF)", "Form 8879 (PDF)", "Signed Form
 * 8879", the form signed on paper), as an attachment; the signed ones audited "signed form
 * downloaded" (app/signing/download.server.ts). It answers before the loaders run (middleware),
 * as a document's download does; a refusal is a page in the staff layout.
 */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware(
    async ({ request, context, params }: Parameters<Route.MiddlewareFunction>[0]) => {
      const session = await requireStaff(request, context);
      const detail = await staffCase(context);
      const answer = await signingDownload(
        context,
        {
          caseId: detail.found.id,
          reference: detail.found.reference,
          fileId: params.id,
          actor: actor(session, context),
        },
        STAFF_HEADERS,
      );
      if (!answer) throw notice(404, text.notFound);
      return answer;
    },
  ),
];

export const loader = refusalLoader;

export const action = readOnlyAction;

export default NoPage;

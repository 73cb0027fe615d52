import type { Route } from './+types/staff.cases.$reference.documents.$id';
import { en } from '~/copy/en';
import { staffCopy as text } from '~/copy/staff';
import { STAFF_HEADERS } from '~/staff/headers';
import { NoPage } from '~/staff/no-page';
import { caseHasDocument } from '../../server/cases/detail';
import { normalizeReference } from '../../server/cases/reference';
import { isDocumentId } from '../../server/documents/ids';
import { audit, AUDIT } from '../../server/staff/audit';
import { downloadMiddleware, refusalLoader } from '../../server/staff/case-routes.server';
import {
  actor,
  notice,
  readOnlyAction,
  requireStaff,
  staffServices,
} from '../../server/staff/route-checks.server';

/**
 * A document of a case, decrypted as it streams, as an attachment (a link on the case page), and
 * audited. It answers before the loaders run (middleware), with the stream; a download that
 * cannot start (no such document, gone from the store, the store down) is a page in the staff
 * layout instead, as every staff answer: the loader throws its refusal.
 */
export const middleware: Route.MiddlewareFunction[] = [
  downloadMiddleware(
    async ({ request, context, params }: Parameters<Route.MiddlewareFunction>[0]) => {
      const session = await requireStaff(request, context);
      const { db, documents } = staffServices(context);
      const reference = normalizeReference(params.reference);
      const { id } = params;
      if (
        reference === undefined ||
        !isDocumentId(id) ||
        !(await caseHasDocument(db, reference, id))
      ) {
        throw notice(404, text.notFound);
      }
      await audit(
        db,
        actor(session, context),
        AUDIT.documentDownloaded,
        `document ${id} of case ${reference}`,
      );
      const opened = await documents.documentStream(id);
      if (!opened.ok) {
        const words = { heading: text.cases.documentUnavailable, body: opened.say(en.documents) };
        throw notice(opened.status, words, opened.headers);
      }
      opened.headers.set('X-Robots-Tag', STAFF_HEADERS['X-Robots-Tag']);
      return new Response(opened.body, { status: 200, headers: opened.headers });
    },
  ),
];

export const loader = refusalLoader;

export const action = readOnlyAction;

export default NoPage;

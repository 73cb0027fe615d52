import type { Route } from './+types/staff.cases.$reference.documents.$id';
import { en } from '~/copy/en';
import { staffCopy as text } from '~/copy/staff';
import { STAFF_HEADERS, staffHeaders } from '~/staff/headers';
import { caseHasDocument } from '../../server/cases/detail';
import { normalizeReference } from '../../server/cases/reference';
import { isDocumentId } from '../../server/documents/ids';
import { audit, AUDIT } from '../../server/staff/audit';
import {
  actor,
  notice,
  readOnly,
  requireStaff,
  staffHandler,
  staffServices,
} from '../../server/staff/route-checks.server';

/**
 * A document of a case, decrypted as it streams, as an attachment (a link on the case page), and
 * audited. It answers before the loaders run (middleware), with the stream; a download that
 * cannot start (no such document, gone from the store, the store down) is a page in the staff
 * layout instead, as every staff answer: the loader throws its refusal.
 */
const refusals = new WeakMap<object, unknown>();

type MiddlewareArgs = Parameters<Route.MiddlewareFunction>[0];

const download = staffHandler(
  async ({ request, context, params }: MiddlewareArgs): Promise<Response> => {
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
);

export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    if (args.request.method !== 'GET' && args.request.method !== 'HEAD') return next();
    try {
      return await download(args);
    } catch (refusal) {
      refusals.set(args.context, refusal);
      return next();
    }
  },
];

export const headers = staffHeaders;

export const loader = ({ context }: Route.LoaderArgs) => {
  if (refusals.has(context)) throw refusals.get(context);
  return null;
};

export const action = staffHandler(({ request, context }: Route.ActionArgs) =>
  readOnly(request, context),
);

export default function StaffDocument() {
  return null;
}

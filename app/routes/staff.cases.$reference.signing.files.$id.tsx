import type { Route } from './+types/staff.cases.$reference.signing.files.$id';
import { staffCopy as text } from '~/copy/staff';
import { signingDownload } from '~/signing/download.server';
import { STAFF_HEADERS, staffHeaders } from '~/staff/headers';
import { caseOf } from '../../server/staff/case-page.server';
import {
  actor,
  notice,
  readOnly,
  requireStaff,
  staffHandler,
} from '../../server/staff/route-checks.server';

/**
 * A file of the case's return for signature ("Return (PDF)", "Form 8879 (PDF)", "Signed Form
 * 8879", the form signed on paper), as an attachment; the signed ones audited "signed form
 * downloaded" (app/signing/download.server.ts). It answers before the loaders run (middleware),
 * as a document's download does; a refusal is a page in the staff layout.
 */
const refusals = new WeakMap<object, unknown>();

type MiddlewareArgs = Parameters<Route.MiddlewareFunction>[0];

const download = staffHandler(
  async ({ request, context, params }: MiddlewareArgs): Promise<Response> => {
    const session = await requireStaff(request, context);
    const detail = await caseOf(request, context, params.reference, `/signing/files/${params.id}`);
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

export default function StaffSigningFile() {
  return null;
}

import type { MiddlewareFunction } from 'react-router';
import type { Route } from './+types/case.documents';
import { afterUpload, refusedForms, uploadJson, uploadToCase } from '~/cases/case-upload.server';
import { pageAnswer } from '~/cases/case-page.server';
import { UPLOAD_METHODS } from '~/cases/case-visit.server';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import { seeOther } from '~/ui/forms.server';
import { wantsPage } from '../../server/documents/upload';

/**
 * "Your documents"' upload form and "Send file" of a document request (`?request=ID`),
 * `/case/documents` and `/es/…`: the file read from the body as it streams, checked, encrypted
 * and stored by the upload's own path (app/cases/case-upload.server.ts, decision 155). Stored:
 * post/redirect/get to the case page, which says so. Refused: the case page again, under the
 * upload's status, with the sentence in the form (or beside the request).
 */
/** A script posting the form (asking for JSON) gets the upload's own JSON answer, no page. */
const scriptsGetJson: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (wantsPage(request.headers.get('accept') ?? undefined)) return next();
  return uploadJson(request, await uploadToCase(request, context, false));
};

export const middleware: Route.MiddlewareFunction[] = [...UPLOAD_METHODS, scriptsGetJson];

/** The refusal's own headers (Retry-After, Connection: close) on the page that answers it. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const upload = await uploadToCase(request, context, true);
  const { result } = upload;
  if (result.ok) {
    const cookie: Record<string, string> =
      result.setCookie === undefined ? {} : { 'Set-Cookie': result.setCookie };
    return seeOther(afterUpload(request), cookie);
  }
  const status = 'gone' in result ? 400 : result.error.status;
  const headers: Record<string, string> = 'gone' in result ? {} : { ...result.headers };
  if (upload.closeConnection) headers.Connection = 'close';
  return pageAnswer(request, context, status, { forms: refusedForms(request, result) }, headers);
}

export default CaseFormAnswer;

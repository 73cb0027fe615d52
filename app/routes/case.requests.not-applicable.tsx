import { useActionData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/case.requests.not-applicable';
import {
  caseIdOf,
  caseServices,
  casePageMiddleware,
  FORM_METHODS,
  formFields,
  langOf,
  pageAnswer,
  seeOther,
  textField,
  visitorOf,
} from '~/cases/case-page.server';
import { REQUEST_REASON_MAX } from '~/cases/limits';
import { CASE_PAGE_COPY } from '~/cases/page/CasePage';
import { CASE_HANDLE, casePageMeta, CasePageAnswer } from '~/cases/page/CasePageRoute';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts } from '~/request-context';
import { CASE_PATHS } from '~/site/pages';
import { markNotApplicable } from '../../server/cases/requests';
import { rowId } from '../../server/http/form-fields';
import { longerThan } from '../../server/http/text-length';

/**
 * "I don't have this" for a document request on the case page ("What we need from you"; decision
 * 089), `/case/requests/not-applicable` and `/es/…`, with an optional reason: the request is
 * closed as not applicable when it is an open one of the browser's case. Answered by
 * post/redirect/get, or by the page with the sentence why beside the request.
 */
export const handle = CASE_HANDLE;
export const middleware: Route.MiddlewareFunction[] = [casePageMiddleware(FORM_METHODS)];
export const meta: Route.MetaFunction = ({ matches }) => casePageMeta(matches);

/** As posted: text, so that a refused reason shows again as typed. */
const notApplicableFields = z.object({ request: textField, reason: textField });

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const caseId = await caseIdOf(request, context);
  // No case for this browser: the page says so, and nothing is stored.
  if (caseId === undefined) return pageAnswer(request, context, 400);
  const form = await formFields(notApplicableFields, request);
  const requestId = rowId.parse(form.request) ?? 0;
  const reason = form.reason.trim();
  const refused = (status: number, error: string) =>
    pageAnswer(request, context, status, {
      forms: { request: { id: requestId, error, reason: form.reason } },
    });
  if (longerThan(reason, REQUEST_REASON_MAX)) {
    return refused(400, CASE_PAGE_COPY[lang].requests.reasonTooLong(REQUEST_REASON_MAX));
  }
  const { db, cases } = caseServices(context);
  const found = await markNotApplicable(db, {
    caseId,
    requestId,
    clientAddress: requestFacts(context).clientAddress,
    reason: reason === '' ? null : reason,
  });
  if (!found) return refused(409, CATALOGUES[lang].documents.requestClosed);
  return seeOther(
    `${CASE_PATHS[lang]}?notApplicable=1`,
    cases.cookieFor(caseId, requestFacts(context).https, visitorOf(request, context)),
  );
}

export default function CaseNotApplicable() {
  return <CasePageAnswer page={useActionData<typeof action>()} />;
}

import { z } from 'zod';
import type { Route } from './+types/case.requests.not-applicable';
import { pageAnswer } from '~/cases/case-page.server';
import { caseIdOf, caseServices, FORM_METHODS, langOf, seeCase } from '~/cases/case-visit.server';
import { REQUEST_REASON_MAX } from '~/cases/limits';
import { CASE_PAGE_COPY } from '~/cases/page/CasePage';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts } from '~/request-context';
import { CASE_PATHS } from '~/site/pages';
import { postedFields, rowId, textField } from '~/ui/forms.server';
import { markNotApplicable } from '../../server/cases/requests';
import { longerThan } from '../../server/http/text-length';

/**
 * "I don't have this" for a document request on the case page ("What we need from you"; decision
 * 089), `/case/requests/not-applicable` and `/es/…`, with an optional reason: the request is
 * closed as not applicable when it is an open one of the browser's case. Answered by
 * post/redirect/get, or by the page with the sentence why beside the request.
 */
export const middleware = FORM_METHODS;

/** As posted: text, so that a refused reason shows again as typed. */
const notApplicableFields = z.object({ request: textField, reason: textField });

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const caseId = await caseIdOf(request, context);
  // No case for this browser: the page says so, and nothing is stored.
  if (caseId === undefined) return pageAnswer(request, context, 400);
  const form = await postedFields(notApplicableFields, request);
  const requestId = rowId.parse(form.request) ?? 0;
  const reason = form.reason.trim();
  const refused = (status: number, error: string) =>
    pageAnswer(request, context, status, {
      forms: { request: { id: requestId, error, reason: form.reason } },
    });
  if (longerThan(reason, REQUEST_REASON_MAX)) {
    return refused(400, CASE_PAGE_COPY[lang].requests.reasonTooLong(REQUEST_REASON_MAX));
  }
  const { db } = caseServices(context);
  const found = await markNotApplicable(db, {
    caseId,
    requestId,
    clientAddress: requestFacts(context).clientAddress,
    reason: reason === '' ? null : reason,
  });
  if (!found) return refused(409, CATALOGUES[lang].documents.requestClosed);
  return seeCase(request, context, caseId, `${CASE_PATHS[lang]}?notApplicable=1`);
}

export default CaseFormAnswer;

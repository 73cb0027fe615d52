import { z } from 'zod';
import type { Route } from './+types/case.review';
import { pageAnswer } from '~/cases/case-page.server';
import { caseIdOf, caseServices, FORM_METHODS, langOf, seeCase } from '~/cases/case-visit.server';
import { CASE_PAGE_COPY } from '~/cases/page/CasePage';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import type { ReviewFormState } from '~/cases/page/ReviewSection';
import { requestFacts, services } from '~/request-context';
import { REVIEW_MAX, SHOWN_NAME_MAX } from '~/reviews/limits';
import { isUsState } from '~/reviews/us-states';
import { CASE_PATHS } from '~/site/pages';
import { postedFields, textField } from '~/ui/forms.server';
import { sendReview } from '../../server/reviews/store';
import { requiredText } from '../../server/http/text-length';

/**
 * "Send review" of "How did we do?" on the case page (docs/product.md, "Testimonials from
 * real clients"; decision 143), `/case/review` and `/es/…`: the review is stored as written, once a
 * case (a second is refused), when the browser's case reached "Refund sent". Answered by
 * post/redirect/get, or by the page with each refused field's sentence beside it.
 */
export const middleware = FORM_METHODS;

/** As posted: text, so that a refused review shows again as typed. */
const reviewFields = z.object({
  body: textField,
  name: textField,
  state: textField,
  consent: textField,
});

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const text = CASE_PAGE_COPY[lang].review;
  const caseId = await caseIdOf(request, context);
  // No case for this browser: the page says so, and nothing is stored.
  if (caseId === undefined) return pageAnswer(request, context, 400);
  const form = await postedFields(reviewFields, request);
  const values: ReviewFormState['values'] = {
    body: form.body,
    name: form.name,
    state: form.state,
    consent: form.consent === 'yes',
  };
  const refused = (status: number, errors: ReviewFormState['errors']) =>
    pageAnswer(request, context, status, { forms: { review: { values, errors } } });
  const e = text.errors;
  const body = requiredText(REVIEW_MAX, {
    empty: e.bodyEmpty,
    tooLong: e.bodyTooLong(REVIEW_MAX),
    control: e.bodyControl,
  }).safeParse(form.body);
  const name = requiredText(SHOWN_NAME_MAX, {
    empty: e.nameEmpty,
    tooLong: e.nameTooLong(SHOWN_NAME_MAX),
    control: e.nameControl,
  }).safeParse(form.name);
  const state = isUsState(form.state) ? form.state : undefined;
  if (!body.success || !name.success || state === undefined) {
    return refused(400, {
      ...(body.success ? {} : { body: body.error.issues[0]?.message ?? e.bodyEmpty }),
      ...(name.success ? {} : { name: name.error.issues[0]?.message ?? e.nameEmpty }),
      ...(state === undefined ? { state: e.state } : {}),
    });
  }
  const { db } = caseServices(context);
  const facts = requestFacts(context);
  const outcome = await sendReview(
    db,
    {
      caseId,
      body: body.data,
      shownName: name.data,
      state,
      consent: values.consent,
      language: lang,
      clientAddress: facts.clientAddress,
    },
    services(context).office.staffNotify,
  );
  if (outcome === 'early') return refused(409, { form: e.early });
  if (outcome === 'already') return refused(409, { form: e.already });
  return seeCase(request, context, caseId, `${CASE_PATHS[lang]}?reviewed=1`);
}

export default CaseFormAnswer;

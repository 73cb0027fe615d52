import { z } from 'zod';
import { NoPage } from '~/staff/no-page';
import type { Route } from './+types/staff.reviews.$id.decision';
import { staffCopy } from '~/copy/staff';
import { shownReviewsContext } from '~/reviews/shown-context';
import { fieldsOf, seeOther } from '~/ui/forms.server';
import { rowId, textField } from '~/ui/forms.server';
import { decideReview } from '../../server/reviews/store';
import { audit, AUDIT } from '../../server/staff/audit';
import {
  actor,
  notice,
  postOnlyLoader,
  staffHandler,
  staffPost,
  staffServices,
} from '../../server/staff/route-checks.server';

const text = staffCopy.reviews;

/** The buttons' one field: which decision; and the page of the list to come back to. */
const decisionFields = z.object({
  decision: z.enum(['published', 'not_published']).nullable().catch(null),
  back: textField.transform((back) =>
    /^\/staff\/reviews(\?before=[0-9]{1,10})?$/.test(back) ? back : '/staff/reviews',
  ),
});

export const loader = postOnlyLoader;

/**
 * "Publish" or "Don't publish" on the Reviews screen (decision 143): the decision, by whom and
 * when, audited (which review and case, never its words); the review's words are never changed.
 * A review without the client's consent is never published. Then /testimonials and the home page
 * are rendered again before the answer (decision 145), and back to the list.
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session, fields } = await staffPost(request, context);
  const id = rowId.parse(params.id);
  if (id === null) throw notice(404, text.notFound);
  const form = fieldsOf(decisionFields, fields);
  if (form.decision === null) throw notice(400, text.notFound);
  const { db } = staffServices(context);
  const outcome = await decideReview(db, {
    id,
    decision: form.decision,
    staffId: session.accountId,
  });
  if (outcome.kind === 'not-found') throw notice(404, text.notFound);
  if (outcome.kind === 'no-consent') throw notice(409, text.noConsent);
  if (outcome.kind === 'changed') {
    const subject =
      outcome.reference === null ? `review ${id}` : `review ${id} of case ${outcome.reference}`;
    const action = form.decision === 'published' ? AUDIT.reviewPublished : AUDIT.reviewNotPublished;
    await audit(db, actor(session, context), action, subject);
    await context.get(shownReviewsContext).changed();
  }
  const back = new URL(form.back, 'http://staff');
  back.searchParams.set('done', form.decision);
  throw seeOther(`${back.pathname}${back.search}`);
});

export default NoPage;

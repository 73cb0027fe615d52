import { z } from 'zod';
import type { Route } from './+types/staff.reviews._index';
import { ReviewsPage } from '~/components/staff/reviews';
import { staffCopy } from '~/copy/staff';
import { staffMeta } from '~/staff/meta';
import { queryOf } from '~/ui/forms.server';
import { rowId, textField } from '~/ui/forms.server';
import { listReviews } from '../../server/reviews/store';
import { audit, AUDIT } from '../../server/staff/audit';
import {
  actor,
  readOnly,
  requireStaff,
  STAFF_PAGE_SIZE,
  staffHandler,
  staffServices,
} from '../../server/staff/route-checks.server';

const text = staffCopy.reviews;

const reviewsQuery = z.object({ before: rowId, done: textField });

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(text.heading, matches);

/**
 * "Reviews" (decision 143): every review clients sent, newest first, 50 a page. Opening the list
 * changes nothing; its reading is audited (which page), as the Messages screen's is.
 */
export const loader = staffHandler(async ({ request, context }: Route.LoaderArgs) => {
  const session = await requireStaff(request, context);
  const { db } = staffServices(context);
  const { before, done } = queryOf(reviewsQuery, request);
  const { rows, older } = await listReviews(db, { before, pageSize: STAFF_PAGE_SIZE });
  await audit(
    db,
    actor(session, context),
    AUDIT.reviewsListed,
    before === null ? 'first page' : `before review ${before}`,
  );
  const url = new URL(request.url);
  url.searchParams.delete('done');
  return {
    rows,
    older,
    paged: before !== null,
    csrf: session.csrfToken,
    back: url.pathname + url.search,
    done: done === 'published' || done === 'not_published' ? text.done[done] : null,
  };
});

export const action = staffHandler(({ request, context }: Route.ActionArgs) =>
  readOnly(request, context),
);

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsPage {...loaderData} />;
}

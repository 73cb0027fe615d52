import { NoPage } from '~/staff/no-page';
import type { Route } from './+types/staff.$';
import { staffCopy as text } from '~/copy/staff';
import { notice, requireStaff, staffHandler } from '../../server/staff/route-checks.server';

/** Any staff path no screen answers: to sign-in when signed out, else 404, a page. */
const notFound = staffHandler(
  async ({ request, context }: Route.LoaderArgs | Route.ActionArgs): Promise<never> => {
    await requireStaff(request, context);
    throw notice(404, text.notFound);
  },
);

export const loader = notFound;
export const action = notFound;

export default NoPage;

import { seeOther } from '~/ui/forms.server';
import { NoPage } from '~/staff/no-page';
import type { Route } from './+types/staff._index';
import { requireStaff, staffHandler } from '../../server/staff/route-checks.server';

/** /staff: the Cases screen, once signed in. */
export const loader = staffHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireStaff(request, context);
  throw seeOther('/staff/cases');
});

export default NoPage;

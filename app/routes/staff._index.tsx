import type { Route } from './+types/staff._index';
import { staffHeaders } from '~/staff/headers';
import { requireStaff, seeOther, staffHandler } from '../../server/staff/route-checks.server';

/** /staff: the Cases screen, once signed in. */
export const headers = staffHeaders;

export const loader = staffHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireStaff(request, context);
  throw seeOther('/staff/cases');
});

export default function StaffHome() {
  return null;
}

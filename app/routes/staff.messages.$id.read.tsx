import { NoPage } from '~/staff/no-page';
import type { Route } from './+types/staff.messages.$id.read';
import { markRead } from '../../server/staff/message-changes.server';
import { postOnlyLoader, staffHandler } from '../../server/staff/route-checks.server';

/** "Mark read" on a contact message's page. */
export const loader = postOnlyLoader;

export const action = staffHandler(({ request, context, params }: Route.ActionArgs) =>
  markRead(request, context, params),
);

export default NoPage;

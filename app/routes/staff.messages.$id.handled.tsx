import { NoPage } from '~/staff/no-page';
import type { Route } from './+types/staff.messages.$id.handled';
import { markMessageHandled } from '../../server/staff/message-changes.server';
import { postOnlyLoader, staffHandler } from '../../server/staff/route-checks.server';

/** "Mark handled" for a contact message (on the Messages screen or the message's page). */
export const loader = postOnlyLoader;

export const action = staffHandler(({ request, context, params }: Route.ActionArgs) =>
  markMessageHandled('contact', request, context, params),
);

export default NoPage;

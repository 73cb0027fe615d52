import { NoPage } from '~/staff/no-page';
import type { Route } from './+types/staff.messages.case.$id.handled';
import { markMessageHandled } from '../../server/staff/message-changes.server';
import { postOnlyLoader, staffHandler } from '../../server/staff/route-checks.server';

/** "Mark handled" for a message a visitor wrote on their case page (read in the case's thread). */
export const loader = postOnlyLoader;

export const action = staffHandler(({ request, context, params }: Route.ActionArgs) =>
  markMessageHandled('case', request, context, params),
);

export default NoPage;

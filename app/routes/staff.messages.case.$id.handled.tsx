import type { Route } from './+types/staff.messages.case.$id.handled';
import { staffHeaders } from '~/staff/headers';
import { markMessageHandled } from '../../server/staff/message-changes.server';
import { postOnly, staffHandler } from '../../server/staff/route-checks.server';

/** "Mark handled" for a message a visitor wrote on their case page (read in the case's thread). */
export const headers = staffHeaders;

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  postOnly(request, context),
);

export const action = staffHandler(({ request, context, params }: Route.ActionArgs) =>
  markMessageHandled('case', request, context, params),
);

export default function MarkCaseMessageHandled() {
  return null;
}

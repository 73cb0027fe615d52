import type { Route } from './+types/staff.messages.$id.handled';
import { staffHeaders } from '~/staff/headers';
import { markMessageHandled } from '../../server/staff/message-changes.server';
import { postOnly, staffHandler } from '../../server/staff/route-checks.server';

/** "Mark handled" for a contact message (on the Messages screen or the message's page). */
export const headers = staffHeaders;

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  postOnly(request, context),
);

export const action = staffHandler(({ request, context, params }: Route.ActionArgs) =>
  markMessageHandled('contact', request, context, params),
);

export default function MarkHandled() {
  return null;
}

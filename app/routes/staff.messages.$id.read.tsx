import type { Route } from './+types/staff.messages.$id.read';
import { staffHeaders } from '~/staff/headers';
import { markRead } from '../../server/staff/message-changes.server';
import { postOnly, staffHandler } from '../../server/staff/route-checks.server';

/** "Mark read" on a contact message's page. */
export const headers = staffHeaders;

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  postOnly(request, context),
);

export const action = staffHandler(({ request, context, params }: Route.ActionArgs) =>
  markRead(request, context, params),
);

export default function MarkRead() {
  return null;
}

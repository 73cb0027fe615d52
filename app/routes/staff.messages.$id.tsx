import type { Route } from './+types/staff.messages.$id';
import { OneMessagePage } from '~/components/staff/messages';
import { staffCopy as text } from '~/copy/staff';
import { staffMeta } from '~/staff/meta';
import { findMessage } from '../../server/contact/inbox';
import { audit, AUDIT } from '../../server/staff/audit';
import { messageId } from '../../server/staff/message-changes.server';
import {
  actor,
  notice,
  readOnly,
  requireStaff,
  staffHandler,
  staffServices,
} from '../../server/staff/route-checks.server';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  staffMeta(text.messages.open(loaderData?.row.name ?? ''), matches);

/** A contact message's page: reading it changes nothing (decision 057); it is audited. */
export const loader = staffHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  const session = await requireStaff(request, context);
  const id = messageId(params);
  const { db } = staffServices(context);
  const row = await findMessage(db, id);
  if (!row) throw notice(404, text.messages.notFound);
  await audit(db, actor(session, context), AUDIT.messageViewed, `message ${id}`);
  return { row, csrf: session.csrfToken };
});

export const action = staffHandler(({ request, context }: Route.ActionArgs) =>
  readOnly(request, context),
);

export default function Message({ loaderData }: Route.ComponentProps) {
  return <OneMessagePage {...loaderData} />;
}

import { z } from 'zod';
import type { Route } from './+types/staff.messages._index';
import { MessagesPage } from '~/components/staff/messages';
import { staffCopy as text } from '~/copy/staff';
import { staffMeta } from '~/staff/meta';
import { queryOf } from '~/ui/forms.server';
import { cursorText, inboxCursor, listInbox } from '../../server/contact/inbox';
import { audit, AUDIT } from '../../server/staff/audit';
import {
  actor,
  readOnly,
  requireStaff,
  STAFF_PAGE_SIZE,
  staffHandler,
  staffServices,
} from '../../server/staff/route-checks.server';

const messagesQuery = z.object({ before: inboxCursor });

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(text.messages.heading, matches);

/**
 * "Messages": every contact message and every message a visitor wrote on their case page, newest
 * first, 50 a page. Opening the list changes nothing; its reading is audited (which page).
 */
export const loader = staffHandler(async ({ request, context }: Route.LoaderArgs) => {
  const session = await requireStaff(request, context);
  const { db } = staffServices(context);
  const { before } = queryOf(messagesQuery, request);
  const { rows, older } = await listInbox(db, { before, pageSize: STAFF_PAGE_SIZE });
  await audit(
    db,
    actor(session, context),
    AUDIT.messagesListed,
    before === null ? 'first page' : `before ${cursorText(before)}`,
  );
  const url = new URL(request.url);
  return {
    rows,
    older,
    paged: before !== null,
    csrf: session.csrfToken,
    back: url.pathname + url.search,
  };
});

export const action = staffHandler(({ request, context }: Route.ActionArgs) =>
  readOnly(request, context),
);

export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesPage {...loaderData} />;
}

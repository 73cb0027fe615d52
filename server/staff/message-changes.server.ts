import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { staffCopy as text } from '../../app/copy/staff';
import { fieldsOf } from '../../app/ui/forms.server';
import { caseMessageExists, findMessage, markHandled, markMessageRead } from '../contact/inbox';
import { rowId, textField } from '../../app/ui/forms.server';
import { audit, AUDIT, type AuditAction } from './audit';
import { seeOther } from '../../app/ui/forms.server';
import { actor, notice, staffPost, staffServices } from './route-checks.server';

/**
 * The posts that change a message (decision 057): "Mark read" on a contact message's page, "Mark
 * handled" for a contact message or a visitor's case-page message (decision 076). Each is recorded
 * in the audit log when it changed something, then goes back to the page its button was on; 404
 * for no such message.
 */

type Context = Readonly<RouterContextProvider>;

const messagePath = z.object({ id: rowId });

/** The message a path names; a 404 page when there is none. */
export function messageId(params: { id?: string }): number {
  const { id } = messagePath.parse(params);
  if (id === null) throw notice(404, text.messages.notFound);
  return id;
}

/** Where a button sends staff back to: only a path of this back office, else `fallback`. */
const backField = (fallback: string) =>
  textField.transform((back) => (/^\/staff\/[A-Za-z0-9/?=]*$/.test(back) ? back : fallback));

/** The kind of message a post changes. */
interface MessageKind {
  exists(context: Context, id: number): Promise<boolean>;
  subject(id: number): string;
}

const CONTACT: MessageKind = {
  exists: async (context, id) => (await findMessage(staffServices(context).db, id)) !== undefined,
  subject: (id) => `message ${id}`,
};

const CASE_PAGE: MessageKind = {
  exists: (context, id) => caseMessageExists(staffServices(context).db, id),
  subject: (id) => `case message ${id}`,
};

async function change(
  request: Request,
  context: Context,
  params: { id?: string },
  changed: (id: number, staffId: number) => Promise<boolean>,
  action: AuditAction,
  /** Where to go when the form names no page of the back office to go back to. */
  fallback: (id: number) => string,
  kind: MessageKind,
): Promise<never> {
  const { session, fields } = await staffPost(request, context);
  const id = messageId(params);
  if (await changed(id, session.accountId)) {
    await audit(staffServices(context).db, actor(session, context), action, kind.subject(id));
  } else if (!(await kind.exists(context, id))) {
    throw notice(404, text.messages.notFound);
  }
  throw seeOther(fieldsOf(z.object({ back: backField(fallback(id)) }), fields).back);
}

/** "Mark read": back to the message, now marked read. */
export const markRead = (request: Request, context: Context, params: { id?: string }) =>
  change(
    request,
    context,
    params,
    (id) => markMessageRead(staffServices(context).db, id),
    AUDIT.messageRead,
    (id) => `/staff/messages/${id}`,
    CONTACT,
  );

/** "Mark handled" for a contact message (`contact`) or a case-page message (`case`). */
export const markMessageHandled = (
  source: 'contact' | 'case',
  request: Request,
  context: Context,
  params: { id?: string },
) =>
  change(
    request,
    context,
    params,
    (id, staffId) => markHandled(staffServices(context).db, source, id, staffId),
    AUDIT.messageHandled,
    () => '/staff/messages',
    source === 'case' ? CASE_PAGE : CONTACT,
  );

import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.reply';
import { CasePage } from '~/components/staff/case/case-page';
import { staffCopy } from '~/copy/staff';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { fieldsOf } from '~/ui/forms.server';
import { addStaffReply, THREAD_MESSAGE_MAX } from '../../server/cases/thread';
import { textField } from '../../server/http/form-fields';
import { requiredText } from '../../server/http/text-length';
import { audit, AUDIT } from '../../server/staff/audit';
import { caseOf, casePath, refusedOn } from '../../server/staff/case-page.server';
import { clientMail } from '../../server/staff/client-mail';
import {
  actor,
  notice,
  postOnly,
  seeOther,
  staffHandler,
  staffPost,
  staffServices,
} from '../../server/staff/route-checks.server';

const errors = staffCopy.cases.thread.errors;

/** "Send reply" as posted: text, so that a refused reply shows again as typed. */
const replyFields = z.object({ reply: textField });

/** The reply checked: something to say, at most THREAD_MESSAGE_MAX characters, trimmed. */
const replyCheck = z.object({
  reply: requiredText(THREAD_MESSAGE_MAX, {
    empty: errors.empty,
    tooLong: errors.tooLong(THREAD_MESSAGE_MAX),
  }),
});

export const headers = staffHeaders;

export const meta: Route.MetaFunction = ({ params, matches }) =>
  staffMeta(params.reference, matches);

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  postOnly(request, context),
);

/**
 * "Reply to the client" on a case page (docs/back-office.md, "The conversation with the client"):
 * the reply joins the case's thread, the audit log records it (which case, never the words), and
 * the case page says it was sent. A refused reply comes back on the case page as typed.
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session, fields } = await staffPost(request, context);
  const detail = await caseOf(request, context, params.reference, '/reply');
  const form = fieldsOf(replyFields, fields);
  const checked = replyCheck.safeParse(form);
  if (!checked.success) {
    const error = checked.error.issues[0]?.message ?? errors.empty;
    return refusedOn(context, session, detail, 400, { reply: { reply: form.reply, error } });
  }
  const { db, clientMail: signature, publicUrl } = staffServices(context);
  const { reference } = detail.found;
  const who = actor(session, context);
  // The client's e-mail: what happened and a link, never the reply's words.
  const mail = clientMail(
    { clientMail: signature, publicUrl },
    detail.found.id,
    (words, _lang, link, sign) => ({
      subject: words.replySubject(reference),
      body: words.replyBody(reference, link, sign.siteName, sign.phone),
    }),
  );
  const result = await addStaffReply(
    db,
    {
      caseId: detail.found.id,
      staffId: session.accountId,
      body: checked.data.reply,
      clientAddress: who.clientAddress,
    },
    mail.make,
  );
  // The case went away between reading it and writing to it.
  if (!result.ok) throw notice(404, staffCopy.cases.notFound);
  await audit(db, who, AUDIT.replySent, `case ${reference}`);
  if (mail.sent()) await audit(db, who, AUDIT.signInLinkSent, `case ${reference}`);
  throw seeOther(`${casePath(reference)}?replied=1#reply-heading`);
});

export default function StaffReply({ actionData }: Route.ComponentProps) {
  return actionData ? <CasePage {...actionData} /> : null;
}
